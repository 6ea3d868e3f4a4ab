import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sameType } from '../typeText';

test('object members in another order name the same type, at any depth', () => {
  assert.ok(
    sameType('const book: { id: string; title: string; }', 'const book: {\n    title: string;\n    id: string;\n}'),
  );
  assert.ok(
    sameType(
      'const res: Promise<{ user: { name: string; id: number; }; ok: true; }>',
      'const res: Promise<{ ok: true; user: { id: number; name: string; }; }>',
    ),
  );
});

test('union members in another order name the same type, inside a member too', () => {
  assert.ok(sameType('const status: "idle" | "pending" | "error"', 'const status: "error" | "idle" | "pending"'));
  assert.ok(
    sameType('const data: { value?: string | undefined; }', 'const data: {\n    value?: undefined | string;\n}'),
  );
});

test('a different type, a different name or a reordered list is not the same', () => {
  assert.ok(!sameType('const book: { id: string; }', 'const book: { id: number; }'));
  assert.ok(!sameType('const book: { id: string; }', 'const novel: { id: string; }'));
  assert.ok(!sameType('const pair: [string, number]', 'const pair: [number, string]'));
  assert.ok(!sameType('const f: (a: string, b: number) => void', 'const f: (b: number, a: string) => void'));
  assert.ok(!sameType('const m: Map<string, number>', 'const m: Map<number, string>'));
});

test('arrows and string literals holding a separator keep their meaning', () => {
  assert.ok(
    sameType(
      'const f: (input: { b: 1; a: 2; }) => Promise<void>',
      'const f: (input: { a: 2; b: 1; }) => Promise<void>',
    ),
  );
  assert.ok(sameType("const s: 'a|b' | 'c;d'", "const s: 'c;d' | 'a|b'"));
  assert.ok(!sameType("const s: 'a|b'", "const s: 'b|a'"));
});
