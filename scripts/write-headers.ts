/**
 * `npm run headers`: writes static/_headers from config/securityHeaders.ts and the hash of every inline
 * script in build/ (run `npm run build` first), and copies it into build/ so the build under test
 * serves it without rebuilding. Run it again whenever the build's inline scripts change, e.g. a new
 * client-side redirect page; test/e2e/security-headers.test.ts says when.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADERS_FILE_COMMENT, headerRules } from '../config/securityHeaders';
import { renderHeadersFile } from './headers-file';
import { collectInlineScripts, distinctHashes } from './inline-scripts';

/** Cloudflare Pages' limit per `_headers` line (Netlify has none); a longer line is dropped there. */
const CLOUDFLARE_LINE_LIMIT = 2000;

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const HEADERS_SOURCE = path.join(root, 'static', '_headers');

/** The `_headers` text the policy gives for the site built in `buildDir`. */
export async function expectedHeadersFile(buildDir: string): Promise<string> {
  const hashes = distinctHashes(await collectInlineScripts(buildDir));
  return renderHeadersFile(headerRules(hashes), HEADERS_FILE_COMMENT);
}

async function main(): Promise<void> {
  const buildDir = path.resolve(root, process.argv[2] ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No built site in ${buildDir}: run \`npm run build\` first.`);
  }
  const text = await expectedHeadersFile(buildDir);
  const previous = existsSync(HEADERS_SOURCE) ? await readFile(HEADERS_SOURCE, 'utf8') : '';
  await writeFile(HEADERS_SOURCE, text);
  await writeFile(path.join(buildDir, '_headers'), text);
  console.log(
    `${path.relative(root, HEADERS_SOURCE)} ${previous === text ? 'is up to date' : 'written'} (${text.length} characters).`,
  );
  text.split('\n').forEach((line, index) => {
    if (line.length > CLOUDFLARE_LINE_LIMIT) {
      console.warn(
        `Warning: static/_headers line ${index + 1} has ${line.length} characters; Cloudflare Pages drops lines over ` +
          `${CLOUDFLARE_LINE_LIMIT}. Each client-side redirect page adds a script hash: prefer host redirects there.`,
      );
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
