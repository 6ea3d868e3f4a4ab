import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer';
import { compactLine } from '../client/compactLine';

const CODE = `import { initTRPC } from '@trpc/server';

const t = initTRPC.create();
export const appRouter = t.router({
  greet: t.procedure.query(() => ({ text: 'hello' })),
});
`;

/** Each character of a line with the token types it is drawn in, which decide its colour. */
const characters = (line: Token[]) =>
  line.flatMap((token) => [...token.content].map((character) => `${character}:${token.types.join('.')}`));

test('compactLine keeps every character in its token types, with no empty token and no neighbours of the same types', () => {
  const lines = normalizeTokens(Prism.tokenize(CODE, Prism.languages.tsx!));
  const compact = lines.map(compactLine);
  compact.forEach((line, index) => {
    assert.deepEqual(characters(line), characters(lines[index]!), `line ${index + 1}`);
    if (line.length > 1)
      assert.ok(
        line.every((token) => token.content !== ''),
        `line ${index + 1}: an empty token`,
      );
    line.slice(1).forEach((token, at) => {
      assert.notDeepEqual(token.types, line[at]!.types, `line ${index + 1}: neighbours of the same types`);
    });
  });
  // The empty line keeps its one token, marked empty, which holds its height.
  assert.deepEqual(compact[1], lines[1]);
  assert.equal(compact[1]![0]!.empty, true);
  const count = (all: Token[][]) => all.reduce((sum, line) => sum + line.length, 0);
  assert.ok(count(compact) < count(lines) * 0.8, `${count(compact)} tokens of ${count(lines)}`);
});
