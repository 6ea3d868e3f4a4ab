/**
 * `npm run check:workflows`: validates every `.github/workflows/*.yml` against GitHub's workflow schema
 * (SchemaStore's, bundled by @action-validator/core), printing each problem with its file. A wrapper because
 * the package's own CLI takes one file and prints bare JSON. It also requires every action to be pinned by
 * commit, with its release in a comment (`uses: actions/checkout@<40 hex> # v5.1.0`), which Dependabot keeps
 * current: a tag can be moved under a workflow. `.github/dependabot.yml` is not checked: the package has no
 * schema for it.
 *
 *   tsx scripts/check-workflows.ts [repository folder]
 */
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
const WORKFLOWS = '.github/workflows';

/** One line per error; a one-of error (a job is a job or a reusable workflow call) shows its closest branch. */
function describe(error: ValidationError): string[] {
  if ('states' in error && error.states?.length) {
    const closest = error.states.reduce((best, state) => (state.errors.length < best.errors.length ? state : best));
    return closest.errors.flatMap(describe);
  }
  // A YAML parse error's detail already gives its line and column.
  const at = 'path' in error && error.path ? `${error.path}: ` : '';
  return [`${at}${error.detail ?? error.title}`];
}

/** Each `uses:` of another repository's action that names no commit and release, with its line. */
function unpinned(source: string): string[] {
  return source.split('\n').flatMap((line, index) => {
    const [, action = '', comment = ''] = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line) ?? [];
    if (!action || action.startsWith('./') || action.startsWith('docker://')) return [];
    if (/@[0-9a-f]{40}$/.test(action) && /^\s+#\s*v\d/.test(comment)) return [];
    return [`line ${index + 1}: ${action} is not pinned by commit with its release in a comment (@<sha> # vX.Y.Z)`];
  });
}

let files: string[];
try {
  files = readdirSync(path.join(root, WORKFLOWS)).filter((name) => /\.ya?ml$/.test(name));
} catch {
  files = [];
}
if (files.length === 0) {
  console.error(`check:workflows: no workflow found in ${path.join(root, WORKFLOWS)}.`);
  process.exit(1);
}

let failed = 0;
for (const name of files.sort()) {
  const file = `${WORKFLOWS}/${name}`;
  const source = readFileSync(path.join(root, file), 'utf8');
  const problems = [...new Set(validateWorkflow(source).errors.flatMap(describe)), ...unpinned(source)];
  if (problems.length === 0) continue;
  failed++;
  for (const problem of problems) console.error(`${file}: ${problem}`);
}
if (failed > 0) {
  console.error(`check:workflows: ${failed} of ${files.length} workflows have problems.`);
  process.exit(1);
}
console.log(`check:workflows: ${files.length} workflows match GitHub's workflow schema, every action pinned.`);
