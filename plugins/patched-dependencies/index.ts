/**
 * Makes the bundler's persistent cache notice `patches/`. Rspack keys a package's cached modules on its
 * version, so after a patch-package patch changes, a build would reuse modules made from the old sources;
 * listing the patch files as build dependencies evicts the cache when one changes.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { evictCacheWhenChanged } from '../../support/bundlerCache';

export default function patchedDependencies(context: LoadContext): Plugin {
  const folder = path.join(context.siteDir, 'patches');
  const patches = readdirSync(folder)
    .filter((name) => name.endsWith('.patch'))
    .map((name) => path.join(folder, name));
  return {
    name: 'patched-dependencies',
    configureWebpack(config) {
      evictCacheWhenChanged(config, patches);
      return {};
    },
  };
}
