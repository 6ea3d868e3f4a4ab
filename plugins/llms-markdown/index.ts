/**
 * Serves every docs page and blog post as Markdown at its own path plus `.md` (/docs/server/routers.md),
 * and writes llms.txt / llms-full.txt per docs version (llms-v10.txt, … for older ones), from the
 * docs and blog plugins' loaded content. The converting is in markdown.ts, the llms files in llms.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { llmsFullTxt, llmsTxt, sidebarSections, type PageSummary, type SidebarEntry } from './llms';
import { MarkdownConverter } from './markdown';
import type { Options } from './options';
import { llmsFileNames, markdownPath } from './client/paths';

export { validateOptions } from './options';

type Source = { permalink: string; source: string; title: string; description?: string };

export default function llmsMarkdown(context: LoadContext, options: Options): Plugin {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const absolute = (aliased: string) => path.join(context.siteDir, aliased.replace(/^@site\//, ''));
  let docs: DocsContent | undefined;
  let blog: BlogContent | undefined;

  return {
    name: 'llms-markdown',

    allContentLoaded({ allContent }) {
      docs = allContent['docusaurus-plugin-content-docs']?.[options.docsPluginId] as DocsContent | undefined;
      blog = options.blogPluginId
        ? (allContent['docusaurus-plugin-content-blog']?.[options.blogPluginId] as BlogContent | undefined)
        : undefined;
      if (!docs) throw new Error(`[llms-markdown] no docs plugin with id "${options.docsPluginId}"`);
    },

    async postBuild({ outDir }) {
      const started = Date.now();
      const versions = docs!.loadedVersions;
      const posts: Source[] = (blog?.blogPosts ?? []).map(({ metadata }) => metadata);
      const allPages: Source[] = [...versions.flatMap((version) => version.docs), ...posts];
      const permalinks = new Map(allPages.map((page) => [absolute(page.source), page.permalink]));
      const converter = new MarkdownConverter({
        siteDir: context.siteDir,
        siteUrl,
        permalinkOf: (file) => permalinks.get(file),
        linkLists: options.linkLists,
      });

      const markdownOf = new Map<string, string>(); // by Markdown URL
      for (const page of allPages) {
        const markdown = converter.page(absolute(page.source), page);
        markdownOf.set(`${siteUrl}${markdownPath(page.permalink)}`, markdown);
        const file = path.join(outDir, markdownPath(page.permalink));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, markdown);
      }

      const otherIndexes = versions.map((version) => ({
        label: version.label,
        url: `${siteUrl}/${llmsFileNames(version.path).index}`,
      }));
      for (const version of versions) {
        const pages = new Map<string, PageSummary>(
          version.docs.map((doc) => [
            doc.id,
            {
              id: doc.id,
              title: doc.title,
              description: doc.description,
              markdownUrl: `${siteUrl}${markdownPath(doc.permalink)}`,
            },
          ]),
        );
        const sections = Object.values(version.sidebars).flatMap((sidebar) =>
          sidebarSections(sidebar as SidebarEntry[], pages),
        );
        const isCurrent = version.versionName === 'current';
        if (isCurrent && posts.length) {
          sections.push({
            heading: 'Blog',
            level: 2,
            pages: posts.map((post) => ({
              id: post.permalink,
              title: post.title,
              description: post.description,
              markdownUrl: `${siteUrl}${markdownPath(post.permalink)}`,
            })),
          });
        }
        const names = llmsFileNames(version.path);
        writeFileSync(
          path.join(outDir, names.index),
          llmsTxt({
            title: `${context.siteConfig.title} ${version.label}`,
            summary: options.summary ?? context.siteConfig.tagline,
            intro: [
              `The tRPC ${version.label} documentation${isCurrent ? ' (current version)' : ''}: every page below is Markdown.` +
                ` All of it in one file: ${siteUrl}/${names.full}`,
              '',
              `Other versions: ${otherIndexes
                .filter((other) => other.label !== version.label)
                .map((other) => `[${other.label}](${other.url})`)
                .join(', ')}`,
            ],
            sections,
          }),
        );
        // In sidebar order, each page once (a category's link doc can also be listed inside it).
        const ordered = new Map(
          sections
            .filter((section) => section.heading !== 'Blog')
            .flatMap((section) => section.pages)
            .map((page) => [page.id, page]),
        ).values();
        writeFileSync(
          path.join(outDir, names.full),
          llmsFullTxt(
            [...ordered].map((page) => ({
              markdownUrl: page.markdownUrl,
              markdown: markdownOf.get(page.markdownUrl)!,
            })),
          ),
        );
      }
      logger.info(
        logger.interpolate`[llms-markdown] number=${allPages.length} Markdown pages and number=${versions.length * 2} llms files in number=${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
