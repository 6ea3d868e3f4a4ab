/**
 * Writes `<outDir>/_headers` (the format of Netlify and Cloudflare Pages, which `npm run serve` and the
 * tests also honour) after the build: the rules config/securityHeaders.ts gives for the hashes of
 * every inline script the build really has, so the Content-Security-Policy never falls behind a page.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderHeadersFile, type HeaderRule } from './headers-file';
import { collectInlineScripts, distinctHashes } from './inline-scripts';
import type { Options } from './options';
import { redirectPageScriptHashes } from './redirectPages';

export { validateOptions } from './options';

export const HEADERS_FILE_COMMENT = [
  'Written by plugins/security-headers at build time from config/securityHeaders.ts and the inline',
  "scripts of this build. Don't edit it here: change the policy and rebuild.",
];

/**
 * The rules for the built site in `outDir`: the policy given the hash of every inline script it has. The host
 * suite (test/host) expects the served headers to be these.
 */
export function builtSiteHeaderRules(outDir: string, headerRules: Options['headerRules']): HeaderRule[] {
  return headerRules(
    distinctHashes([...collectInlineScripts(outDir).map((script) => script.hash), ...redirectPageScriptHashes()]),
  );
}

export default function securityHeadersPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const text = renderHeadersFile(builtSiteHeaderRules(outDir, options.headerRules), HEADERS_FILE_COMMENT);
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
