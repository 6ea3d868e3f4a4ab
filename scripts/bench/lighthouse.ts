/**
 * Lighthouse mobile audits of a page (part of `npm run bench`), in Debian's Chromium, with Lighthouse's
 * default mobile settings (simulated slow 4G and a 4× slower CPU). The median of each figure over the
 * runs, since single performance runs vary, the more so on a busy machine.
 */
import type { Result } from 'lighthouse';
import { chromiumPath } from '../../support/chromium';
import { CHROMIUM_ARGS } from '../../support/site';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time, in milliseconds. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's CPU benchmark of this machine (environment.benchmarkIndex): its 4× CPU slowdown is
   * calibrated for an index of about 1,500, so on a slower machine TBT and performance read pessimistic.
   */
  benchmarkIndex: number;
  /** Audits that failed in the accessibility, best-practices or SEO category, in any run. */
  failedAudits: string[];
};

/** The end-to-end tests' flags for this machine; chrome-launcher, unlike Playwright, needs headless asked for. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Ids of the audits that count towards a non-performance category and did not pass. */
function failedAuditsOf(result: Result): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && result.audits[ref.id]?.score !== 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

function figuresOf(result: Result): LighthouseFigures {
  const score = (id: string) => {
    const value = result.categories[id]?.score;
    if (value === null || value === undefined) {
      throw new Error(`Lighthouse gave no ${id} score for ${result.finalDisplayedUrl}`);
    }
    return Math.round(value * 100);
  };
  const metric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: result.environment.benchmarkIndex,
    failedAudits: failedAuditsOf(result),
  };
}

export type LighthouseRunner = {
  audit: (url: string, runs: number) => Promise<LighthouseFigures>;
  close: () => Promise<void>;
};

/** Starts one Chromium that every audit reuses (Lighthouse opens a fresh tab and clears storage each run). */
export async function startLighthouse(chromePath = chromiumPath()) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const runner: LighthouseRunner = {
    audit: async (url, runs) => {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
        }
        results.push(figuresOf(result.lhr));
      }
      const of = (key: Exclude<keyof LighthouseFigures, 'failedAudits'>) =>
        median(results.map((figures) => figures[key]));
      return {
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: of('seo'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        benchmarkIndex: of('benchmarkIndex'),
        failedAudits: [...new Set(results.flatMap((figures) => figures.failedAudits))].sort(),
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
  return runner;
}
