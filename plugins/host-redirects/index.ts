/**
 * Writes `<outDir>/_redirects` (the format of Cloudflare Pages and Netlify) after the build, so the host
 * answers each moved page of config/redirects.ts with one HTTP redirect to its new path. Without it,
 * Cloudflare Pages serves @docusaurus/plugin-client-redirects' page `/old/index.html` only after a 308 to
 * `/old/`, and that page then moves the reader on with a script: two hops and a page load (test/host). The
 * client-side pages stay, for any host without this file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Options, Redirect } from './options';

export { validateOptions } from './options';

/**
 * The lines of `_redirects`: each old path, and the same with a trailing slash (the address of its
 * client-side page, which the host matches as a separate path), to its new one. The host keeps the
 * reader's query string; the browser keeps the hash.
 */
export function renderRedirectsFile(redirects: readonly Redirect[], status: number): string {
  return redirects.flatMap(({ from, to }) => [`${from} ${to} ${status}`, `${from}/ ${to} ${status}`]).join('\n') + '\n';
}

export default function hostRedirectsPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'host-redirects',
    postBuild({ outDir }) {
      writeFileSync(path.join(outDir, '_redirects'), renderRedirectsFile(options.redirects, options.status));
    },
  };
}
