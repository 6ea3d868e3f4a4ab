/**
 * The API reference of the current release (config/apiReference.ts lists the packages): generated
 * before any content loads, so the docs plugin finds its pages in the reference folder. Generation
 * and its cache live in generate.ts. Once every doc has loaded, the links the doc comments make to
 * the docs (docLinks.ts) must each lead to a page: a link that does not fails the build naming its symbol.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { assertDocLinksLeadToPages, docPermalinks } from './docLinks';
import { dropReferenceFromSnapshots, generateAll } from './generate';
import type { Options } from './options';

export { validateOptions } from './options';

export default async function apiReference(context: LoadContext, options: Options): Promise<Plugin> {
  const relative = (file: string) => path.relative(context.siteDir, file);
  for (const copy of dropReferenceFromSnapshots(context.siteDir, options.referenceDir)) {
    logger.info(`[api-reference] removed ${relative(copy)}: the reference is for the current version only`);
  }
  const results = await generateAll(context, options);
  for (const { pkg, outDir, reused, seconds } of results) {
    logger.info(
      reused
        ? `[api-reference] ${pkg.name}: up to date, reused ${relative(outDir)}`
        : `[api-reference] ${pkg.name}: generated in ${seconds.toFixed(1)} s`,
    );
  }
  return {
    name: 'api-reference',
    allContentLoaded({ allContent }) {
      assertDocLinksLeadToPages(
        results.flatMap((result) => result.links),
        docPermalinks(allContent),
      );
    },
  };
}
