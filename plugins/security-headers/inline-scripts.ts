/**
 * Finds the inline scripts of a built site that a Content-Security-Policy governs, and the
 * `'sha256-…'` source each needs in `script-src`: the colour-mode and announcement-bar script
 * Docusaurus puts in every page, the base-URL banner of the home page, the `window.location.href`
 * script of each client-side redirect page, and whatever a later plugin adds.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';

/**
 * `type` values whose inline content the browser executes, or (import maps, speculation rules)
 * checks against `script-src` all the same. Any other type is a data block, e.g. JSON-LD.
 * https://html.spec.whatwg.org/multipage/scripting.html#prepare-the-script-element
 */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/ecmascript',
]);

export type InlineScript = { file: string; hash: string };

/** The CSP hash source of a script's text: base64 of its SHA-256, as browsers compute it. */
export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The hash source of every inline script in one HTML document that CSP would check. */
export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  return $('script:not([src])')
    .toArray()
    .filter((element) => JAVASCRIPT_TYPES.has(($(element).attr('type') ?? '').trim().toLowerCase()))
    .map((element) => cspHash($(element).text()));
}

function htmlFiles(dir: string): string[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every inline script of every HTML file under `root`, file paths relative to it. Synchronous on
 * purpose: run from a postBuild hook while other plugins' hooks rewrite pages (social cards rewrite
 * with writeFileSync), a synchronous read never sees a page half-written.
 */
export function collectInlineScripts(root: string): InlineScript[] {
  const found: InlineScript[] = [];
  for (const file of htmlFiles(root)) {
    const relative = path.relative(root, file);
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) found.push({ file: relative, hash });
  }
  return found;
}

/** The distinct hashes, sorted so the written policy does not change with file order. */
export function distinctHashes(hashes: readonly string[]): string[] {
  return [...new Set(hashes)].sort();
}
