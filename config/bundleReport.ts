/**
 * `npm run analyze` (RSDOCTOR=true): @docusaurus/plugin-rsdoctor writes Rsdoctor's report of the
 * client and server bundles, chunk by chunk and module by module, as HTML files a maintainer opens
 * in a browser: bench/bundle-report/ (gitignored), never inside build/, which gets deployed.
 */
import path from 'node:path';

const BUNDLE_REPORT_DIR = path.resolve(__dirname, '..', 'bench', 'bundle-report');

export const bundleReportOptions = {
  // Sizes and the module graph of each chunk, without the source code.
  mode: 'brief',
  brief: { reportHtmlName: 'index.html', writeDataJson: true },
  reportDir: BUNDLE_REPORT_DIR,
  // No local report server left running at the end of the build.
  disableClientServer: true,
};
