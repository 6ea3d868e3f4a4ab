/**
 * Type-checks samples against one docs version's own install folder (snippets/v<major>/).
 * All ordinary samples of a version share one program (each file is forced to be a module, so
 * samples cannot see each other); a sample that declares ambient modules or globals gets its own.
 */
import path from 'node:path';
import ts from 'typescript';
import type { Sample } from './collect';

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

export type CheckResult = { failures: string[] };

type VirtualFile = { sample: Sample; fileIndex: number };

function virtualPath(versionDir: string, sample: Sample, sampleIndex: number, fileName: string): string {
  const slug = sample.source.replace(/[^\w.-]+/g, '_');
  return path.join(versionDir, '__samples__', slug, `sample-${sampleIndex}`, fileName);
}

/** dir and its parents up to (not including) stop. */
function ancestors(dir: string, stop: string): string[] {
  const dirs: string[] = [];
  for (let current = dir; current.startsWith(stop + path.sep); current = path.dirname(current)) dirs.push(current);
  return dirs;
}

function formatLocation(sample: Sample, fileIndex: number, line: number | undefined): string {
  const file = sample.files[fileIndex]!;
  const blockLine = line === undefined ? 0 : (file.blockLines[line] ?? 0);
  // The block's first line sits one line below its opening fence.
  return `${sample.source}:${sample.fenceLine + 1 + blockLine}`;
}

function checkProgram(versionDir: string, samples: readonly Sample[], sharedSources: Map<string, ts.SourceFile>) {
  // Types such as @types/node come from the version's folder too, never from the site's own.
  const options = { ...COMPILER_OPTIONS, typeRoots: [path.join(versionDir, 'node_modules', '@types')] };
  const virtualFiles = new Map<string, VirtualFile>();
  const virtualText = new Map<string, string>();
  samples.forEach((sample, sampleIndex) => {
    sample.files.forEach((file, fileIndex) => {
      const fileName = virtualPath(versionDir, sample, sampleIndex, file.name);
      virtualFiles.set(fileName, { sample, fileIndex });
      virtualText.set(fileName, file.content);
    });
  });

  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  const virtualDirs = new Set([...virtualText.keys()].flatMap((file) => ancestors(path.dirname(file), versionDir)));
  host.fileExists = (fileName) => virtualText.has(fileName) || fileExists.call(host, fileName);
  host.directoryExists = (dir) => virtualDirs.has(dir) || (directoryExists?.call(host, dir) ?? false);
  host.readFile = (fileName) => virtualText.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const text = virtualText.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    let cached = sharedSources.get(fileName);
    if (!cached) {
      cached = getSourceFile.call(host, fileName, languageVersion, onError);
      if (cached) sharedSources.set(fileName, cached);
    }
    return cached;
  };

  const program = ts.createProgram({ rootNames: [...virtualFiles.keys()], options, host });
  const failures: string[] = [];

  // A package found outside the version's folder would check a sample against the wrong release.
  const allowedRoots = [versionDir + path.sep, path.dirname(require.resolve('typescript')) + path.sep];
  for (const file of program.getSourceFiles()) {
    if (!allowedRoots.some((root) => path.resolve(file.fileName).startsWith(root))) {
      failures.push(
        `${path.relative(process.cwd(), file.fileName)} was loaded from outside ${path.relative(process.cwd(), versionDir)}: ` +
          'add the package to that folder’s package.json so samples are checked against their own version.',
      );
    }
  }

  const actual = new Map<Sample, { codes: Set<number>; messages: string[] }>();
  for (const sample of samples) actual.set(sample, { codes: new Set(), messages: [] });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
    const owner = diagnostic.file && virtualFiles.get(diagnostic.file.fileName);
    if (!owner) {
      failures.push(`${diagnostic.file?.fileName ?? 'compiler'}: TS${diagnostic.code}: ${message}`);
      continue;
    }
    const { line } =
      diagnostic.start === undefined
        ? { line: undefined }
        : diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    const entry = actual.get(owner.sample)!;
    entry.codes.add(diagnostic.code);
    entry.messages.push(
      `${formatLocation(owner.sample, owner.fileIndex, line)}: TS${diagnostic.code} in ${owner.sample.files[owner.fileIndex]!.name}: ${message}`,
    );
  }

  for (const sample of samples) {
    const { codes, messages } = actual.get(sample)!;
    const expected = new Set(sample.expectedErrors);
    const unexpected = messages.filter((m) => !expected.has(Number(/: TS(\d+) in /.exec(m)?.[1])));
    failures.push(...unexpected);
    const missing = [...expected].filter((code) => !codes.has(code));
    if (missing.length) {
      failures.push(
        `${sample.source}:${sample.fenceLine}: the sample expects error${missing.length > 1 ? 's' : ''} ` +
          `${missing.map((c) => `TS${c}`).join(', ')} (// @errors) but the compiler did not report ${missing.length > 1 ? 'them' : 'it'}.`,
      );
    }
  }
  return failures;
}

export function checkSamples(versionDir: string, samples: readonly Sample[]): CheckResult {
  const sharedSources = new Map<string, ts.SourceFile>();
  const ordinary = samples.filter((sample) => !sample.ambient);
  const ambient = samples.filter((sample) => sample.ambient);
  const failures = [
    ...(ordinary.length ? checkProgram(versionDir, ordinary, sharedSources) : []),
    ...ambient.flatMap((sample) => checkProgram(versionDir, [sample], sharedSources)),
  ];
  return { failures };
}
