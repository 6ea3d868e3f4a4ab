/**
 * Every error a reader can meet is named where it is explained: per docs version, each message the pinned `@trpc/*`
 * packages throw, send or log (scripts/snippets/messages.ts reads them from the packages' source) is quoted with
 * `<Quoted>` on a page of that version, each `TRPCError` code is named, and so is each compiler or runtime message of
 * errorCatalogue.data.ts. A release that adds a message fails here with its text until a page explains it or
 * errorCatalogue.data.ts says why not. Needs the snippets/ folders installed (`npm run check:snippets` does it).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import archivedVersions from '../../../versions.json';
import { REFERENCE_DIR } from '../../../config/apiReference';
import { isPartial, markdownFiles, partialVersions } from '../../../plugins/snippet-releases/partials';
import { CURRENT_VERSION_NAME, snippetsFolder } from '../../../plugins/snippet-releases/releases';
import { collectSamplesFromFile } from '../collect';
import { errorCodes, messagesOfSource, packageMessages, quoteNames } from '../messages';
import { quoteOccurs } from '../quotes';
import { LEFT_OUT, OTHER_MESSAGES } from './errorCatalogue.data';

const siteDir = path.resolve(__dirname, '../../..');
const DATA = 'scripts/snippets/__tests__/errorCatalogue.data.ts';

describe('reading messages from package source', () => {
  test('finds thrown, sent and logged messages, with … for what varies', () => {
    const code = [
      "const HINT = 'Wrap the app in a provider';",
      "throw new Error('No fetch implementation found');",
      'throw new TRPCError({ code: \'NOT_FOUND\', message: `No procedure found on path "${path}"` });',
      "throw new TRPCError({ code: 'BAD_REQUEST', message: ok ? 'Missing content-type header' : `Bad type ${t}` });",
      "console.error('Listening failed: ' + reason);",
      'throw new Error(HINT);',
      "throw new Error(['First line', 'second line'].join(' '));",
      'class ClosedError extends Error { constructor() { super("Socket closed early"); } }',
      'throw new Error(cause.message);',
      'throw new Error(`${a}: ${b}`);',
      "const other = foo('Not a message at all');",
    ].join('\n');
    assert.deepEqual(
      messagesOfSource('x.ts', code).map((message) => message.text),
      [
        'No fetch implementation found',
        'No procedure found on path "…"',
        'Missing content-type header',
        'Bad type …',
        'Listening failed: …',
        'Wrap the app in a provider',
        'First line second line',
        'Socket closed early',
      ],
    );
    assert.equal(messagesOfSource('x.ts', "throw new Error('Boom here');")[0]!.where, 'x.ts:1');
  });

  test('a quote names a message when it matches it and is no mere fragment', () => {
    assert.equal(quoteNames('No procedure found on path "…"', 'No procedure found on path "…"'), true);
    assert.equal(
      quoteNames('Unsupported …-request to … procedure', 'Unsupported …-request to … procedure at "…"'),
      true,
    );
    assert.equal(quoteNames('No procedure', 'No procedure found on path "…"'), false, 'a fragment');
    assert.equal(quoteNames('Invalid router module', 'Invalid router module - either define one export'), true);
    assert.equal(quoteNames('Invalid router', 'Invalid router module - either define one export'), false);
    assert.equal(quoteNames('Client only.', 'Client only. Call it through a caller'), true, 'a first sentence');
    assert.equal(quoteNames('No procedure found for "…"', 'No procedure found on path "…"'), false, 'other text');
    const long = `No WebSocket implementation found - ${'you need to pass one '.repeat(5)}`;
    assert.equal(quoteNames('No WebSocket implementation found - you need', long), true, '40 characters of a long one');
  });
});

type VersionPages = { quotes: string[]; texts: { source: string; text: string }[] };

/** The pages of a docs version (the blog is not one) and the partials they import, with their quotes. */
function versionPages(version: string): VersionPages {
  const dir = version === CURRENT_VERSION_NAME ? 'docs' : `versioned_docs/version-${version}`;
  const everyPartial = ['docs', 'versioned_docs']
    .flatMap((root) => markdownFiles(siteDir, root, [REFERENCE_DIR]))
    .filter(isPartial);
  const files = [
    ...markdownFiles(siteDir, dir, [REFERENCE_DIR]).filter((file) => !isPartial(file)),
    ...everyPartial.filter((partial) => partialVersions(siteDir, partial, [REFERENCE_DIR]).includes(version)),
  ];
  return {
    quotes: files.flatMap((file) => collectSamplesFromFile(siteDir, file).quotes.map((quote) => quote.text)),
    texts: files.map((source) => ({ source, text: readFileSync(path.join(siteDir, source), 'utf8') })),
  };
}

for (const version of [CURRENT_VERSION_NAME, ...archivedVersions]) {
  describe(`error catalogue of ${version === CURRENT_VERSION_NAME ? 'docs/' : version}`, () => {
    const folder = snippetsFolder(siteDir, version);
    const installed = existsSync(path.join(folder, 'node_modules', '@trpc', 'server'));
    const where = path.relative(siteDir, folder);
    const pages = installed ? versionPages(version) : { quotes: [], texts: [] };
    const messages = installed ? packageMessages(folder) : [];
    const leftOut = LEFT_OUT[version] ?? [];
    const named = (text: string) => pages.quotes.some((quote) => quoteNames(quote, text));

    test(`${where} is installed`, () => {
      assert.ok(
        installed,
        `${where}/node_modules has no @trpc/server: run \`npm run check:snippets\`, which installs it.`,
      );
    });

    test('every message of the packages is quoted on a page, or left out with a reason', () => {
      const missing = messages.filter(
        (message) => !named(message.text) && !leftOut.some((entry) => entry.text === message.text),
      );
      assert.deepEqual(
        missing.map((message) => `${message.text}    (${message.where})`),
        [],
        `No page of ${version} quotes these messages of ${where}: quote each with <Quoted> on the page that explains ` +
          `its cause and fix, or say in ${DATA} why it is left out.`,
      );
    });

    test(`what ${DATA} leaves out is a message of the packages that no page quotes`, () => {
      const texts = new Set(messages.map((message) => message.text));
      assert.deepEqual(
        leftOut.filter((entry) => !texts.has(entry.text)).map((entry) => entry.text),
        [],
        `not messages of ${where} (any more): remove them from ${DATA}`,
      );
      assert.deepEqual(
        leftOut.filter((entry) => named(entry.text)).map((entry) => entry.text),
        [],
        `quoted on a page after all: remove them from ${DATA}`,
      );
      assert.ok(
        leftOut.every((entry) => entry.reason.length > 10),
        'each entry says why',
      );
    });

    test('every TRPCError code is named on a page', () => {
      const codes = installed ? errorCodes(folder) : [];
      assert.ok(!installed || codes.length > 5, 'the codes were found');
      assert.deepEqual(
        codes.filter((code) => !pages.texts.some(({ text }) => new RegExp(`\\b${code}\\b`).test(text))),
        [],
        `codes of ${where} that no page of ${version} names`,
      );
    });

    test('every compiler and runtime message readers meet is named on a page', () => {
      const flat = pages.texts.map(({ text }) => text.replace(/\s+/g, ' '));
      assert.deepEqual(
        (OTHER_MESSAGES[version] ?? [])
          .filter((message) => !flat.some((text) => quoteOccurs(message.text, text)))
          .map((message) => `${message.text} (${message.from})`),
        [],
        `No page of ${version} names these messages of ${DATA}`,
      );
    });
  });
}
