import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findDocCardSource } from '../index';

const require = createRequire(__filename);
type LoaderContext = { resourcePath: string; getOptions: () => { keepDocs?: boolean } };
type Loader = (this: LoaderContext, source: string) => string;
const registryLoader = require('../registryLoader.cjs') as Loader;
const versionDataLoader = require('../versionDataLoader.cjs') as Loader;
const withOptions = (options: { keepDocs?: boolean } = {}): LoaderContext => ({
  resourcePath: 'fixture',
  getOptions: () => options,
});

test("the registry Docusaurus generates loses its module paths, and keeps every entry's loader and weak id", async () => {
  // The installed @docusaurus/core writes the registry, so an upgrade that changes its shape fails here.
  const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
    generateRouteFiles: (options: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
  };
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'lean-registry-'));
  try {
    await generateRouteFiles({
      generatedFilesDir,
      routes: [
        { path: '/docs/a', component: '@theme/DocItem', modules: { content: '@site/docs/a.md' } },
        { path: '/docs/b', component: '@theme/DocItem', modules: { content: '@site/docs/b.md' } },
      ],
    });
    const registry = readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
    const lean = registryLoader.call(withOptions(), registry);
    assert.doesNotMatch(lean, /\), "@site/);
    for (const module of ['@site/docs/a.md', '@site/docs/b.md', '@theme/DocItem']) {
      assert.ok(lean.includes(`"${module}"), "", require.resolveWeak("${module}")]`), `${module}: loader and weak id`);
    }
  } finally {
    rmSync(generatedFilesDir, { recursive: true, force: true });
  }
});

test('a registry of another shape fails the build, naming the plugin', () => {
  assert.throws(
    () => registryLoader.call(withOptions(), 'export default { "x": [() => import("y")] };'),
    /lean-client-data/,
  );
});

const versionData = {
  version: {
    version: 'current',
    docsSidebars: {},
    docs: { intro: { id: 'intro', title: 'Intro', description: 'What tRPC is.', sidebar: 'docs' } },
  },
};

test("a docs version's data loses its docs map, and keeps the rest", () => {
  const lean = JSON.parse(versionDataLoader.call(withOptions(), JSON.stringify(versionData))) as typeof versionData;
  assert.deepEqual(lean, { version: { ...versionData.version, docs: {} } });
});

test('the docs map stays when a DocCard can show it, and other generated data passes through', () => {
  const source = JSON.stringify(versionData);
  assert.equal(versionDataLoader.call(withOptions({ keepDocs: true }), source), source);
  const category = JSON.stringify({ categoryGeneratedIndex: { title: 'Client' } });
  assert.equal(versionDataLoader.call(withOptions(), category), category);
  assert.throws(
    () => versionDataLoader.call(withOptions(), JSON.stringify({ version: { docs: { intro: 'Intro' } } })),
    /lean-client-data.*version\.docs/,
  );
});

test('a doc using <DocCardList> or a generated-index sidebar category is found, so the docs map stays', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'lean-site-'));
  try {
    mkdirSync(path.join(site, 'docs/client'), { recursive: true });
    writeFileSync(path.join(site, 'docs/client/index.md'), '# Client\n');
    writeFileSync(path.join(site, 'sidebars.ts'), 'export default { docs: ["client/index"] };\n');
    assert.equal(findDocCardSource(site), undefined);
    writeFileSync(path.join(site, 'docs/client/index.md'), '# Client\n\n<DocCardList />\n');
    assert.equal(findDocCardSource(site), 'docs/client/index.md');
    writeFileSync(path.join(site, 'docs/client/index.md'), '# Client\n');
    mkdirSync(path.join(site, 'versioned_sidebars'));
    writeFileSync(
      path.join(site, 'versioned_sidebars/version-10.x-sidebars.json'),
      '{"link":{"type":"generated-index"}}',
    );
    assert.equal(findDocCardSource(site), 'versioned_sidebars/version-10.x-sidebars.json');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
