import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pageTemplates } from '../../config/budgets';
import { kilobytes, measurePageWeight, templateRoute } from '../../support/pageWeight';
import { BUILD_DIR, useSite } from '../../support/site';

describe('byte budgets (config/budgets.ts)', () => {
  const site = useSite();

  for (const template of pageTemplates) {
    test(`${template.name} stays within its JS and CSS budgets at load`, async () => {
      const route = templateRoute(template, BUILD_DIR);
      const { load } = await measurePageWeight(site, route);
      const over = (['js', 'css'] as const)
        .filter((kind) => load[kind] > template.budget[kind])
        .map(
          (kind) =>
            `${template.name} (${route}) loads ${kilobytes(load[kind])} of ${kind.toUpperCase()} (gzip) by the ` +
            `load event, over its ${kilobytes(template.budget[kind])} budget in config/budgets.ts`,
        );
      assert.deepEqual(over, []);
    });
  }
});
