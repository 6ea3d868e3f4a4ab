/** Turns the bench's figures into its Markdown report (pure, so it is unit-tested). */
import { benchGoals } from '../../config/budgets';
import { QUIET_MS, type PageWeight } from '../../support/pageWeight';
import type { BuildFigures } from './build';
import type { LighthouseFigures } from './lighthouse';
import { median } from './lighthouse';

/** The value below which `share` of the values fall (nearest rank). */
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]! : Number.NaN;
};
import type { SearchFigures } from './search';

export type TemplateFigures = {
  name: string;
  route: string;
  weight: PageWeight;
  /** Absent when Lighthouse was skipped (`--runs 0`). */
  lighthouse?: LighthouseFigures;
};

export type BenchResults = {
  date: string;
  machine: { cpus: number; loadAverage: { start: number[]; end: number[] } };
  lighthouseRuns: number;
  builds?: { cold: BuildFigures; warm: BuildFigures };
  templates: TemplateFigures[];
  search: SearchFigures;
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (value: number) => `${Math.floor(value / 60)} min ${Math.round(value % 60)} s`;
/** Marks a figure that misses its goal, so the gaps stand out in the table. */
const mark = (text: string, meetsGoal: boolean) => (meetsGoal ? text : `${text} ✗`);

function templateRow({ name, route, weight, lighthouse }: TemplateFigures): string {
  const { lighthouse: goal } = benchGoals;
  const scores = lighthouse
    ? [
        mark(String(lighthouse.performance), lighthouse.performance >= goal.performance),
        mark(String(lighthouse.accessibility), lighthouse.accessibility >= goal.accessibility),
        mark(String(lighthouse.bestPractices), lighthouse.bestPractices >= goal.bestPractices),
        mark(String(lighthouse.seo), lighthouse.seo >= goal.seo),
        mark(`${(lighthouse.lcpMs / 1000).toFixed(1)} s`, lighthouse.lcpMs <= benchGoals.lcpMs),
        mark(`${Math.round(lighthouse.tbtMs)} ms`, lighthouse.tbtMs <= benchGoals.tbtMs),
        lighthouse.cls.toFixed(3),
      ]
    : Array<string>(7).fill('–');
  return [
    name,
    `\`${route}\``,
    mark(kb(weight.hydrated.js), weight.hydrated.js <= benchGoals.jsByHydration),
    kb(weight.hydrated.contentJs),
    kb(weight.hydrated.css),
    weight.hydrated.requests,
    kb(weight.idle.js),
    kb(weight.idle.css),
    weight.idle.requests,
    ...scores,
  ].join(' | ');
}

function buildLine(label: string, build: BuildFigures, goalSeconds?: number): string {
  const time = seconds(build.seconds);
  return (
    `${label}: ${goalSeconds === undefined ? time : mark(time, build.seconds < goalSeconds)}, ` +
    `peak memory ${mb(build.peakRssBytes)}, ${build.pages} pages, ${mb(build.outputBytes)} output`
  );
}

/** Lighthouse's 4× CPU slowdown matches a mid-range phone on a machine of this benchmark index. */
const CALIBRATED_BENCHMARK_INDEX = 1500;

/** How fast Lighthouse found this machine, so a reader can tell a slow machine from a slow page. */
function lighthouseMachineLine(templates: TemplateFigures[]): string[] {
  const indexes = templates.flatMap((template) => (template.lighthouse ? [template.lighthouse.benchmarkIndex] : []));
  if (indexes.length === 0) return [];
  const index = Math.round(median(indexes));
  return [
    `- Lighthouse CPU benchmark index of this machine: ${index} (median). Its 4× CPU slowdown is calibrated for about ` +
      `${CALIBRATED_BENCHMARK_INDEX}` +
      (index < CALIBRATED_BENCHMARK_INDEX
        ? ': this machine is slower, so TBT and performance read pessimistic (a phone is emulated slower than Lighthouse means).'
        : '.'),
  ];
}

export function renderReport(results: BenchResults): string {
  const { lighthouse: goal } = benchGoals;
  const { search, machine } = results;
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  return [
    `## Benchmark, ${results.date}`,
    '',
    `${machine.cpus} cores; load average (1/5/15 min) ${load(machine.loadAverage.start)} at the start, ` +
      `${load(machine.loadAverage.end)} at the end: timings and Lighthouse performance vary with it. ` +
      `trpc.io's own figures can't be measured from here (no outside network).`,
    '',
    '| Template | Path | JS hydrated | of it content | CSS hydrated | Req. hydrated | JS idle | CSS idle | Req. idle | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...results.templates.map((template) => `| ${templateRow(template)} |`),
    `| **goal** | | ≤ ${kb(benchGoals.jsByHydration)} | | | | | | | ≥ ${goal.performance} | ${goal.accessibility} | ${goal.bestPractices} | ${goal.seo} | ≤ ${(benchGoals.lcpMs / 1000).toFixed(1)} s | ≤ ${benchGoals.tbtMs} ms | |`,
    '',
    `KB of gzipped JS and CSS bodies from 127.0.0.1, by hydration and after ${QUIET_MS / 1000} s of network quiet ` +
      `(prefetches); ${
        results.lighthouseRuns
          ? `Lighthouse mobile, median of ${results.lighthouseRuns} run${results.lighthouseRuns === 1 ? '' : 's'}`
          : 'Lighthouse skipped (`--runs 0`)'
      }; ✗ misses its goal.`,
    '',
    ...lighthouseMachineLine(results.templates),
    ...results.templates
      .filter((template) => template.lighthouse?.failedAudits.length)
      .map(
        (template) => `- Lighthouse audits failed on ${template.name}: ${template.lighthouse!.failedAudits.join(', ')}`,
      ),
    ...(results.builds
      ? [
          `- ${buildLine('Cold build', results.builds.cold, benchGoals.coldBuildSeconds)} (goal under ${seconds(benchGoals.coldBuildSeconds)})`,
          `- ${buildLine('Warm build', results.builds.warm)}`,
        ]
      : ['- Builds skipped (`--no-build`): the figures are of the existing build/.']),
    `- Search relevance (${search.relevance.queries} queries): hit@1 ${(search.relevance.hitAt1 * 100).toFixed(1)}%, ` +
      `hit@3 ${(search.relevance.hitAt3 * 100).toFixed(1)}%, MRR ${search.relevance.mrr.toFixed(3)}`,
    `- Reader questions: ` +
      Object.entries(search.readerQuestions)
        .map(([part, { queries, page, section, judged }]) => {
          const rates = ({ hitAt1, hitAt3 }: { hitAt1: number; hitAt3: number }) =>
            `hit@1 ${(hitAt1 * 100).toFixed(1)}% hit@3 ${(hitAt3 * 100).toFixed(1)}%`;
          const byJudge = judged.questions
            ? `, judged ${rates(judged)}${judged.ungraded ? ` (${judged.ungraded} with hits to grade)` : ''}`
            : '';
          return `${part === 'tuned' ? 'tuned on' : `held out (${part})`} ${queries}, page ${rates(page)}, section ${rates(section)}${byJudge}`;
        })
        .join('; ') +
      (search.gradedSectionsGone
        ? `; ${search.gradedSectionsGone} graded sections no longer in the index (their grades match no hit)`
        : ''),
    `- Search modal chunk (DocSearch, on the button's first hover, focus or press): ` +
      (search.modalChunk
        ? `${search.modalChunk.name}, ${kb(search.modalChunk.bytes)} KB, ${kb(search.modalChunk.gzipBytes)} KB gzip`
        : 'not found'),
    `- Search index: ${kb(search.index.bytes)} KB in ${search.index.files} shards (gzip: ` +
      `${search.shards.map((shard) => `${shard.name} ${kb(shard.gzipBytes)} KB`).join(', ')}); from Ctrl+K to the first ` +
      `results ${kb(median(search.firstResultBytes.map((entry) => entry.index)))} KB of index ` +
      `(${kb(median(search.firstResultBytes.map((entry) => entry.all)))} KB in all, the modal's code included) in ` +
      `${median(search.coldMs).toFixed(0)} ms cold (median of ${search.coldMs.length}); first keystroke to hits cold ` +
      `${median(search.coldFromKeyMs).toFixed(0)} ms median, ` +
      `${mark(`${Math.max(...search.coldFromKeyMs).toFixed(0)} ms`, Math.max(...search.coldFromKeyMs) <= benchGoals.searchColdMs)} ` +
      `at worst (goal ${benchGoals.searchColdMs} ms); keystroke to hits warm ${median(search.warmMs).toFixed(0)} ms median, ` +
      `${mark(`${percentile(search.warmMs, 0.95).toFixed(0)} ms`, percentile(search.warmMs, 0.95) <= benchGoals.searchWarmMs)} ` +
      `p95 (goal ${benchGoals.searchWarmMs} ms, ${search.warmMs.length} queries)`,
    '',
  ].join('\n');
}
