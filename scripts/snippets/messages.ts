/**
 * The error catalogue: every message the `@trpc/*` packages of a snippets folder throw, send or log, read
 * mechanically from the TypeScript source they ship (`src/`), and whether the pages of a docs version name it.
 * Readers paste error messages into search, so each one a reader can meet is quoted (`<Quoted>`) on the page that
 * explains it; scripts/snippets/__tests__/errorCatalogue.test.ts fails on a message no page names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { quoteOccurs } from './quotes';

export type PackageMessage = {
  /** The message, `…` standing for each part computed at run time (`${path}`, a variable). */
  text: string;
  /** Where it is made: `server/src/…/router.ts:415`. */
  where: string;
};

/** Calls whose first argument is a message a reader sees: `console.error('…')`, `logger.warn('…')`. */
const LOG_METHODS = new Set(['error', 'warn', 'log', 'info']);

/** A message needs this many fixed characters: `…: …` or `Error` alone is no text to search for. */
const MIN_FIXED = 6;

/**
 * The texts an expression can evaluate to: literals as written, `${…}` and other computed parts as `…`,
 * both branches of `a ? 'x' : 'y'`, `['a', 'b'].join(' ')`, and a `const` of the same file by name.
 */
function texts(node: ts.Expression, consts: Map<string, ts.Expression>, depth = 0): string[] {
  if (depth > 8) return ['…'];
  const again = (next: ts.Expression) => texts(next, consts, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    let out = [node.head.text];
    for (const span of node.templateSpans) {
      const inner = again(span.expression).filter((text) => text !== '…');
      // A nested literal (`${a ? 'x' : 'y'}`) stays text; anything computed becomes a wildcard.
      const middles = inner.length > 0 && ts.isConditionalExpression(span.expression) ? inner : ['…'];
      out = out.flatMap((before) => middles.map((middle) => before + middle + span.literal.text));
    }
    return out;
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return again(node.expression);
  if (ts.isConditionalExpression(node)) return [...again(node.whenTrue), ...again(node.whenFalse)];
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return again(node.left).flatMap((left) => again(node.right).map((right) => left + right));
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    return again(node.right);
  }
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'join' &&
    ts.isArrayLiteralExpression(node.expression.expression)
  ) {
    const separator = node.arguments[0] ? again(node.arguments[0])[0]! : ',';
    const parts = node.expression.expression.elements.map((element) => again(element)[0]!);
    return [parts.join(separator)];
  }
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'trim'
  ) {
    return again(node.expression.expression).map((text) => text.trim());
  }
  if (ts.isIdentifier(node) && consts.has(node.text)) return again(consts.get(node.text)!);
  return ['…'];
}

/** `…` runs collapsed, and the text trimmed: what a quote of the message is matched against. */
function normalise(text: string): string {
  return text
    .replace(/…(\s*…)+/g, '…')
    .replace(/\s+/g, ' ')
    .trim();
}

const fixedLength = (text: string) => text.replace(/…/g, '').trim().length;

/** `const NAME = …` declarations of a file, by name: a message is often a constant thrown further down. */
function constsOf(file: ts.SourceFile, exportedOnly = false): Map<string, ts.Expression> {
  const consts = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const statement = node.parent.parent;
      const exported =
        ts.isVariableStatement(statement) &&
        (statement.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      if (!exportedOnly || exported) consts.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return consts;
}

const parse = (fileName: string, code: string) =>
  ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/**
 * The messages made in one source file: the first argument, or its `message`, of `new …Error(…)`, `super(…)` in an
 * error class, and log calls. `imported` holds the constants other files of the package export.
 */
export function messagesOfSource(
  fileName: string,
  code: string,
  imported: ReadonlyMap<string, ts.Expression> = new Map(),
): PackageMessage[] {
  const file = parse(fileName, code);
  const consts = new Map([...imported, ...constsOf(file)]);
  const found: PackageMessage[] = [];
  const add = (expression: ts.Expression | undefined, at: ts.Node) => {
    if (!expression) return;
    let message = expression;
    if (ts.isObjectLiteralExpression(expression)) {
      const property = expression.properties.find(
        (entry): entry is ts.PropertyAssignment =>
          ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === 'message',
      );
      if (!property) return;
      message = property.initializer;
    }
    const line = file.getLineAndCharacterOfPosition(at.getStart(file)).line + 1;
    for (const text of texts(message, consts).map(normalise)) {
      if (fixedLength(text) >= MIN_FIXED) found.push({ text, where: `${fileName}:${line}` });
    }
  };
  const isErrorClass = (node: ts.Node): boolean => {
    const owner = ts.findAncestor(node, ts.isClassLike);
    const base = owner?.heritageClauses?.flatMap((clause) => clause.types)[0]?.expression.getText(file);
    return base !== undefined && /Error$/.test(base);
  };
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && /Error$/.test(node.expression.getText(file))) add(node.arguments?.[0], node);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.SuperKeyword && isErrorClass(node)) add(node.arguments[0], node);
      if (
        ts.isPropertyAccessExpression(callee) &&
        LOG_METHODS.has(callee.name.text) &&
        /(^|\.)(console|logger)$/i.test(callee.expression.getText(file))
      ) {
        add(node.arguments[0], node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Source files a package ships: `src/**` TypeScript, without tests and declarations. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__tests__') files.push(...sourceFiles(file));
    } else if (/\.tsx?$/.test(entry.name) && !/\.(d|test|spec)\.tsx?$/.test(entry.name)) {
      files.push(file);
    }
  }
  return files;
}

/**
 * Every message of the `@trpc/*` packages installed in a snippets folder, one entry per distinct text (the first
 * place that makes it), sorted by text.
 */
export function packageMessages(folder: string): PackageMessage[] {
  const root = path.join(folder, 'node_modules', '@trpc');
  const byText = new Map<string, PackageMessage>();
  for (const name of readdirSync(root).sort()) {
    const src = path.join(root, name, 'src');
    let files: string[];
    try {
      files = sourceFiles(src).sort();
    } catch {
      throw new Error(`${path.join(root, name)} ships no src/ folder: the error catalogue reads messages from it.`);
    }
    const codes = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const exported = new Map([...codes].flatMap(([file, code]) => [...constsOf(parse(file, code), true)]));
    for (const [file, code] of codes) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      for (const message of messagesOfSource(relative, code, exported)) {
        if (!byText.has(message.text)) byText.set(message.text, message);
      }
    }
  }
  return [...byText.values()].sort((a, b) => a.text.localeCompare(b.text));
}

/** The `TRPCError` codes (`BAD_REQUEST`, …): the keys of `TRPC_ERROR_CODES_BY_KEY` in the server's source. */
export function errorCodes(folder: string): string[] {
  const server = path.join(folder, 'node_modules', '@trpc', 'server', 'src');
  for (const file of sourceFiles(server)) {
    const code = readFileSync(file, 'utf8');
    const match = /TRPC_ERROR_CODES_BY_KEY\s*=\s*\{([\s\S]*?)\}/.exec(code);
    if (match) return [...match[1]!.matchAll(/^\s*([A-Z_]+)\s*:/gm)].map((entry) => entry[1]!);
  }
  throw new Error(`${server} has no TRPC_ERROR_CODES_BY_KEY: where do the TRPCError codes live now?`);
}

/**
 * Whether a quote names a message: its fixed parts occur in the message in order (a `…` of the message matches
 * the quote's `…` or any text), and it is no mere fragment: it is the message's first sentence or clause, or keeps
 * half the message's fixed text, or 40 characters of it.
 */
export function quoteNames(quote: string, message: string): boolean {
  const quoted = normalise(quote);
  if (!quoteOccurs(quoted, message)) return false;
  const kept = fixedLength(quoted);
  // A message's first sentence or clause names it too: `Invalid router module` of `Invalid router module - either …`.
  const rest = message.slice(quoted.length);
  const firstClause = message.startsWith(quoted) && (/^(\.|\s-\s|$)/.test(rest) || /\.$/.test(quoted));
  return firstClause || kept >= 40 || kept * 2 >= fixedLength(message);
}
