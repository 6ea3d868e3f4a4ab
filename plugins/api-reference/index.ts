/**
 * The API reference of the current release (config/apiReference.ts lists the packages): generated
 * before any content loads, so the docs plugin finds its pages in the reference folder. Generation
 * and its cache live in generate.ts.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { dropReferenceFromSnapshots, generateAll } from './generate';
import type { Options } from './options';

export { validateOptions } from './options';

export default async function apiReference(context: LoadContext, options: Options): Promise<Plugin> {
  const relative = (file: string) => path.relative(context.siteDir, file);
  for (const copy of dropReferenceFromSnapshots(context.siteDir, options.referenceDir)) {
    logger.info(`[api-reference] removed ${relative(copy)}: the reference is for the current version only`);
  }
  for (const { pkg, outDir, reused, seconds } of await generateAll(context, options)) {
    logger.info(
      reused
        ? `[api-reference] ${pkg.name}: up to date, reused ${relative(outDir)}`
        : `[api-reference] ${pkg.name}: generated in ${seconds.toFixed(1)} s`,
    );
  }
  return { name: 'api-reference' };
}
