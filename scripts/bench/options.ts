/** Options of `npm run bench`, from its arguments, else the environment. */
export type BenchOptions = {
  /** Build cold and warm first; false measures the existing build/. */
  build: boolean;
  /** Lighthouse runs per template, whose median is reported; 0 skips Lighthouse. */
  runs: number;
};

const USAGE = 'usage: npm run bench [-- --no-build] [-- --runs N]   (or BENCH_NO_BUILD=1, BENCH_RUNS=N)';

function parseRuns(value: string | undefined, source: string): number {
  const runs = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || runs > 20) {
    throw new Error(`${source} is "${value ?? ''}": expected a whole number of Lighthouse runs from 0 to 20. ${USAGE}`);
  }
  return runs;
}

export function parseBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const options: BenchOptions = {
    build: !['1', 'true'].includes(env.BENCH_NO_BUILD ?? ''),
    runs: env.BENCH_RUNS ? parseRuns(env.BENCH_RUNS, 'BENCH_RUNS') : 3,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--no-build') options.build = false;
    else if (arg === '--runs') options.runs = parseRuns(argv[(index += 1)], '--runs');
    else if (arg.startsWith('--runs=')) options.runs = parseRuns(arg.slice('--runs='.length), '--runs');
    else throw new Error(`Unknown option "${arg}". ${USAGE}`);
  }
  return options;
}
