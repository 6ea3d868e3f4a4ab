import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cutText, indexRecord, TEXT_LIMIT } from '../build';
import { extractRecords, urlOfHtmlFile } from '../extract';
import { DEFAULT_OPTIONS, validateOptions, type Options } from '../options';
import { validatePluginOptions } from '../../../support/pluginOptions';

/** The markup Docusaurus 3.10 builds for a docs page, trimmed to what the extractor reads. */
const docPage = ({ tag = 'docs-default-current', category = 'Server' } = {}) => `<!doctype html>
<html lang=en-US class="docs-wrapper plugin-docs docs-version-current docs-doc-page docs-doc-id-server/routers">
<head><meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=${tag}></head>
<body><nav class=navbar>Docs Blog</nav><article>
<nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs>
<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/>home</a>
${category ? `<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/server><span>${category}</span></a>` : ''}
<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>Routers</span></ul></nav>
<span class="theme-doc-version-badge badge">Version: 11.x</span>
<div class=copyPage_FBTh><button>Copy page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Routers</h1></header>
<p>A router is a <code>collection</code>.</p>
<h2 class=anchor id=defining>Defining a router<a href=#defining class=hash-link>\u200b</a></h2>
<p>Use t.router.</p>
<div class=theme-code-block><pre><code><div class=token-line>const a = 1;</div><div class=token-line>const b = 2;</div></code></pre></div>
<h3 class=anchor id=inline>Inline &lt;img src=x onerror=alert(1)&gt;<a href=#inline class=hash-link>#</a></h3>
<p>Inline text.</p>
<h2 class=anchor id=merging>Merging</h2><p>Merge them.</p>
<h2 class=anchor id=options>Options</h2>
<div class=theme-code-block><pre class="prism-code language-ts"><code><span class="token keyword">const</span> caller = <span class="token function">createCaller</span>(<span class="token string">'appRouter'</span>); <span class="token comment">// mergeRouters</span> t.router</code></pre></div>
<table><thead><tr><th>Option<th>Default</thead><tbody>
<tr><td><code>maxBatchSize</code><td>unlimited
<tr><td>Effect Schema<td>a validator
<tr><td>A body larger than the limit<td><code>413</code>
<tr><td><a href=/docs/server/caching><code>responseMeta</code></a><td>see there
</tbody></table>
<ul><li><code>onError</code>: called for every error.</li><li>Plain <code>item</code>.</li><li><p>Loose, with <a href=/docs/x>a link</a> inside.</p></li></ul>
<h2 class=anchor id=related>Related</h2>
<ul><li><a href=/docs/client/react/useUtils>useUtils()</a>: <code>setData</code> and <code>invalidate</code>.</li><li><a href=#options>Options</a> above.</li></ul>
</div></article><footer>Footer text</footer></body></html>`;

test('a docs page gives a page record and one per h2/h3 with its anchor, hierarchy and filters; code blocks are left out', () => {
  const records = extractRecords(docPage(), '/docs/server/routers', DEFAULT_OPTIONS);
  assert.deepEqual(
    records.map((r) => [r.url, r.type, r.hierarchy, r.content, r.tag, r.language]),
    [
      [
        '/docs/server/routers',
        'lvl1',
        { lvl0: 'Server', lvl1: 'Routers', lvl2: null, lvl3: null },
        'A router is a collection.',
        'docs-default-current',
        'en',
      ],
      [
        '/docs/server/routers#defining',
        'lvl2',
        { lvl0: 'Server', lvl1: 'Routers', lvl2: 'Defining a router', lvl3: null },
        'Use t.router.',
        'docs-default-current',
        'en',
      ],
      [
        '/docs/server/routers#inline',
        'lvl3',
        { lvl0: 'Server', lvl1: 'Routers', lvl2: 'Defining a router', lvl3: 'Inline <img src=x onerror=alert(1)>' },
        'Inline text.',
        'docs-default-current',
        'en',
      ],
      [
        '/docs/server/routers#merging',
        'lvl2',
        { lvl0: 'Server', lvl1: 'Routers', lvl2: 'Merging', lvl3: null },
        'Merge them.',
        'docs-default-current',
        'en',
      ],
      [
        '/docs/server/routers#options',
        'lvl2',
        { lvl0: 'Server', lvl1: 'Routers', lvl2: 'Options', lvl3: null },
        'Option Default maxBatchSize unlimited Effect Schema a validator A body larger than the limit 413 responseMeta see there onError: called for every error. Plain item. Loose, with a link inside.',
        'docs-default-current',
        'en',
      ],
      [
        '/docs/server/routers#related',
        'lvl2',
        { lvl0: 'Server', lvl1: 'Routers', lvl2: 'Related', lvl3: null },
        'Options above.',
        'docs-default-current',
        'en',
      ],
    ],
  );
});

test('a section keeps apart the names it defines, the identifiers of its code and its Related list', () => {
  const records = extractRecords(docPage(), '/docs/server/routers', DEFAULT_OPTIONS);
  const section = (id: string) => records.find((r) => r.url === `/docs/server/routers#${id}`)!;
  // An options table's first column and a list item's leading code are names; a sentence, or a link to the
  // page that documents the name, is not.
  assert.equal(section('options').defines, 'maxBatchSize\nEffect Schema\nonError');
  // Identifiers of TypeScript code, without keywords, strings, comments or names under three letters.
  assert.equal(section('options').code, 'caller createCaller router');
  assert.equal(section('defining').code, '', 'a code block of no language gives no identifiers');
  // A list item that opens with a link to another page describes that page; a link to an anchor does not.
  assert.equal(section('related').pointers, 'useUtils(): setData and invalidate.');
  assert.equal(section('related').content, 'Options above.');
});

test('the page record carries its keywords front matter, one per line; sections carry none', () => {
  // Docusaurus writes front matter `keywords: [...]` as one comma-separated meta tag.
  const html = docPage().replace('<head>', '<head><meta name=keywords content="set a cookie,  upload a file ,,413">');
  const [page, ...sections] = extractRecords(html, '/docs/server/routers', DEFAULT_OPTIONS);
  assert.equal(page!.keywords, 'set a cookie\nupload a file\n413');
  assert.deepEqual(new Set(sections.map((section) => section.keywords)), new Set(['']));
  assert.equal(extractRecords(docPage(), '/docs/server/routers', DEFAULT_OPTIONS)[0]!.keywords, '');
});

test('the version tag of an archived page is kept; a page outside any category is "Documentation"', () => {
  const [archived] = extractRecords(docPage({ tag: 'docs-default-10.x' }), '/docs/v10/server/routers', DEFAULT_OPTIONS);
  assert.equal(archived!.tag, 'docs-default-10.x');
  const [topLevel] = extractRecords(docPage({ category: '' }), '/docs/routers', DEFAULT_OPTIONS);
  assert.equal(topLevel!.hierarchy.lvl0, 'Documentation');
});

test('API reference pages are "API Reference", marked as reference and kept in the current version', () => {
  const [record] = extractRecords(docPage(), '/docs/typedoc/server/functions/initTRPC', DEFAULT_OPTIONS);
  assert.equal(record!.hierarchy.lvl0, 'API Reference');
  assert.equal(record!.reference, true);
  assert.equal(record!.tag, 'docs-default-current');
  const [guide] = extractRecords(docPage(), '/docs/typedocs', DEFAULT_OPTIONS);
  assert.equal(guide!.reference, false);
});

test('a blog post is "Blog"; list pages give nothing', () => {
  const post = `<html class="blog-wrapper blog-post-page"><head><meta name=docsearch:language content=en><meta name=docsearch:docusaurus_tag content=default></head>
  <body><article><header><h1>Introducing tRPC</h1><time>May 5</time></header><div class=markdown><p>Hello.</p><h2 id=why>Why</h2><p>Because.</p></div></article></body></html>`;
  const records = extractRecords(post, '/blog/introducing-trpc', DEFAULT_OPTIONS);
  assert.deepEqual(
    records.map((r) => [r.url, r.hierarchy.lvl0, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content, r.tag]),
    [
      ['/blog/introducing-trpc', 'Blog', 'Introducing tRPC', null, 'Hello.', 'default'],
      ['/blog/introducing-trpc#why', 'Blog', 'Introducing tRPC', 'Why', 'Because.', 'default'],
    ],
  );
  const list = post.replace('blog-post-page', 'blog-list-page');
  assert.deepEqual(extractRecords(list, '/blog', DEFAULT_OPTIONS), []);
  assert.deepEqual(
    extractRecords(
      '<html class="plugin-pages"><body><article><h1>x</h1></article></body></html>',
      '/',
      DEFAULT_OPTIONS,
    ),
    [],
  );
});

test("a section's quotes: its inline code of two words in a row and its samples' compiler errors, uncut", () => {
  const html = docPage().replace(
    '<h2 class=anchor id=merging>Merging</h2><p>Merge them.</p>',
    `<h2 class=anchor id=merging>Merging</h2><p>${'Long prose. '.repeat(100)} It throws <code>Duplicate key: …</code> for
<code>post.byId</code> or <code>{ "id": 1 }</code>, and <code>Missing content-type header</code>.</p>
<pre class="language-ts"><code><span class=tw>router</span><div class=tw-error>Type 'string' is not assignable to type 'number'.</div></code></pre>`,
  );
  const merging = extractRecords(html, '/docs/server/routers', DEFAULT_OPTIONS).find((r) =>
    r.url.endsWith('#merging'),
  )!;
  assert.deepEqual(merging.quotes.split('\n'), [
    'Duplicate key: …',
    'Missing content-type header',
    "Type 'string' is not assignable to type 'number'.",
  ]);
  assert.equal(indexRecord(merging).quotes, merging.quotes);
  assert.ok(!indexRecord(merging).text.includes('Missing content-type header'), 'the quote is past the text cut');
});

test('file paths become the site URLs of trailingSlash: false', () => {
  assert.equal(urlOfHtmlFile('docs/server/routers.html'), '/docs/server/routers');
  assert.equal(urlOfHtmlFile('docs/index.html'), '/docs');
  assert.equal(urlOfHtmlFile('index.html'), '/');
});

test('the index record carries the hierarchy and the prose, cut at a word boundary to the text limit', () => {
  const [, section] = extractRecords(docPage(), '/docs/server/routers', DEFAULT_OPTIONS);
  assert.deepEqual(indexRecord(section!), {
    url: '/docs/server/routers#defining',
    type: 'lvl2',
    lvl0: 'Server',
    lvl1: 'Routers',
    lvl2: 'Defining a router',
    lvl3: null,
    text: 'Use t.router.',
    code: '',
    defines: '',
    pointers: '',
    quotes: '',
    keywords: '',
    reference: false,
  });
  assert.equal(cutText('one two three', 9), 'one two');
  assert.equal(cutText('abcdefghij', 4), 'abcd');
  assert.equal(cutText('short', 9), 'short');
  assert.ok(cutText('word '.repeat(400)).length <= TEXT_LIMIT);
});

const validate = (options: Partial<Options>) => validatePluginOptions(validateOptions, options);

test('options default, and reject an output folder that is a path or an API path with a trailing slash', () => {
  assert.deepEqual(validate({}), { ...DEFAULT_OPTIONS, id: 'default' });
  assert.throws(() => validate({ outputDir: '../out' }));
  assert.throws(() => validate({ apiReferencePath: '/docs/typedoc/' }));
  assert.throws(() => validate({ blogLabel: ' ' }));
});
