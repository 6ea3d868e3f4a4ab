import { pageTemplates } from '../../config/budgets';
import { kilobytes, measurePageWeight, templateRoute } from '../../support/pageWeight';
import { BUILD_DIR } from '../../support/site';
import { expect, test } from '../support/fixtures';

test.describe('byte budgets (config/budgets.ts)', () => {
  for (const template of pageTemplates) {
    test(`${template.name} stays within its JS and CSS budgets at load`, async ({ origin, newContext }) => {
      const route = templateRoute(template, BUILD_DIR);
      const site = {
        origin,
        url: (pathname: string) => new URL(pathname, origin).href,
        newContext: async (options?: Parameters<typeof newContext>[0]) => (await newContext(options)).context,
      };
      const { load } = await measurePageWeight(site, route);
      const over = (['js', 'css'] as const)
        .filter((kind) => load[kind] > template.budget[kind])
        .map(
          (kind) =>
            `${template.name} (${route}) loads ${kilobytes(load[kind])} of ${kind.toUpperCase()} (gzip) by the ` +
            `load event, over its ${kilobytes(template.budget[kind])} budget in config/budgets.ts`,
        );
      expect(over).toEqual([]);
    });
  }
});
