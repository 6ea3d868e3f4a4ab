/**
 * Examples that run: what a page shows going over the wire or printed by a program is produced by the
 * page's own samples, run with the packages of the page's version (test/README.md, "Examples that run").
 *   ```ts example=NAME            a sample that runs (its last file, the one readers see, is the entry)
 *   ```http server=NAME           a request sent to NAME, followed by the ```http response it must get
 *   ```ts example=C server=NAME   a program C run while NAME serves; its connections to localhost go to NAME
 *   ```text output=NAME           what NAME prints to stdout (any language: text, json, console…)
 * `…` in a shown response or output stands for any text. Samples run with NODE_ENV=production, as a
 * deployed server does (so tRPC leaves stack traces out of errors), unless the sample's fence or a block
 * showing what it produced says node_env=development. A shown block with tRPC's error shape must say
 * which (tRPC adds `data.stack` unless NODE_ENV is production): readers see it as the block's title.
 * Run by `npm run check:snippets` once the samples compile.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Code } from 'mdast';
import ts from 'typescript';
import {
  EXAMPLE_META,
  isCheckedLanguage,
  NODE_ENV_META,
  OUTPUT_META,
  parseSample,
  showsErrorShape,
  SERVER_META,
  type SampleFile,
} from '../../plugins/snippet-releases/markup';

/** Response headers an example may leave out: they differ by run or connection, or frame the body (compared itself). */
export const OMITTED_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

type Located = { source: string; line: number };
export type Example = Located & {
  name: string;
  files: SampleFile[];
  nodeEnv: string;
  /** For a program run against another example: that example's name. */
  server: string | undefined;
};
/** `nodeEnv`: the NODE_ENV the shown response or output says it was taken under (its fence's node_env=). */
export type Exchange = Located & { server: string; request: string; response: string; nodeEnv: string | undefined };
export type ShownOutput = Located & { example: string; text: string; nodeEnv: string | undefined };
export type CollectedExamples = {
  examples: Example[];
  exchanges: Exchange[];
  outputs: ShownOutput[];
  problems: string[];
};

/** How many shown things a page's examples check: responses and outputs. */
export function claimCount(collected: CollectedExamples): number {
  return collected.exchanges.length + collected.outputs.length;
}

/**
 * The examples among a page's code blocks (in page order), with the page's include blocks for the
 * samples: scripts/snippets/collect.ts passes them from its one parse of the page.
 */
export function collectExamples(
  source: string,
  codes: readonly Code[],
  includes: ReadonlyMap<string, string>,
): CollectedExamples {
  const result: CollectedExamples = { examples: [], exchanges: [], outputs: [], problems: [] };
  const problem = (line: number, message: string) => result.problems.push(`${source}:${line}: ${message}`);
  codes.forEach((node, index) => {
    const line = node.position?.start.line ?? 1;
    const meta = node.meta ?? '';
    const example = EXAMPLE_META.exec(meta)?.[1];
    const server = SERVER_META.exec(meta)?.[1];
    const output = OUTPUT_META.exec(meta)?.[1];
    const nodeEnv = NODE_ENV_META.exec(meta)?.[1];
    if (!isCheckedLanguage(node.lang) && nodeEnv === undefined && showsErrorShape(node.value)) {
      problem(
        line,
        'this block shows a tRPC error body: say under which NODE_ENV it was taken (node_env=production or ' +
          'node_env=development on its fence), since tRPC adds data.stack unless NODE_ENV is production',
      );
    }
    if (example !== undefined && isCheckedLanguage(node.lang)) {
      if (result.examples.some(({ name }) => name === example))
        problem(line, `a second sample is named example=${example}`);
      result.examples.push({
        source,
        line,
        name: example,
        files: parseSample(node.value, node.lang, includes).files,
        nodeEnv: nodeEnv ?? '', // what its fence states; resolveNodeEnvs settles it
        server,
      });
    } else if (server !== undefined && node.lang === 'http') {
      const next = codes[index + 1];
      if (next?.lang !== 'http' || !next.value.startsWith('HTTP/')) {
        problem(line, `the request for server=${server} needs the \`\`\`http response after it`);
      } else {
        const shownEnv = NODE_ENV_META.exec(next.meta ?? '')?.[1];
        result.exchanges.push({ source, line, server, request: node.value, response: next.value, nodeEnv: shownEnv });
      }
    }
    if (output !== undefined) {
      if (result.outputs.some(({ example: name }) => name === output))
        problem(line, `a second block shows output=${output}`);
      result.outputs.push({ source, line, example: output, text: node.value, nodeEnv });
    }
  });

  const named = new Map(result.examples.map((example) => [example.name, example]));
  resolveNodeEnvs(result, problem);
  const references: (Located & { kind: string; name: string })[] = [
    ...result.exchanges.map((exchange) => ({ ...exchange, kind: 'server', name: exchange.server })),
    ...result.outputs.map((output) => ({ ...output, kind: 'output', name: output.example })),
    ...result.examples.flatMap((example) =>
      example.server === undefined ? [] : [{ ...example, kind: 'server', name: example.server }],
    ),
  ];
  for (const reference of references.filter(({ name }) => !named.has(name))) {
    problem(
      reference.line,
      `${reference.kind}=${reference.name} names no \`\`\`ts example=${reference.name} sample on the page`,
    );
  }
  for (const example of result.examples) {
    if (!references.some(({ name }) => name === example.name) && example.server === undefined) {
      problem(
        example.line,
        `example=${example.name} is never compared with anything: show its output (\`\`\`text output=${example.name}), ` +
          `send it a request (\`\`\`http server=${example.name}) or run a client against it (server=${example.name})`,
      );
    }
  }
  return result;
}

/**
 * The NODE_ENV each example runs with: what its own fence states, or the blocks showing what it produced (a
 * response: its server; a client's output: the client and its server), else production. One process has
 * one NODE_ENV, so statements that disagree are a problem.
 */
function resolveNodeEnvs(result: CollectedExamples, problem: (line: number, message: string) => void): void {
  const serverOf = new Map(result.examples.map(({ name, server }) => [name, server]));
  const statements: { name: string; line: number; nodeEnv: string }[] = [
    ...result.examples.map(({ name, line, nodeEnv }) => ({ name, line, nodeEnv })),
    ...result.exchanges.map(({ server, line, nodeEnv = '' }) => ({ name: server, line, nodeEnv })),
    ...result.outputs.flatMap(({ example, line, nodeEnv = '' }) => {
      const server = serverOf.get(example);
      return [example, ...(server === undefined ? [] : [server])].map((name) => ({ name, line, nodeEnv }));
    }),
  ].filter(({ nodeEnv }) => nodeEnv !== '');
  for (const example of result.examples) {
    const stated = statements.filter(({ name }) => name === example.name);
    const values = [...new Set(stated.map(({ nodeEnv }) => nodeEnv))];
    if (values.length > 1) {
      const where = stated.map(({ line, nodeEnv }) => `node_env=${nodeEnv} (line ${line})`).join(', ');
      problem(example.line, `example=${example.name} runs in one process but is shown under ${where}`);
    }
    example.nodeEnv = values[0] ?? 'production';
  }
}

type HttpMessage = { startLine: string; headers: [string, string][]; body: string };

function parseHttp(text: string): HttpMessage {
  const [head = '', ...rest] = text.split(/\n\n/);
  const [startLine = '', ...headerLines] = head.split('\n');
  // A response with an empty body may end in the blank line that would start its body.
  const headers = headerLines
    .filter((line) => line.trim() !== '')
    .map((line): [string, string] => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    });
  return { startLine: startLine.trim(), headers, body: rest.join('\n\n') };
}

/** A shown text as a pattern: `…` stands for any text, and trailing whitespace is ignored. */
function shownPattern(shown: string): RegExp {
  const pattern = shown
    .trimEnd()
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*?');
  return new RegExp(`^${pattern}$`);
}

const matchesShown = (shown: string, actual: string) => shownPattern(shown).test(actual.trimEnd());

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
  if (!matchesShown(expected.body, actual.body)) {
    differences.push(`body: shows\n${expected.body.trimEnd()}\n  got\n${actual.body.trimEnd()}`);
  }
  return differences;
}

/** How a program's printed output differs from the one a page shows; `…` stands for any text. */
export function outputDifferences(shown: string, printed: string): string[] {
  return matchesShown(shown, printed) ? [] : [`output: shows\n${shown.trimEnd()}\n  printed\n${printed.trimEnd()}`];
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

/**
 * Preloaded into every example: each server the sample starts listens on a free port and reports it on stderr
 * (stdout is what the sample prints through console); with EXAMPLE_SERVER_PORT set (a program run against a
 * server), every connection to localhost goes to that port, whatever port the sample names.
 */
const PORT_HOOK = `
import net from 'node:net';
// What a page shows is what the terminal shows: console.error and console.warn too, in order with console.log.
console.error = console.log;
console.warn = console.log;
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  // listen(3000, …) or listen({ port: 3000 }) (Fastify); a pipe or handle is left alone.
  if (typeof args[0] === 'number') args[0] = 0;
  else if (args[0] && typeof args[0] === 'object' && 'port' in args[0]) args[0] = { ...args[0], port: 0 };
  this.once('listening', () => process.stderr.write('EXAMPLE_PORT ' + this.address().port + '\\n'));
  return listen.apply(this, args);
};
const serverPort = process.env.EXAMPLE_SERVER_PORT;
if (serverPort) {
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function (...args) {
    // net.connect passes [options, callback] as one normalised array; a Socket's own call passes options.
    const options = Array.isArray(args[0]) ? args[0][0] : args[0];
    if (options && typeof options === 'object' && options.port !== undefined &&
        [undefined, 'localhost', '127.0.0.1', '::1'].includes(options.host)) {
      options.port = Number(serverPort);
      options.host = '127.0.0.1';
    }
    return connect.apply(this, args);
  };
}
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
    const written = path.join(dir, moduleName(file.name));
    mkdirSync(path.dirname(written), { recursive: true }); // `// @filename: server/trpc.ts`
    writeFileSync(written, relinked);
  }
  writeFileSync(path.join(dir, 'port-hook.mjs'), PORT_HOOK);
  return { dir, entry: moduleName(files.at(-1)!.name) };
}

const TIMEOUT_MS = 20_000;

type Running = {
  /** What the sample printed to stdout so far. */
  stdout: () => string;
  stop: () => void;
};

/**
 * Starts a sample. With `untilListening`, resolves with its origin once it listens; otherwise resolves when
 * it exits, or as soon as its stdout matches `expected` (a program may keep a connection open).
 */
function start(
  folder: string,
  example: Example,
  options: { serverPort?: number; untilListening: boolean; expected?: string },
): Promise<Running & { origin: string; exitCode: number | null }> {
  const { dir, entry } = writeModules(folder, example.files);
  const child = spawn(process.execPath, ['--import', './port-hook.mjs', entry], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: example.nodeEnv,
      EXAMPLE_SERVER_PORT: options.serverPort === undefined ? '' : String(options.serverPort),
    },
  });
  let stdout = '';
  let stderr = '';
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (origin: string, exitCode: number | null) => {
      settled = true;
      clearTimeout(timer);
      resolve({ origin, exitCode, stdout: () => stdout, stop });
    };
    const fail = (why: string) => {
      settled = true;
      stop();
      const printed = `${stdout}${stderr}`.slice(-2000);
      reject(new Error(`${example.source}:${example.line}: example=${example.name} ${why}\n${printed}`));
    };
    const timer = setTimeout(
      () =>
        fail(
          options.untilListening
            ? `did not listen within ${TIMEOUT_MS / 1000} s`
            : `did not end within ${TIMEOUT_MS / 1000} s`,
        ),
      TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      if (!settled && options.expected !== undefined && matchesShown(options.expected, stdout)) {
        stop();
        settle('', null);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
      const port = /EXAMPLE_PORT (\d+)/.exec(stderr)?.[1];
      if (port && options.untilListening && !settled) settle(`http://127.0.0.1:${port}`, null);
    });
    // 'close', not 'exit': stdout may still hold the last lines the program printed when it exits.
    child.on('close', (code) => {
      if (settled) return; // stopped by the runner, or a failed request shows it
      if (options.untilListening) fail(`exited (${code}) before it listened`);
      else if (code !== 0) fail(`exited with code ${code}`);
      else {
        rmSync(dir, { recursive: true, force: true });
        settle('', code);
      }
    });
  });
}

/** Waits until a running server's output matches what the page shows, or a few seconds pass. */
async function settledOutput(running: Running, expected: string): Promise<string> {
  for (let waited = 0; waited < 3000 && !matchesShown(expected, running.stdout()); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running.stdout();
}

/**
 * Pages run side by side, this many at a time: an example mostly waits for Node to start and for its
 * server's answers, and each server listens on a port of its own.
 */
const PAGES_AT_ONCE = 4;

/** Runs every page's examples; returns the failures in page order, each naming file and line. */
export async function runExamples(folder: string, pages: CollectedExamples[]): Promise<string[]> {
  const results: string[][] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < pages.length; index = next++)
      results[index] = await runPage(folder, pages[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, pages.length) }, worker));
  return results.flat();
}

/** Runs one page's examples in page order. */
async function runPage(folder: string, { examples, exchanges, outputs }: CollectedExamples): Promise<string[]> {
  const failures: string[] = [];
  const report = (where: Located, differences: string[]) =>
    failures.push(...differences.map((difference) => `${where.source}:${where.line}: ${difference}`));
  const outputOf = (name: string) => outputs.find(({ example }) => example === name);
  const clientsOf = (name: string) => examples.filter(({ server }) => server === name);
  const isServer = (example: Example) =>
    exchanges.some(({ server }) => server === example.name) || clientsOf(example.name).length > 0;

  for (const example of examples.filter((candidate) => candidate.server === undefined)) {
    const shown = outputOf(example.name);
    if (!isServer(example)) {
      // A program on its own: what it prints.
      try {
        const ran = await start(folder, example, { untilListening: false, expected: shown?.text });
        if (shown) report(shown, outputDifferences(shown.text, ran.stdout()));
      } catch (error) {
        failures.push((error as Error).message);
      }
      continue;
    }
    let server: Awaited<ReturnType<typeof start>>;
    try {
      server = await start(folder, example, { untilListening: true });
    } catch (error) {
      failures.push((error as Error).message);
      continue;
    }
    try {
      for (const exchange of exchanges.filter(({ server: name }) => name === example.name)) {
        try {
          report(exchange, responseDifferences(exchange.response, await send(server.origin, exchange.request)));
        } catch (error) {
          report(exchange, [`the request failed: ${(error as Error).message}`]);
        }
      }
      const serverPort = Number(new URL(server.origin).port);
      for (const client of clientsOf(example.name)) {
        const printed = outputOf(client.name);
        try {
          const ran = await start(folder, client, { serverPort, untilListening: false, expected: printed?.text });
          if (printed) report(printed, outputDifferences(printed.text, ran.stdout()));
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
      if (shown) report(shown, outputDifferences(shown.text, await settledOutput(server, shown.text)));
    } finally {
      server.stop();
    }
  }
  return failures;
}
