/**
 * E2E_SHARD (`2/3`): the part of the end-to-end tests one run takes, as Playwright's `shard` option, so CI can
 * spread them over parallel jobs (`E2E_SHARD=2/3 npx tsx scripts/run-tests.ts e2e`). An environment variable,
 * since run-tests.ts passes its one argument to Playwright as a file filter.
 */
export type Shard = { current: number; total: number };

/** The shard E2E_SHARD names, or null (every test) when it is unset or empty. */
export function e2eShard(value: string | undefined): Shard | null {
  const text = value?.trim();
  if (!text) return null;
  const [, current, total] = /^(\d+)\/(\d+)$/.exec(text)?.map(Number) ?? [];
  if (!current || !total || current > total) {
    throw new Error(`E2E_SHARD is "${value}" (read by playwright.config.ts): expected <shard>/<shards>, such as 2/3.`);
  }
  return { current, total };
}
