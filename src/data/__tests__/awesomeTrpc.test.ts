import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { awesomeCategories, awesomeProjects, awesomeProposalUrl, categorySlug } from '../awesomeTrpc';

const page = readFileSync(new URL('../../../docs/community/awesome-trpc.mdx', import.meta.url), 'utf8');

test('every project links to a GitHub repository over https', () => {
  for (const project of awesomeProjects) {
    assert.match(project.url, /^https:\/\//, `${project.name}: URL must use https`);
    assert.match(
      project.url,
      /^https:\/\/github\.com\/[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/,
      `${project.name}: URL must be https://github.com/OWNER/REPO`,
    );
  }
});

test('project names and URLs are unique', () => {
  const names = awesomeProjects.map((project) => project.name.toLowerCase());
  assert.deepEqual(
    names.filter((name, index) => names.indexOf(name) !== index),
    [],
    'duplicate names',
  );
  const urls = awesomeProjects.map((project) => project.url.toLowerCase());
  assert.deepEqual(
    urls.filter((url, index) => urls.indexOf(url) !== index),
    [],
    'duplicate URLs',
  );
});

test('descriptions are one short sentence ending with a period', () => {
  for (const project of awesomeProjects) {
    const { name, description } = project;
    assert.ok(name.trim().length > 0, 'a project has an empty name');
    assert.ok(description.trim().length > 0, `${name}: empty description`);
    assert.equal(description, description.trim(), `${name}: description has leading or trailing spaces`);
    assert.ok(description.endsWith('.'), `${name}: description must end with a period`);
    assert.ok(description.length < 140, `${name}: description is ${description.length} characters (limit 139)`);
  }
});

test('every category has at least one project, and every project a known category', () => {
  for (const category of awesomeCategories) {
    assert.ok(
      awesomeProjects.some((project) => project.category === category),
      `category "${category}" has no projects`,
    );
  }
  for (const project of awesomeProjects) {
    assert.ok(
      (awesomeCategories as readonly string[]).includes(project.category),
      `${project.name}: unknown category "${project.category}"`,
    );
  }
});

test('category slugs are unique and match Docusaurus heading anchors', () => {
  const slugs = awesomeCategories.map(categorySlug);
  assert.equal(new Set(slugs).size, slugs.length);
  assert.equal(categorySlug('Starters and templates'), 'starters-and-templates');
  for (const slug of slugs) assert.match(slug, /^[a-z0-9]+(?:-[a-z0-9]+)*$/);
});

test('the page has a heading and a list for every category, in order', () => {
  let lastIndex = -1;
  for (const category of awesomeCategories) {
    const heading = page.indexOf(`\n## ${category}\n`);
    assert.ok(heading > lastIndex, `missing or out-of-order heading "## ${category}"`);
    const list = page.indexOf(`<AwesomeList category="${category}" />`, heading);
    assert.ok(list > heading, `no <AwesomeList category="${category}" /> under its heading`);
    lastIndex = heading;
  }
  assert.match(page, /^import AwesomeList from '@site\/src\/components\/AwesomeList';$/m);
});

test('the page tells readers how to propose an addition', () => {
  assert.equal(awesomeProposalUrl, 'https://github.com/trpc/trpc');
  assert.ok(page.includes(`](${awesomeProposalUrl})`), 'the page must link to the tRPC repository');
});
