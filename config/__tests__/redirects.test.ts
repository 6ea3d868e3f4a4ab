import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CURRENT_VERSION_NAME, lockedTrpcRelease, snippetsFolder } from '../../plugins/snippet-releases/releases';
import { redirects, type Redirect } from '../redirects';
import { versionOptions } from '../versions';

const siteDir = fileURLToPath(new URL('../..', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function frontMatterSlug(file: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return /^slug:\s*(\S+)\s*$/m.exec(frontMatter)?.[1];
}

/**
 * The pages of the site, read from the content folders without a build the way Docusaurus routes
 * them here: docs and versioned docs by file path (`_` partials skipped, `index` as its folder, an
 * absolute `slug`), blog posts by `slug`, and src/pages. The build checks the same again: the
 * redirects plugin fails on a target that is not a route, and on a source that is one
 * (`onDuplicateRoutes: 'throw'`).
 */
function sitePages(): Set<string> {
  const versions = versionOptions(
    JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[],
    lockedTrpcRelease(snippetsFolder(siteDir, CURRENT_VERSION_NAME)),
  );
  const docsFolders = Object.entries(versions).map(([name, { path: versionPath }]) => ({
    dir: name === 'current' ? 'docs' : `versioned_docs/version-${name}`,
    prefix: `/docs${versionPath ? `/${versionPath}` : ''}`,
  }));
  const pages = new Set(['/', '/search', '/blog', '/blog/archive', '/blog/authors', '/blog/tags']);
  for (const { dir, prefix } of docsFolders) {
    for (const file of filesUnder(path.join(siteDir, dir))) {
      if (!/\.mdx?$/.test(file) || file.split(path.sep).some((part) => part.startsWith('_'))) continue;
      if (file.startsWith(`typedoc${path.sep}`)) continue; // generated at build time, never a redirect target
      const slug = frontMatterSlug(path.join(siteDir, dir, file));
      if (slug && !slug.startsWith('/')) throw new Error(`${dir}/${file}: relative slugs are not routed by this test`);
      const route = slug ?? `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
      pages.add(`${prefix}${route}`.replace(/(.)\/$/, '$1'));
    }
  }
  for (const file of filesUnder(path.join(siteDir, 'blog'))) {
    const slug = /index\.mdx?$/.test(file) && frontMatterSlug(path.join(siteDir, 'blog', file));
    if (slug) pages.add(`/blog/${slug}`);
  }
  for (const file of filesUnder(path.join(siteDir, 'src/pages'))) {
    if (!/\.tsx$/.test(file) || file.split(path.sep).some((part) => part.startsWith('_'))) continue;
    pages.add(`/${file.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'));
  }
  return pages;
}

/** What is wrong with each entry, each message naming the entry. */
function redirectProblems(entries: Redirect[], pages: Set<string>): string[] {
  const froms = new Set<string>();
  return entries.flatMap((entry) => {
    const name = `config/redirects.ts: ${JSON.stringify(entry)}`;
    const problems: string[] = [];
    if (!pages.has(entry.to)) problems.push(`${name}: "to" is not a page of the site`);
    if (/[?#]/.test(entry.to)) problems.push(`${name}: "to" has a query or hash, so the reader's own would be lost`);
    if (pages.has(entry.from)) problems.push(`${name}: "from" is an existing page; a redirect would hide it`);
    if (!/^\/[^?#]*[^/?#]$/.test(entry.from)) problems.push(`${name}: "from" must be a path with no trailing slash`);
    if (froms.has(entry.from)) problems.push(`${name}: "from" is listed twice`);
    froms.add(entry.from);
    return problems;
  });
}

describe('config/redirects.ts', () => {
  const pages = sitePages();

  test('the page list is read from the content folders', () => {
    for (const page of ['/', '/docs', '/docs/server/validators', '/docs/v10/client/headers', '/docs/v9/header']) {
      assert.ok(pages.has(page), `${page} is missing from the pages read from the content folders`);
    }
    assert.ok(pages.has('/blog/introducing-trpc') && pages.has('/pricing'));
    assert.ok(!pages.has('/docs/header') && !pages.has('/docs/client/links/index'));
  });

  test('every redirect goes from an old path to a page of the site', () => {
    assert.ok(redirects.length > 50);
    assert.deepEqual(redirectProblems(redirects, pages), []);
  });

  test('keeps the old URLs the issue names', () => {
    const targets = new Map(redirects.map(({ from, to }) => [from, to]));
    assert.equal(targets.get('/docs/server/output-validation'), '/docs/server/validators');
    assert.equal(targets.get('/docs/header'), '/docs/client/headers');
  });

  test('a bad entry is reported by name', () => {
    const problems = redirectProblems(
      [
        { from: '/docs/old', to: '/docs/missing' },
        { from: '/docs/quickstart', to: '/docs/faq#top' },
        { from: '/docs/old', to: '/docs/faq' },
      ],
      new Set(['/docs/quickstart', '/docs/faq']),
    );
    assert.deepEqual(problems, [
      'config/redirects.ts: {"from":"/docs/old","to":"/docs/missing"}: "to" is not a page of the site',
      'config/redirects.ts: {"from":"/docs/quickstart","to":"/docs/faq#top"}: "to" is not a page of the site',
      `config/redirects.ts: {"from":"/docs/quickstart","to":"/docs/faq#top"}: "to" has a query or hash, so the reader's own would be lost`,
      'config/redirects.ts: {"from":"/docs/quickstart","to":"/docs/faq#top"}: "from" is an existing page; a redirect would hide it',
      'config/redirects.ts: {"from":"/docs/old","to":"/docs/faq"}: "from" is listed twice',
    ]);
  });
});
