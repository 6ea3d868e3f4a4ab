/**
 * Writes `<outDir>/_headers` (the format of Netlify and Cloudflare Pages, which `npm run serve` and the
 * tests also honour) after the build: the rules config/securityHeaders.ts gives for the hashes of
 * every inline script the build really has, so the Content-Security-Policy never falls behind a page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderHeadersFile } from './headers-file';
import { collectInlineScripts, distinctHashes } from './inline-scripts';
import type { Options } from './options';
import { redirectPageScriptHashes } from './redirectPages';

export { validateOptions } from './options';

export const HEADERS_FILE_COMMENT = [
  'Written by plugins/security-headers at build time from config/securityHeaders.ts and the inline',
  "scripts of this build. Don't edit it here: change the policy and rebuild.",
];

export default function securityHeadersPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const hashes = distinctHashes([
        ...collectInlineScripts(outDir).map((script) => script.hash),
        ...redirectPageScriptHashes(),
      ]);
      const text = renderHeadersFile(options.headerRules(hashes), HEADERS_FILE_COMMENT);
      const file = path.join(outDir, '_headers');
      writeFileSync(file, text);
      text.split('\n').forEach((line, index) => {
        if (line.length > options.maxLineLength) {
          logger.warn(
            `security-headers: ${logger.path(file)} line ${index + 1} has ${line.length} characters; Cloudflare Pages ` +
              `drops lines over ${options.maxLineLength}. Each distinct inline script adds a hash: prefer host redirects there.`,
          );
        }
      });
    },
  };
}
