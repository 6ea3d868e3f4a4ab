/**
 * Serves the built site the way a static host with clean URLs does, so the end-to-end tests see what
 * readers see: `/docs/quickstart` answers from `docs/quickstart.html`, `.html` and `/index.html`
 * suffixes and trailing slashes redirect to the clean path, unknown paths get 404.html with status 404.
 * Like Netlify and Cloudflare Pages it adds the headers of the build's `_headers` file to every
 * response, so every end-to-end test runs under the site's Content-Security-Policy. It is not the host:
 * Cloudflare Pages redirects with 308, has no `/index.html` form of a page, and answers moved pages from
 * `_redirects`, which this server leaves to the client-side redirect pages; test/host checks the host's own
 * runtime. The tests use this one because it starts in-process and costs a crawl far less CPU. Text is sent
 * gzipped to clients that accept it, as every static host does: Lighthouse in `npm run bench` simulates
 * a slow network from the bytes it sees, so uncompressed files would make every page look slow.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { headersFor, parseHeadersFile, type HeaderRule } from '../plugins/security-headers/headers-file';

/**
 * The production build: what `npm run build` writes and `npm run serve` serves. (`__dirname`, not
 * `import.meta`: Playwright Test loads this file as CommonJS.)
 */
export const BUILD_DIR = path.join(__dirname, '../build');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.md', '.svg']);

const gzipAsync = promisify(gzip);
/** Gzipped files by path, size and modification time: each is compressed once per server. */
const gzipped = new Map<string, Promise<Buffer>>();

function gzippedFile(file: string, size: number, mtimeMs: number): Promise<Buffer> {
  const key = `${file}:${size}:${mtimeMs}`;
  let body = gzipped.get(key);
  if (!body) {
    body = readFile(file).then((content) => gzipAsync(content));
    gzipped.set(key, body);
  }
  return body;
}

export type Resolution =
  { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Finds the file behind a clean URL path, or undefined. */
async function findPage(root: string, pathname: string): Promise<string | undefined> {
  const base = path.join(root, pathname);
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Maps a request path to a file, a redirect to the clean URL, or not found. */
export async function resolveRequest(root: string, rawPathname: string): Promise<Resolution> {
  let pathname: string;
  try {
    pathname = path.posix.normalize(decodeURIComponent(rawPathname));
  } catch {
    return { kind: 'not-found' };
  }
  if (!pathname.startsWith('/')) return { kind: 'not-found' };

  const stripped = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
  if (stripped !== pathname) {
    return (await findPage(root, stripped)) ? { kind: 'redirect', location: stripped } : { kind: 'not-found' };
  }
  const file = await findPage(root, pathname);
  return file ? { kind: 'file', file } : { kind: 'not-found' };
}

/** The rules of `<root>/_headers`, or none when the build has no such file. */
async function readHeaderRules(root: string): Promise<HeaderRule[]> {
  const file = path.join(root, '_headers');
  return (await isFile(file)) ? parseHeadersFile(await readFile(file, 'utf8'), file) : [];
}

export type StaticServer = { server: Server; origin: string; close: () => Promise<void> };

export async function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
}: {
  root: string;
  port?: number;
  host?: string;
}): Promise<StaticServer> {
  const notFoundPage = path.join(root, '404.html');
  if (!(await isFile(notFoundPage))) {
    throw new Error(`No built site in ${root} (404.html is missing): run \`npm run build\` first.`);
  }
  const headerRules = await readHeaderRules(root);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    for (const [name, value] of headersFor(headerRules, url.pathname)) response.setHeader(name, value);
    void resolveRequest(root, url.pathname).then(async (resolution) => {
      if (resolution.kind === 'redirect') {
        response.writeHead(301, { Location: resolution.location + url.search });
        response.end();
        return;
      }
      const [status, file] = resolution.kind === 'file' ? [200, resolution.file] : [404, notFoundPage];
      const { size, mtimeMs } = await stat(file);
      const extension = path.extname(file);
      response.setHeader('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
      // The hosts' default: revalidate; a `_headers` rule (e.g. for hashed /assets/*) overrides it.
      if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', 'no-cache');
      if (COMPRESSIBLE.has(extension)) {
        response.setHeader('Vary', 'Accept-Encoding');
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
          const body = await gzippedFile(file, size, mtimeMs);
          response.setHeader('Content-Encoding', 'gzip');
          response.setHeader('Content-Length', body.length);
          response.writeHead(status);
          response.end(request.method === 'HEAD' ? undefined : body);
          return;
        }
      }
      response.setHeader('Content-Length', size);
      response.writeHead(status);
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    origin: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
