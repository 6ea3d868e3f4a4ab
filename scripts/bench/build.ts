/**
 * Times a production build (part of `npm run bench`): wall time, peak memory of the whole process tree
 * (Docusaurus may fork workers, so the largest single process would undercount), HTML page count and
 * output size.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sizeOf } from './search';

export type BuildFigures = { seconds: number; peakRssBytes: number; pages: number; outputBytes: number };

/**
 * What a cold build must not find: Docusaurus' generated files, the build, Rspack's persistent cache,
 * the API reference's intro pages and its generated Markdown (reused while the release is unchanged),
 * the rendered social cards, the compiled samples and the pages' type tables. Relative to the site folder.
 */
export const BUILD_CACHES = [
  '.docusaurus',
  'build',
  'node_modules/.cache/rspack',
  'node_modules/.cache/api-reference',
  'node_modules/.cache/social-cards',
  'node_modules/.cache/trpc-docs-samples',
  'node_modules/.cache/trpc-docs-types',
  'docs/typedoc',
];

export function clearBuildCaches(siteDir: string): void {
  for (const relative of BUILD_CACHES) rmSync(path.join(siteDir, relative), { recursive: true, force: true });
}

/** Resident memory of `rootPid` and all its descendants, from /proc (Linux). */
function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // The process ended between listing and reading.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

function countPages(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.html'),
  ).length;
}

/** Runs `docusaurus build` in `siteDir`, its output shown, and measures it. Throws if the build fails. */
export async function timeBuild(siteDir: string): Promise<BuildFigures> {
  const started = performance.now();
  const child = spawn(path.join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build'], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  let peakRssBytes = 0;
  const poll = setInterval(() => {
    if (child.pid) peakRssBytes = Math.max(peakRssBytes, treeRssBytes(child.pid));
  }, 250);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  clearInterval(poll);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`docusaurus build exited with ${code} in ${siteDir}`);
  const buildDir = path.join(siteDir, 'build');
  return { seconds, peakRssBytes, pages: countPages(buildDir), outputBytes: sizeOf(buildDir).bytes };
}
