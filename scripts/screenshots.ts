/**
 * Maintainer tool, not a test: screenshots of pages at desktop and 390 px, light and dark, from the
 * built site. `tsx scripts/screenshots.ts /docs /media` writes PNGs to test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, openSite } from '../test/support/site';

const outDir = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));
const viewports = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;

async function main(paths: string[]): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await openSite();
  try {
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await site.newContext({ viewport, colorScheme, isMobile: device === 'mobile' });
        const { page } = await openPage(site, context);
        for (const pathname of paths) {
          await page.goto(site.url(pathname), { waitUntil: 'networkidle' });
          const name = `${pathname.replace(/\W+/g, '_') || 'home'}-${device}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE === '1' });
          console.log(path.join(outDir, name));
        }
        await context.close();
      }
    }
  } finally {
    await site.close();
  }
}

main(process.argv.slice(2).length ? process.argv.slice(2) : ['/']).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
