/**
 * `npm run bench`: builds the site cold and warm, then measures each page template (gzipped JS and
 * CSS, requests, Lighthouse mobile) and local search on build/, and prints a Markdown report, also
 * written to bench/latest.md and bench/latest.json (gitignored). A benchmark, not a test: it reports
 * figures beside their goals (config/budgets.ts) and never fails on them; the byte budgets are gated
 * by test/e2e/budgets.test.ts instead.
 *
 *   npm run bench [-- --no-build] [-- --runs 3]     (or BENCH_NO_BUILD=1, BENCH_RUNS=3)
 *
 * --no-build measures the existing build/; --runs sets the Lighthouse runs per template (0 skips it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageTemplates } from '../../config/budgets';
import { contentScripts, measurePageWeight, templateRoute } from '../../support/pageWeight';
import { openSite } from '../../support/site';
import { clearBuildCaches, timeBuild } from './build';
import { startLighthouse } from './lighthouse';
import { renderReport, type BenchResults, type TemplateFigures } from './report';
import { measureSearch } from './search';
import { parseBenchOptions } from './options';

const siteDir = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

async function main() {
  const options = parseBenchOptions(process.argv.slice(2), process.env);
  const loadStart = os.loadavg();

  let builds: BenchResults['builds'];
  if (options.build) {
    console.log('Cold build (caches cleared)…');
    clearBuildCaches(siteDir);
    const cold = await timeBuild(siteDir);
    console.log('Warm build (caches kept)…');
    const warm = await timeBuild(siteDir);
    builds = { cold, warm };
  }

  const buildDir = path.join(siteDir, 'build');
  const site = await openSite({ root: buildDir });
  const lighthouse = options.runs > 0 ? await startLighthouse() : undefined;
  const templates: TemplateFigures[] = [];
  const isContent = contentScripts(buildDir);
  try {
    for (const template of pageTemplates) {
      const route = templateRoute(template, buildDir);
      console.log(`Measuring ${template.name} (${route})…`);
      const weight = await measurePageWeight(site, route, isContent);
      templates.push({
        name: template.name,
        route,
        weight,
        lighthouse: await lighthouse?.audit(site.url(route), options.runs),
      });
    }
    console.log('Measuring search…');
    const search = await measureSearch(site, buildDir);
    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      machine: { cpus: os.cpus().length, loadAverage: { start: loadStart, end: os.loadavg() } },
      lighthouseRuns: options.runs,
      builds,
      templates,
      search,
    };
    const report = renderReport(results);
    mkdirSync(path.join(siteDir, 'bench'), { recursive: true });
    writeFileSync(path.join(siteDir, 'bench', 'latest.md'), report);
    writeFileSync(path.join(siteDir, 'bench', 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\n${report}\nWritten to bench/latest.md and bench/latest.json.`);
  } finally {
    await lighthouse?.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
