import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../check-workflows.ts', import.meta.url));

/** Runs the check on a scratch repository holding the given workflows. */
function check(workflows: Record<string, string>) {
  const repo = mkdtempSync(path.join(tmpdir(), 'check-workflows-'));
  try {
    mkdirSync(path.join(repo, '.github', 'workflows'), { recursive: true });
    for (const [name, source] of Object.entries(workflows)) {
      writeFileSync(path.join(repo, '.github', 'workflows', name), source);
    }
    return spawnSync(process.execPath, ['--import', 'tsx', script, repo], { encoding: 'utf8' });
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

const valid = 'on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';

test('a workflow that matches the schema passes', () => {
  const result = check({ 'ci.yml': valid });
  assert.equal(result.status, 0, result.stderr);
});

test('a broken workflow fails, naming the file and the problem', () => {
  const result = check({
    'ci.yml': valid,
    'deploy.yml': valid.replace('steps:', 'stepz:'),
    'release.yaml': 'on: push\njobs: [\n',
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^\.github\/workflows\/deploy\.yml: \/jobs\/test: .*'stepz'/m);
  assert.match(result.stderr, /^\.github\/workflows\/release\.yaml: .*line 3/m);
  assert.doesNotMatch(result.stderr, /ci\.yml/);
});

test('an action from another repository must be pinned by commit, its release in a comment', () => {
  const sha = 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09';
  const withSteps = (...steps: string[]) =>
    `on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n${steps.map((step) => `      - ${step}\n`).join('')}`;
  const pinned = check({
    'ci.yml': withSteps(`uses: actions/checkout@${sha} # v5.1.0`, 'uses: ./.github/actions/setup', 'run: npm test'),
  });
  assert.equal(pinned.status, 0, pinned.stderr);

  const result = check({
    'ci.yml': withSteps('uses: actions/checkout@v5', `uses: actions/setup-node@${sha}`, 'run: npm test'),
  });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /^\.github\/workflows\/ci\.yml: line 6: actions\/checkout@v5 is not pinned by commit/m);
  assert.match(
    result.stderr,
    new RegExp(`^\\.github/workflows/ci\\.yml: line 7: actions/setup-node@${sha} is not pinned`, 'm'),
  );
});
