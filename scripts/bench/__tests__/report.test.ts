import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { LighthouseFigures } from '../lighthouse';
import { renderReport, type BenchResults, type TemplateFigures } from '../report';

const KB = 1024;
const perfect: LighthouseFigures = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1234,
  tbtMs: 56.4,
  cls: 0,
  benchmarkIndex: 1800,
  failedAudits: [],
};

function template(name: string, route: string, js: number, lighthouse?: LighthouseFigures): TemplateFigures {
  return {
    name,
    route,
    weight: {
      hydrated: { js, contentJs: 5 * KB, css: 20 * KB, requests: 9 },
      idle: { js: js * 2, contentJs: 5 * KB, css: 20 * KB, requests: 30 },
    },
    lighthouse,
  };
}

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    date: '2026-01-01 00:00 UTC',
    machine: { cpus: 2, loadAverage: { start: [1, 2, 3], end: [4, 5, 6] } },
    lighthouseRuns: 3,
    templates: [template('docs page', '/docs/a', 170 * KB, perfect)],
    search: {
      relevance: { hitAt1: 0.95, hitAt3: 0.99, mrr: 0.97, queries: 100 },
      readerQuestions: {
        tuned: {
          page: { hitAt1: 0.8, hitAt3: 0.9 },
          section: { hitAt1: 0.6, hitAt3: 0.75 },
          queries: 129,
          judged: { hitAt1: 0.7, hitAt3: 0.88, questions: 129, ungraded: 0 },
        },
        'round 1': {
          page: { hitAt1: 0.7, hitAt3: 0.85 },
          section: { hitAt1: 0.56, hitAt3: 0.77 },
          queries: 64,
          judged: { hitAt1: 0.625, hitAt3: 0.8, questions: 64, ungraded: 3 },
        },
      },
      gradedSectionsGone: 0,
      modalChunk: { name: '1835.js', bytes: 400 * KB, gzipBytes: 100 * KB },
      index: { bytes: 2048 * KB, files: 4 },
      shards: [{ name: 'default.json', gzipBytes: 10 * KB }],
      firstResultBytes: [
        { query: 'a', index: 70 * KB, all: 71 * KB },
        { query: 'b', index: 80 * KB, all: 81 * KB },
        { query: 'c', index: 90 * KB, all: 91 * KB },
      ],
      coldMs: [600, 700, 800],
      coldFromKeyMs: [250, 280, 400],
      warmMs: [100, 300, 200],
    },
    ...overrides,
  };
}

const rowOf = (report: string, name: string) => report.split('\n').find((line) => line.startsWith(`| ${name} |`));

describe('renderReport', () => {
  test('one row per template with its figures, and a goal row', () => {
    const report = renderReport(results());
    assert.equal(
      rowOf(report, 'docs page'),
      '| docs page | `/docs/a` | 170.0 | 5.0 | 20.0 | 9 | 340.0 | 20.0 | 30 | 99 | 100 | 100 | 100 | 1.2 s | 56 ms | 0.000 |',
    );
    assert.match(rowOf(report, '**goal**') ?? '', /≤ 175\.0 .* ≥ 95 \| 100 \| 100 \| 100 \| ≤ 2\.0 s \| ≤ 200 ms \|/);
  });

  test('marks the figures that miss their goals', () => {
    const report = renderReport(
      results({
        templates: [
          template('docs page', '/docs/a', 200 * KB, {
            ...perfect,
            performance: 80,
            seo: 92,
            lcpMs: 2500,
            tbtMs: 480,
            failedAudits: ['seo/x'],
          }),
          template('landing page', '/', 170 * KB, perfect),
        ],
      }),
    );
    assert.match(
      rowOf(report, 'docs page') ?? '',
      /\| 200\.0 ✗ \|.*\| 80 ✗ \| 100 \| 100 \| 92 ✗ \| 2\.5 s ✗ \| 480 ms ✗ \|/,
    );
    assert.match(rowOf(report, 'landing page') ?? '', /\| 170\.0 \|.*\| 1\.2 s \| 56 ms \|/);
    assert.match(report, /Lighthouse audits failed on docs page: seo\/x/);
  });

  test('says how many Lighthouse runs each score is the median of, or that Lighthouse was skipped', () => {
    assert.match(renderReport(results()), /Lighthouse mobile, median of 3 runs;/);
    const skipped = renderReport(
      results({ lighthouseRuns: 0, templates: [template('docs page', '/docs/a', 170 * KB)] }),
    );
    assert.match(skipped, /Lighthouse skipped \(`--runs 0`\)/);
    assert.match(rowOf(skipped, 'docs page') ?? '', /\| 30 \| – \| – \| – \| – \| – \| – \| – \|$/);
  });

  test("gives Lighthouse's CPU benchmark index, and says when it is below the one its throttling is calibrated for", () => {
    const fast = renderReport(results());
    assert.match(
      fast,
      /Lighthouse CPU benchmark index of this machine: 1800 \(median\)\. .*calibrated for about 1500\.$/m,
    );
    assert.doesNotMatch(fast, /pessimistic/);
    const slow = renderReport(
      results({
        templates: [
          template('docs page', '/docs/a', 170 * KB, { ...perfect, benchmarkIndex: 1010 }),
          template('landing page', '/', 170 * KB, { ...perfect, benchmarkIndex: 1250.5 }),
          template('pricing page', '/pricing', 170 * KB, { ...perfect, benchmarkIndex: 1100 }),
        ],
      }),
    );
    assert.match(slow, /benchmark index of this machine: 1100 \(median\).*TBT and performance read pessimistic/);
    const skipped = renderReport(
      results({ lighthouseRuns: 0, templates: [template('docs page', '/docs/a', 170 * KB)] }),
    );
    assert.doesNotMatch(skipped, /benchmark index/);
  });

  test('says when the builds were skipped, and marks a slow cold build', () => {
    assert.match(renderReport(results()), /Builds skipped \(`--no-build`\)/);
    const build = { seconds: 130, peakRssBytes: 2048 * KB * KB, pages: 1500, outputBytes: 60 * KB * KB };
    const report = renderReport(results({ builds: { cold: build, warm: { ...build, seconds: 90 } } }));
    assert.match(
      report,
      /Cold build: 2 min 10 s ✗, peak memory 2048 MB, 1500 pages, 60 MB output \(goal under 2 min 0 s\)/,
    );
    assert.match(report, /Warm build: 1 min 30 s, peak memory/);
  });

  test('gives search relevance, medians and p95, the load average, and that trpc.io cannot be measured here', () => {
    const report = renderReport(results());
    assert.match(report, /hit@1 95\.0%, hit@3 99\.0%, MRR 0\.970/);
    assert.match(
      report,
      /Reader questions: tuned on 129, page hit@1 80\.0% hit@3 90\.0%, section hit@1 60\.0% hit@3 75\.0%, judged hit@1 70\.0% hit@3 88\.0%; held out \(round 1\) 64, page hit@1 70\.0% hit@3 85\.0%, section hit@1 56\.0% hit@3 77\.0%, judged hit@1 62\.5% hit@3 80\.0% \(3 with hits to grade\)/,
    );
    assert.doesNotMatch(report, /graded sections no longer in the index/);
    const gone = renderReport(results({ search: { ...results().search, gradedSectionsGone: 4 } }));
    assert.match(
      gone,
      /\(3 with hits to grade\); 4 graded sections no longer in the index \(their grades match no hit\)/,
    );
    assert.match(report, /modal chunk .*: 1835\.js, 400\.0 KB, 100\.0 KB gzip/);
    assert.match(report, /index: 2048\.0 KB in 4 shards \(gzip: default\.json 10\.0 KB\)/);
    assert.match(report, /first results 80\.0 KB of index \(81\.0 KB in all/);
    assert.match(
      report,
      /in 700 ms cold \(median of 3\); first keystroke to hits cold 280 ms median, 400 ms ✗ at worst \(goal 300 ms\); keystroke to hits warm 200 ms median, 300 ms ✗ p95 \(goal 50 ms, 3 queries\)/,
    );
    assert.match(report, /load average \(1\/5\/15 min\) 1\.0 \/ 2\.0 \/ 3\.0 at the start/);
    assert.match(report, /trpc\.io's own figures can't be measured from here/);
  });
});
