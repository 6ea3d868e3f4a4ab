import assert from 'node:assert/strict';
import { test } from 'node:test';
import { commandHtml } from '../client/commandHtml';
import { highlightLines } from '../shiki';

test('a shell command is written exactly as the build highlights bash', async () => {
  // Each package manager's install and dev forms, as src/components/InstallCommand writes them.
  const commands = [
    'npm install @trpc/server@^11 zod\nnpm install --save-dev @types/ws',
    'pnpm add @trpc/server @trpc/client ws\npnpm add --save-dev @types/ws',
    'yarn add superjson\nyarn add --dev @types/express',
    'bun add @trpc/server\nbun add --dev @types/ws',
  ];
  for (const command of commands) {
    assert.equal(commandHtml(command), (await highlightLines(command, 'bash'))!.join('\n'), command);
  }
});
