/**
 * Which Chromium the end-to-end tests, the bench and the screenshots drive: the one `CHROMIUM_PATH` names, else
 * Playwright's own (`npx playwright install chromium`, as on laptops and GitHub's runners), else the system's
 * (Debian's `chromium` package, as on a machine that cannot download Playwright's). No configuration is needed
 * for either. `tsx scripts/find-chromium.ts` prints the path it finds.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Where system packages put Chromium or Chrome, most likely first. */
const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export const NO_CHROMIUM =
  'No Chromium found: run `npx playwright install chromium`, install your system’s chromium package, or set CHROMIUM_PATH.';

/** The Chromium to drive, or undefined when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) {
    if (!existsSync(env.CHROMIUM_PATH))
      throw new Error(`CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which does not exist.`);
    return env.CHROMIUM_PATH;
  }
  // Where `npx playwright install chromium` puts the browser of this playwright-core release (PLAYWRIGHT_BROWSERS_PATH moves it).
  const playwrights = chromium.executablePath();
  if (existsSync(playwrights)) return playwrights;
  return SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate));
}

/** findChromium, or an error that says how to get one. */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error(NO_CHROMIUM);
  return found;
}
