/**
 * Wire examples that run: a page's ```http request block marked `server=NAME`, followed by the ```http
 * response block it shows, is sent to the page's own sample marked `example=NAME`, started with the
 * packages of the page's version, and the real response is compared with the one shown. Run by
 * `npm run check:snippets` after the samples compile (README.md, "Code samples"). Samples run with
 * NODE_ENV=production, as a deployed server does (so tRPC leaves stack traces out of errors).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import ts from 'typescript';
import {
  EXAMPLE_META,
  isCheckedLanguage,
  parseSample,
  SERVER_META,
  type SampleFile,
} from '../../plugins/remark-twoslash-markup/markup';

/** Response headers an example may leave out: they differ by run or connection, or frame the body (compared itself). */
export const OMITTED_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

export type Exchange = { source: string; line: number; server: string; request: string; response: string };
export type ExampleServer = { source: string; line: number; name: string; files: SampleFile[] };
export type CollectedExchanges = { servers: ExampleServer[]; exchanges: Exchange[]; problems: string[] };

/**
 * The wire examples among a page's code blocks (in page order), with the page's include blocks for the
 * samples: scripts/snippets/collect.ts passes them from its one parse of the page.
 */
export function collectExchanges(
  source: string,
  codes: readonly Code[],
  includes: ReadonlyMap<string, string>,
): CollectedExchanges {
  const result: CollectedExchanges = { servers: [], exchanges: [], problems: [] };
  codes.forEach((node, index) => {
    const line = node.position?.start.line ?? 1;
    const example = EXAMPLE_META.exec(node.meta ?? '')?.[1];
    if (example !== undefined && isCheckedLanguage(node.lang)) {
      result.servers.push({ source, line, name: example, files: parseSample(node.value, node.lang, includes).files });
    }
    const server = SERVER_META.exec(node.meta ?? '')?.[1];
    if (server === undefined || node.lang !== 'http') return;
    const next = codes[index + 1];
    if (next?.lang !== 'http' || !next.value.startsWith('HTTP/')) {
      result.problems.push(
        `${source}:${line}: the request for server=${server} needs the \`\`\`http response after it`,
      );
      return;
    }
    result.exchanges.push({ source, line, server, request: node.value, response: next.value });
  });
  const names = new Set(result.servers.map(({ name }) => name));
  for (const exchange of result.exchanges.filter(({ server }) => !names.has(server))) {
    result.problems.push(
      `${source}:${exchange.line}: server=${exchange.server} names no \`\`\`ts example=${exchange.server} sample on the page`,
    );
  }
  return result;
}

type HttpMessage = { startLine: string; headers: [string, string][]; body: string };

function parseHttp(text: string): HttpMessage {
  const [head = '', ...rest] = text.split(/\n\n/);
  const [startLine = '', ...headerLines] = head.split('\n');
  const headers = headerLines.map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  return { startLine: startLine.trim(), headers, body: rest.join('\n\n') };
}

export type ActualResponse = { status: number; statusText: string; headers: [string, string][]; body: string };

/** How the real response differs from the one a page shows; `…` in the shown body stands for any text. */
export function responseDifferences(shown: string, actual: ActualResponse): string[] {
  const expected = parseHttp(shown);
  const differences: string[] = [];
  const statusLine = `HTTP/1.1 ${actual.status} ${actual.statusText}`;
  if (expected.startLine !== statusLine) differences.push(`status: shows "${expected.startLine}", got "${statusLine}"`);
  const actualHeaders = new Map(actual.headers.map(([name, value]) => [name.toLowerCase(), value]));
  for (const [name, value] of expected.headers) {
    const got = actualHeaders.get(name);
    if (got !== value)
      differences.push(`header ${name}: shows "${value}", got ${got === undefined ? 'none' : `"${got}"`}`);
  }
  const shownNames = new Set(expected.headers.map(([name]) => name));
  for (const [name, value] of actualHeaders) {
    if (!shownNames.has(name) && !OMITTED_HEADERS.includes(name))
      differences.push(`header ${name}: "${value}" is sent, not shown`);
  }
  const pattern = expected.body
    .trimEnd()
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  if (!new RegExp(`^${pattern}$`).test(actual.body.trimEnd())) {
    differences.push(`body: shows\n${expected.body.trimEnd()}\n  got\n${actual.body.trimEnd()}`);
  }
  return differences;
}

/** Sends a shown request (`GET /path HTTP/1.1`, headers, blank line, body) to a server. */
async function send(origin: string, request: string): Promise<ActualResponse> {
  const { startLine, headers, body } = parseHttp(request);
  const [method = 'GET', target = '/'] = startLine.split(' ');
  const response = await fetch(new URL(target, origin), {
    method,
    headers: Object.fromEntries(headers),
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  const received: [string, string][] = [];
  response.headers.forEach((value, name) => received.push([name, value]));
  return {
    status: response.status,
    statusText: response.statusText,
    headers: received,
    body: await response.text(),
  };
}

/** Makes every server the sample starts listen on a free port, and tells it to the runner. */
const LISTEN_HOOK = `
import net from 'node:net';
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (typeof args[0] === 'number') args[0] = 0;
  this.once('listening', () => console.log('EXAMPLE_PORT ' + this.address().port));
  return listen.apply(this, args);
};
`;

/**
 * The sample's files as modules in a folder of the version's install folder, so imports find its packages:
 * ES modules, or CommonJS when the version's @trpc/server has no `exports` map (9.x), whose subpath imports
 * (`@trpc/server/adapters/standalone`) are folders that only CommonJS resolves.
 */
function writeModules(folder: string, files: SampleFile[]): { dir: string; entry: string } {
  const dir = mkdtempSync(path.join(folder, '.example-'));
  const manifest = JSON.parse(readFileSync(path.join(folder, 'node_modules/@trpc/server/package.json'), 'utf8'));
  const commonJs = manifest.exports === undefined;
  const extension = commonJs ? '.cjs' : '.mjs';
  const moduleName = (name: string) => name.replace(/\.(ts|tsx|js|jsx)$/, extension);
  for (const file of files) {
    const { outputText } = ts.transpileModule(file.content, {
      compilerOptions: {
        module: commonJs ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
      },
    });
    // Imports of the sample's other files (`./server`) name the written module.
    const relinked = outputText.replace(
      /((?:from\s+|require\()['"])(\.\.?\/[^'"]+?)(\.[jt]sx?)?(['"])/g,
      `$1$2${extension}$4`,
    );
    writeFileSync(path.join(dir, moduleName(file.name)), relinked);
  }
  writeFileSync(path.join(dir, 'listen-hook.mjs'), LISTEN_HOOK);
  return { dir, entry: moduleName(files[0]!.name) };
}

const START_TIMEOUT_MS = 20_000;

/** Starts a sample and resolves with the origin it listens on, and a function that stops it. */
function start(folder: string, server: ExampleServer): Promise<{ origin: string; stop: () => void }> {
  const { dir, entry } = writeModules(folder, server.files);
  const child = spawn(process.execPath, ['--import', './listen-hook.mjs', entry], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    const fail = (why: string) => {
      stop();
      reject(new Error(`${server.source}:${server.line}: example=${server.name} ${why}\n${output.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail(`did not listen within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const port = /EXAMPLE_PORT (\d+)/.exec(output)?.[1];
      if (port && !listening) {
        listening = true;
        clearTimeout(timer);
        resolve({ origin: `http://127.0.0.1:${port}`, stop });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    // After it listens, an exit is stop()'s, or shows as a failed request.
    child.on('exit', (code) => {
      if (listening) return;
      clearTimeout(timer);
      fail(`exited (${code}) before it listened`);
    });
  });
}

/** Runs every exchange against its server, in page order; returns the failures, each naming file and line. */
export async function runExchanges(folder: string, collected: CollectedExchanges[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { servers, exchanges } of collected) {
    for (const server of servers) {
      const own = exchanges.filter((exchange) => exchange.server === server.name);
      if (own.length === 0) continue;
      let running: Awaited<ReturnType<typeof start>>;
      try {
        running = await start(folder, server);
      } catch (error) {
        failures.push((error as Error).message);
        continue;
      }
      try {
        for (const exchange of own) {
          const where = `${exchange.source}:${exchange.line}`;
          try {
            const differences = responseDifferences(exchange.response, await send(running.origin, exchange.request));
            failures.push(...differences.map((difference) => `${where}: ${difference}`));
          } catch (error) {
            failures.push(`${where}: the request failed: ${(error as Error).message}`);
          }
        }
      } finally {
        running.stop();
      }
    }
  }
  return failures;
}
