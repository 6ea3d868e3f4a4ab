import assert from 'node:assert/strict';
import path from 'node:path';
import { before, test } from 'node:test';
import ts from 'typescript';
import { COMPILER_OPTIONS } from '../../../plugins/snippet-releases/compile';
import { CURRENT_VERSION_NAME, ensureInstalled, snippetsFolder } from '../../../plugins/snippet-releases/releases';
import { renameDemo } from '../../../src/data/renameDemo';

// The package is CommonJS, so paths resolve from __dirname.
const versionDir = snippetsFolder(path.resolve(__dirname, '../../..'), CURRENT_VERSION_NAME);

type Diagnostic = { file: string; code: number; message: string; line: number; column: number; length: number };

/** Compiles the two demo files, as sibling modules inside the tRPC 11 install folder, and returns every error. */
function compile(serverCode: string): Diagnostic[] {
  const dir = path.join(versionDir, '__landing-demo__');
  const files = new Map([
    [path.join(dir, renameDemo.server.fileName), serverCode],
    [path.join(dir, renameDemo.client.fileName), renameDemo.client.code],
  ]);
  const options = { ...COMPILER_OPTIONS, typeRoots: [path.join(versionDir, 'node_modules', '@types')] };
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile, directoryExists } = host;
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.directoryExists = (name) => name === dir || (directoryExists?.call(host, name) ?? false);
  host.readFile = (fileName) => files.get(fileName) ?? readFile.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const text = files.get(fileName);
    return text === undefined
      ? getSourceFile.call(host, fileName, languageVersion, onError)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const { line, character } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return {
      file: path.relative(dir, diagnostic.file?.fileName ?? ''),
      code: diagnostic.code,
      message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
      line: line + 1,
      column: character + 1,
      length: diagnostic.length ?? 0,
    };
  });
}

before(() => ensureInstalled(versionDir));

test('before the rename, the server and the client compile without errors', () => {
  assert.deepEqual(compile(renameDemo.server.before), []);
});

test('after the rename, the client fails with exactly the error the figure shows, where it shows it', () => {
  const { code, message, line, column, length } = renameDemo.clientError;
  assert.deepEqual(compile(renameDemo.server.after), [
    { file: renameDemo.client.fileName, code, message, line, column, length },
  ]);
});

test('the rename changes one line of the server, and only the field name in it', () => {
  const beforeLines = renameDemo.server.before.split('\n');
  const afterLines = renameDemo.server.after.split('\n');
  assert.equal(afterLines.length, beforeLines.length);
  const changed = beforeLines.flatMap((text, index) => (text === afterLines[index] ? [] : [index]));
  assert.equal(changed.length, 1, 'exactly one server line changes');
  const { from, to } = renameDemo.server.renamed;
  const index = changed[0]!;
  assert.equal(afterLines[index], beforeLines[index]!.replace(`${from}:`, `${to}:`));
});

test('the underlined text in the client is the old field name', () => {
  const { line, column, length } = renameDemo.clientError;
  const text = renameDemo.client.code.split('\n')[line - 1]!.slice(column - 1, column - 1 + length);
  assert.equal(text, renameDemo.server.renamed.from);
});

test('demo lines stay short enough to fit a phone screen without scrolling', () => {
  for (const [fileName, code] of [
    [renameDemo.server.fileName, renameDemo.server.after],
    [renameDemo.client.fileName, renameDemo.client.code],
  ] as const) {
    for (const [index, text] of code.split('\n').entries()) {
      assert.ok(text.length <= 45, `${fileName}:${index + 1} is ${text.length} characters long (at most 45)`);
    }
  }
});
