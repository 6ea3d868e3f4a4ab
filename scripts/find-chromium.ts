/** Prints the Chromium the tests drive (support/chromium.ts), or exits 1 saying how to get one. */
import { findChromium, NO_CHROMIUM } from '../support/chromium';

const found = findChromium();
if (!found) {
  console.error(NO_CHROMIUM);
  process.exit(1);
}
console.log(found);
