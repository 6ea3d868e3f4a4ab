/**
 * Maintainer tool, not a test: screenshots of pages at desktop and 390 px, light and dark, from the
 * built site. `tsx scripts/screenshots.ts /docs /media` writes PNGs to test-results/screenshots/.
 *
 * `WIDTHS=390,768,996,1440` takes them at those widths instead (named `-<width>-`), `FULL_PAGE=1`
 * captures whole pages, `MOTION=1` lets CSS animations play (the tests' default is reduced motion), and
 * `SITE_DIR=build-stock` shoots another build (the stock one, to compare it with the optimised site).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage, openSite } from '../support/site';

const outDir = fileURLToPath(new URL('../test-results/screenshots', import.meta.url));

type Viewport = { name: string; width: number; height: number; isMobile: boolean };

const DEFAULT_VIEWPORTS: Viewport[] = [
  { name: 'desktop', width: 1280, height: 900, isMobile: false },
  { name: 'mobile', width: 390, height: 844, isMobile: true },
];

/** Viewports from WIDTHS ("390,768"): phone-shaped and touch below the 996 px breakpoint, else 900 px tall. */
function viewportsFromEnv(widths: string | undefined): Viewport[] {
  if (!widths?.trim()) return DEFAULT_VIEWPORTS;
  return widths.split(',').map((entry) => {
    const width = Number(entry.trim());
    if (!Number.isInteger(width) || width < 200 || width > 4000) {
      throw new Error(`WIDTHS: "${entry}" is not a width in pixels between 200 and 4000 (example: WIDTHS=390,1440).`);
    }
    return { name: String(width), width, height: width < 600 ? 844 : 900, isMobile: width < 600 };
  });
}

async function main(paths: string[]): Promise<void> {
  const viewports = viewportsFromEnv(process.env.WIDTHS);
  mkdirSync(outDir, { recursive: true });
  const site = await openSite(process.env.SITE_DIR ? { root: path.resolve(process.env.SITE_DIR) } : {});
  try {
    for (const { name: size, width, height, isMobile } of viewports) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await site.newContext({
          viewport: { width, height },
          colorScheme,
          isMobile,
          ...(process.env.MOTION === '1' && { reducedMotion: 'no-preference' as const }),
        });
        const { page } = await openPage(site, context);
        for (const pathname of paths) {
          await page.goto(site.url(pathname), { waitUntil: 'networkidle' });
          const name = `${pathname.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${size}-${colorScheme}.png`;
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
