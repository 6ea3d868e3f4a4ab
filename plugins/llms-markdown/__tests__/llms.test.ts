import assert from 'node:assert/strict';
import { test } from 'node:test';
import { llmsTxt, sidebarSections, type PageSummary, type SidebarEntry } from '../llms';
import { validateOptions, type Options } from '../options';
import { llmsFileNames, markdownPath } from '../client/paths';
import { validatePluginOptions } from '../../../support/pluginOptions';

const page = (id: string, description?: string): PageSummary => ({
  id,
  title: id.toUpperCase(),
  description,
  markdownUrl: `https://trpc.io/docs/${id}.md`,
});
const pages = new Map(['intro', 'routers', 'adapters', 'express', 'fn'].map((id) => [id, page(id, `About ${id}.`)]));

test('top-level categories become sections, their sub-categories subsections, deeper ones are flattened', () => {
  const sidebar: SidebarEntry[] = [
    { type: 'category', label: 'Introduction', items: [{ type: 'doc', id: 'intro' }] },
    {
      type: 'category',
      label: 'Server',
      items: [
        { type: 'doc', id: 'routers' },
        {
          type: 'category',
          label: 'Adapters',
          link: { type: 'doc', id: 'adapters' },
          items: [
            { type: 'doc', id: 'express' },
            { type: 'category', label: 'Deep', items: [{ type: 'doc', id: 'fn' }] },
          ],
        },
      ],
    },
    { type: 'link' },
  ];
  const sections = sidebarSections(sidebar, pages);
  assert.deepEqual(
    sections.map((section) => [section.level, section.heading, section.pages.map((entry) => entry.id)]),
    [
      [2, 'Introduction', ['intro']],
      [2, 'Server', ['routers']],
      [3, 'Adapters', ['adapters', 'express', 'fn']],
    ],
  );
  const text = llmsTxt({ title: 'tRPC 11.x', summary: 'Tagline.', intro: ['Intro line.'], sections });
  assert.match(
    text,
    /^# tRPC 11\.x\n\n> Tagline\.\n\nIntro line\.\n\n## Introduction\n\n- \[INTRO\]\(https:\/\/trpc\.io\/docs\/intro\.md\): About intro\.\n/,
  );
  assert.match(text, /\n### Adapters\n\n- \[ADAPTERS\]/);
});

test('each version has its own llms file names, and pages their .md path', () => {
  assert.deepEqual(llmsFileNames('/docs'), { index: 'llms.txt', full: 'llms-full.txt' });
  assert.deepEqual(llmsFileNames('/docs/v10'), { index: 'llms-v10.txt', full: 'llms-v10-full.txt' });
  assert.equal(markdownPath('/docs'), '/docs.md');
  assert.equal(markdownPath('/docs/server/routers'), '/docs/server/routers.md');
});

test('options: defaults apply, and a bad value is named', () => {
  assert.equal(validatePluginOptions(validateOptions, {}).docsPluginId, 'default');
  assert.throws(() => validatePluginOptions(validateOptions, { summary: '' } as Partial<Options>), /"summary"/);
  assert.throws(() => validatePluginOptions(validateOptions, { blogPluginId: true } as never), /"blogPluginId"/);
});
