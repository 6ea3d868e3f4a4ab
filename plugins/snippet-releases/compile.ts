/**
 * Compiles samples against one docs version's own install folder (snippets/v<major>/), once for both of
 * their uses: the snippet check reads each sample's compiler errors, and the code block renderer
 * (plugins/code-highlighting/remark.ts) the types the compiler sees in its shown lines: each identifier's
 * type, each `// ^?` query's answer, and each expected error (`// @errors`).
 *
 * All ordinary samples of a call share one program (each file is forced to be a module, so samples cannot
 * see each other); a sample that declares ambient modules or globals gets its own. TypeScript prints a union's
 * members (and so a mapped type's) in the order it created them, which depends on the other samples of the
 * program: so the types a page shows are those of one program over its folder's whole sample set, compiled by
 * `npm run compile:samples` (before every build and `npm start`) and by the snippet check alike, and cached on disk
 * per folder under a key of that whole set, the folder's lockfile and the TypeScript release. Two builds of one
 * tree show the same types, whatever their caches held, and a warm build compiles nothing.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ParsedSample, SampleFile } from './markup';
import { normalizeType, sameType } from './typeText';

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  jsx: ts.JsxEmit.ReactJSX,
  allowJs: true,
  checkJs: true,
  skipLibCheck: true,
  esModuleInterop: true,
  noEmit: true,
  types: ['node'],
};

/** What a compile needs of a sample (scripts/snippets/collect.ts's Sample has more). */
export type CompiledSample = ParsedSample & {
  lang: string;
  /** Declares ambient modules or globals, so it is compiled in a program of its own. */
  ambient: boolean;
};

/** Type information at a place in the code block (0-based line and column of the block as written). */
export type TypeNode = {
  type: 'hover' | 'query' | 'error';
  blockLine: number;
  character: number;
  length: number;
  /** The type the compiler shows (hover, query), or the error message. */
  text: string;
  /** The declaration's documentation comment, if any. */
  docs?: string;
  /** The error's number. */
  code?: number;
};

/** A compiler error in one of the sample's files: `line` is 0-based within that file. */
export type SampleDiagnostic = { fileIndex: number; line: number | undefined; code: number; text: string };

export type SampleResult = { diagnostics: SampleDiagnostic[]; nodes: TypeNode[] };

export type CompileResult = {
  results: Map<CompiledSample, SampleResult>;
  /** Problems of the folder rather than of a sample (a package loaded from outside it). */
  failures: string[];
};

/** Bump when TypeNode or what is collected changes: older cache entries are then never read. */
const CACHE_FORMAT = 5;
const CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/trpc-docs-samples');
/** Only the site's own install folders are cached (a test's temporary folder is not). */
const SNIPPETS_DIR = path.resolve(__dirname, '../../snippets') + path.sep;

/** Parsed declaration files, shared by every program of the process (a build compiles page by page). */
const documentRegistry = ts.createDocumentRegistry();

/**
 * Where the compiler sees a folder: one path per folder name, whatever the checkout's path, since TypeScript cuts
 * a long type (`…`) by its printed length, file paths included (`typeof import("…")`), and a clone elsewhere must
 * show the same types. The host maps it to the folder on disk; samples are virtual files in its `__samples__/`.
 */
const mounts = new Map<string, string>();
function mountOf(versionDir: string): string {
  // Parsed files are shared by path across the process's programs: two folders of one name get two mounts.
  let mount = `/__trpc_docs__/${path.basename(versionDir)}`;
  for (let n = 2; mounts.has(mount) && mounts.get(mount) !== versionDir; n += 1) {
    mount = `/__trpc_docs__/${path.basename(versionDir)}-${n}`;
  }
  mounts.set(mount, versionDir);
  return mount;
}

function virtualPath(mount: string, key: string, fileName: string): string {
  return path.posix.join(mount, '__samples__', key, fileName);
}

/** dir and its parents up to (not including) stop. */
function ancestors(dir: string, stop: string): string[] {
  const dirs: string[] = [];
  for (let current = dir; current.startsWith(stop + path.sep); current = path.dirname(current)) dirs.push(current);
  return dirs;
}

function isIdentifierLike(node: ts.Node): boolean {
  return ts.isIdentifier(node) || ts.isPrivateIdentifier(node);
}

function identifiers(source: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (isIdentifierLike(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

type Virtual = { sample: CompiledSample; fileIndex: number; file: SampleFile };

function compileProgram(versionDir: string, samples: readonly CompiledSample[], keys: Map<CompiledSample, string>) {
  const mount = mountOf(versionDir);
  const onDisk = (file: string) =>
    file === mount || file.startsWith(`${mount}/`) ? versionDir + file.slice(mount.length) : file;
  const mounted = (file: string) =>
    file === versionDir || file.startsWith(versionDir + path.sep) ? mount + file.slice(versionDir.length) : file;
  // Types such as @types/node come from the version's folder too, never from the site's own.
  const options = { ...COMPILER_OPTIONS, typeRoots: [`${mount}/node_modules/@types`] };
  const virtual = new Map<string, Virtual>();
  for (const sample of samples) {
    sample.files.forEach((file, fileIndex) => {
      virtual.set(virtualPath(mount, keys.get(sample)!, file.name), { sample, fileIndex, file });
    });
  }
  const virtualDirs = new Set([...virtual.keys()].flatMap((file) => ancestors(path.dirname(file), mount)));
  const readFile = (fileName: string) => virtual.get(fileName)?.file.content ?? ts.sys.readFile(onDisk(fileName));
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [...virtual.keys()],
    getScriptVersion: () => '0',
    getScriptSnapshot: (fileName) => {
      const text = readFile(fileName);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => mount,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (fileName) => virtual.has(fileName) || ts.sys.fileExists(onDisk(fileName)),
    readFile,
    directoryExists: (dir) => virtualDirs.has(dir) || ts.sys.directoryExists(onDisk(dir)),
    getDirectories: (dir) => ts.sys.getDirectories(onDisk(dir)),
    realpath: (fileName) =>
      virtual.has(fileName) ? fileName : mounted(ts.sys.realpath?.(onDisk(fileName)) ?? onDisk(fileName)),
  };
  const service = ts.createLanguageService(host, documentRegistry);
  const program = service.getProgram()!;
  const failures: string[] = [];

  // A package found outside the version's folder would check a sample against the wrong release.
  const allowedRoots = [`${mount}/`, path.dirname(require.resolve('typescript')) + path.sep];
  for (const file of program.getSourceFiles()) {
    if (!allowedRoots.some((root) => file.fileName.startsWith(root))) {
      failures.push(
        `${path.relative(process.cwd(), onDisk(file.fileName))} was loaded from outside ${path.relative(process.cwd(), versionDir)}: ` +
          'add the package to that folder’s package.json so samples are checked against their own version.',
      );
    }
  }

  // A type can name a file by its path (`typeof import("…")`): shown as in a reader's project, not this machine's.
  const samplesRoot = new RegExp(`${escapeRegExp(`${mount}/__samples__`)}/[0-9a-f]+/`, 'g');
  const modulesRoot = `${mount}/node_modules/`;
  const readable = (text: string) => text.replace(samplesRoot, './').replaceAll(modulesRoot, '');

  const results = new Map<CompiledSample, SampleResult>(
    samples.map((sample) => [sample, { diagnostics: [], nodes: [] }]),
  );
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const text = readable(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  '));
    const owner = diagnostic.file && virtual.get(diagnostic.file.fileName);
    if (!owner) {
      failures.push(`${diagnostic.file?.fileName ?? 'compiler'}: TS${diagnostic.code}: ${text}`);
      continue;
    }
    const result = results.get(owner.sample)!;
    const start =
      diagnostic.start === undefined ? undefined : diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    result.diagnostics.push({ fileIndex: owner.fileIndex, line: start?.line, code: diagnostic.code, text });
    const blockLine = start && owner.file.blockLines[start.line];
    if (start && blockLine !== undefined && owner.sample.expectedErrors.includes(diagnostic.code)) {
      result.nodes.push({
        type: 'error',
        blockLine,
        character: start.character,
        length: diagnostic.length ?? 0,
        text: readable(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
        code: diagnostic.code,
      });
    }
  }

  for (const [fileName, { sample, fileIndex, file }] of virtual) {
    const source = program.getSourceFile(fileName);
    if (!source) continue;
    const nodes = results.get(sample)!.nodes;
    const shown = new Set(sample.shownBlockLines);
    const info = (position: number) => {
      const quickInfo = service.getQuickInfoAtPosition(fileName, position);
      const text = quickInfo && readable(ts.displayPartsToString(quickInfo.displayParts));
      if (!quickInfo || !text) return undefined;
      const docs = readable(ts.displayPartsToString(quickInfo.documentation));
      return { text, docs: docs || undefined, span: quickInfo.textSpan };
    };
    for (const identifier of identifiers(source)) {
      const start = source.getLineAndCharacterOfPosition(identifier.getStart(source));
      const blockLine = file.blockLines[start.line];
      if (blockLine === undefined || !shown.has(blockLine)) continue;
      const found = info(identifier.getStart(source));
      if (!found) continue;
      nodes.push({
        type: 'hover',
        blockLine,
        character: start.character,
        length: identifier.getWidth(source),
        text: found.text,
        docs: found.docs,
      });
    }
    for (const query of sample.queries.filter((entry) => entry.fileIndex === fileIndex)) {
      const lineStart = source.getPositionOfLineAndCharacter(query.fileLine, 0);
      const found = info(lineStart + query.character);
      const blockLine = file.blockLines[query.fileLine]!;
      if (!found) {
        nodes.push({ type: 'query', blockLine, character: query.character, length: 1, text: '' });
        continue;
      }
      const target = source.getLineAndCharacterOfPosition(found.span.start);
      nodes.push({
        type: 'query',
        blockLine,
        character: target.character,
        length: found.span.length,
        text: inPageOrder(query.expected, found.text),
        docs: found.docs,
      });
    }
  }
  service.dispose();
  return { results, failures };
}

/**
 * The compiler's answer, or the page's own text when the two differ only in the order of members: that order
 * depends on which samples share a program, and the reader should see what the page says.
 */
function inPageOrder(stated: string, inferred: string): string {
  return normalizeType(stated) !== normalizeType(inferred) && sameType(stated, inferred) ? stated : inferred;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The key of a sample's result: its code and everything else the compiler's answer depends on. */
function sampleKey(folderKey: string, sample: CompiledSample): string {
  const { files, expectedErrors, queries, shownBlockLines, lang, ambient } = sample;
  return hash(JSON.stringify([folderKey, files, expectedErrors, queries, shownBlockLines, lang, ambient]));
}

const folderKeys = new Map<string, string>();
function folderKey(versionDir: string): string {
  let key = folderKeys.get(versionDir);
  if (key === undefined) folderKeys.set(versionDir, (key = computeFolderKey(versionDir)));
  return key;
}

function computeFolderKey(versionDir: string): string {
  const lockfile = path.join(versionDir, 'package-lock.json');
  const lock = existsSync(lockfile) ? readFileSync(lockfile, 'utf8') : '';
  // The folder's name, not its path: a clone elsewhere compiles the same.
  return hash(JSON.stringify([CACHE_FORMAT, ts.version, COMPILER_OPTIONS, path.basename(versionDir), lock]));
}

/** A folder's results: those of one compile of its whole sample set (`setKey`), by sample key. */
type CacheFile = { setKey: string; results: Record<string, SampleResult> };
const caches = new Map<string, CacheFile>();

function cacheFile(versionDir: string): string {
  return path.join(CACHE_DIR, `${path.basename(versionDir)}.json`);
}

const EMPTY_CACHE: CacheFile = { setKey: '', results: {} };

function readCache(versionDir: string): CacheFile {
  if (!cached(versionDir)) return EMPTY_CACHE;
  let cache = caches.get(versionDir);
  if (!cache) {
    try {
      cache = JSON.parse(readFileSync(cacheFile(versionDir), 'utf8')) as CacheFile;
      if (typeof cache.setKey !== 'string' || typeof cache.results !== 'object') cache = EMPTY_CACHE;
    } catch {
      cache = EMPTY_CACHE;
    }
    caches.set(versionDir, cache);
  }
  return cache;
}

/** SAMPLE_CACHE=off compiles every sample afresh and writes no cache. */
const cacheOff = process.env.SAMPLE_CACHE === 'off';
const cached = (versionDir: string) => !cacheOff && path.resolve(versionDir).startsWith(SNIPPETS_DIR);

/** Compiles samples in one program for the ordinary ones, and one each for those that declare ambient names. */
function compileAll(versionDir: string, samples: readonly CompiledSample[], keys: Map<CompiledSample, string>) {
  const results = new Map<CompiledSample, SampleResult>();
  const failures: string[] = [];
  const programs = [
    samples.filter((sample) => !sample.ambient),
    ...samples.filter((sample) => sample.ambient).map((sample) => [sample]),
  ].filter((group) => group.length > 0);
  for (const group of programs) {
    const compiled = compileProgram(versionDir, group, keys);
    failures.push(...compiled.failures);
    for (const [sample, result] of compiled.results) results.set(sample, result);
  }
  return { results, failures };
}

/**
 * Compiles samples against a folder. With `wholeSet`, they are every sample of the folder, in the check's order:
 * their results come from the cache when it holds this very set, else from one compile that then replaces the
 * cache. Otherwise (a page, some pages) results come from the cache where it has them and the rest are compiled
 * together and not cached, since their types would depend on which samples happened to be compiled with them.
 */
export function compileSamples(
  versionDir: string,
  samples: readonly CompiledSample[],
  { wholeSet = false }: { wholeSet?: boolean } = {},
): CompileResult {
  const folder = folderKey(versionDir);
  const keys = new Map(samples.map((sample) => [sample, sampleKey(folder, sample)]));
  const cache = readCache(versionDir);
  if (wholeSet) {
    const setKey = hash(JSON.stringify([folder, samples.map((sample) => keys.get(sample))]));
    if (cache.setKey === setKey) {
      return { results: new Map(samples.map((sample) => [sample, cache.results[keys.get(sample)!]!])), failures: [] };
    }
    const compiled = compileAll(versionDir, samples, keys);
    // A folder problem taints every result: compile them again next time.
    if (cached(versionDir) && compiled.failures.length === 0) {
      const fresh: CacheFile = {
        setKey,
        results: Object.fromEntries(samples.map((sample) => [keys.get(sample)!, compiled.results.get(sample)!])),
      };
      caches.set(versionDir, fresh);
      mkdirSync(CACHE_DIR, { recursive: true });
      writeFileSync(cacheFile(versionDir), JSON.stringify(fresh));
    }
    return compiled;
  }
  const results = new Map<CompiledSample, SampleResult>();
  const missing = samples.filter((sample) => {
    const hit = cache.results[keys.get(sample)!];
    if (hit) results.set(sample, hit);
    return !hit;
  });
  const compiled = compileAll(versionDir, missing, keys);
  for (const [sample, result] of compiled.results) results.set(sample, result);
  return { results, failures: compiled.failures };
}

/** A sample as the snippet check knows it: where it is written. */
export type LocatedSample = CompiledSample & {
  /** Path of the Markdown file, relative to the site root. */
  source: string;
  /** 1-based line of the opening fence in the source file. */
  fenceLine: number;
};

/** The snippet check's verdict: unexpected errors, and expected ones (`// @errors`) that did not occur. */
export function checkSamples(
  versionDir: string,
  samples: readonly LocatedSample[],
  options: { wholeSet?: boolean } = {},
): { failures: string[] } {
  const { results, failures } = compileSamples(versionDir, samples, options);
  for (const sample of samples) {
    const { diagnostics } = results.get(sample)!;
    const expected = new Set(sample.expectedErrors);
    for (const { fileIndex, line, code, text } of diagnostics) {
      if (expected.has(code)) continue;
      const file = sample.files[fileIndex]!;
      // The block's first line sits one line below its opening fence.
      const blockLine = line === undefined ? 0 : (file.blockLines[line] ?? 0);
      failures.push(`${sample.source}:${sample.fenceLine + 1 + blockLine}: TS${code} in ${file.name}: ${text}`);
    }
    const missing = [...expected].filter((code) => !diagnostics.some((diagnostic) => diagnostic.code === code));
    if (missing.length) {
      failures.push(
        `${sample.source}:${sample.fenceLine}: the sample expects error${missing.length > 1 ? 's' : ''} ` +
          `${missing.map((c) => `TS${c}`).join(', ')} (// @errors) but the compiler did not report ${missing.length > 1 ? 'them' : 'it'}.`,
      );
    }
    const answers = results.get(sample)!.nodes.filter((node) => node.type === 'query');
    sample.queries.forEach((query, index) => {
      const where = `${sample.source}:${sample.fenceLine + 1 + query.blockLine}`;
      const answer = normalizeType(answers[index]?.text ?? '');
      if (answer === '') {
        failures.push(
          `${where}: this "// ^?" points at no identifier: put its caret under the name whose type it shows.`,
        );
      } else if (!sameType(query.expected, answer)) {
        failures.push(
          `${where}: this "// ^?" states ${query.expected ? `"${query.expected}"` : 'no type'} but the compiler infers ` +
            `"${answer}": write that after the "^?", and check the text around the sample still says what is inferred.`,
        );
      }
    });
  }
  return { failures };
}

type Waiting = {
  /** The page the samples are on, relative to the site. */
  source: string;
  samples: CompiledSample[];
  resolve: (results: Map<CompiledSample, SampleResult>) => void;
  reject: (error: Error) => void;
};
const queues = new Map<string, Waiting[]>();
let flushTimer: NodeJS.Timeout | undefined;
/** How long a build waits for more pages before compiling what it has: pages are compiled concurrently. */
const BATCH_WAIT_MS = 25;

function flush(): void {
  flushTimer = undefined;
  const batches = [...queues];
  queues.clear();
  for (const [versionDir, waiting] of batches) {
    const { results, failures } = compileSamples(
      versionDir,
      waiting.flatMap((entry) => entry.samples),
    );
    // A folder problem (a package from elsewhere, a missing type library) would show readers types the compiler did
    // not infer against the page's own release: the page fails to build. A sample's own errors are the check's.
    if (failures.length) {
      const folder = path.relative(process.cwd(), versionDir);
      for (const entry of waiting) {
        const shown = failures.slice(0, 5).join('\n');
        const more = failures.length > 5 ? `\n…and ${failures.length - 5} more` : '';
        entry.reject(new Error(`${entry.source}: its samples cannot be compiled against ${folder}:\n${shown}${more}`));
      }
      continue;
    }
    for (const entry of waiting) entry.resolve(results);
  }
}

/**
 * compileSamples for a build, which renders one page at a time: its results come from the cache that
 * `npm run compile:samples` filled. Samples missing there (a page edited under `npm start`) are gathered from the
 * pages being rendered together and compiled in one program, not one per page.
 */
export function compileSamplesSoon(
  versionDir: string,
  samples: readonly CompiledSample[],
  source: string,
): Promise<Map<CompiledSample, SampleResult>> {
  const folder = folderKey(versionDir);
  const { results } = readCache(versionDir);
  if (samples.every((sample) => results[sampleKey(folder, sample)])) {
    return Promise.resolve(new Map(samples.map((sample) => [sample, results[sampleKey(folder, sample)]!])));
  }
  return new Promise((resolve, reject) => {
    queues.set(versionDir, [...(queues.get(versionDir) ?? []), { source, samples: [...samples], resolve, reject }]);
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, BATCH_WAIT_MS);
  });
}
