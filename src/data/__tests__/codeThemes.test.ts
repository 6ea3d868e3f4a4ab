import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from '../codeThemes';

/** Parses #rgb, #rrggbb and rgb(r, g, b) into 0..255 channels. */
function channels(color: string): [number, number, number] {
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  let hex = color.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  assert.match(hex, /^[0-9a-f]{6}$/i, `unparsable colour ${color}`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

function lowContrastTokens(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  const colors = [{ types: ['plain'], color: theme.plain.color! }].concat(
    theme.styles
      .filter((entry) => entry.style.color)
      .map((entry) => ({ types: entry.types, color: entry.style.color! })),
  );
  return colors
    .filter(({ color }) => contrast(color, background) < 4.5)
    .map(({ types, color }) => `${types.join('/')} ${color} (${contrast(color, background).toFixed(2)}:1)`);
}

describe('code highlighting themes', () => {
  test('the contrast helper agrees with known values', () => {
    assert.equal(contrast('#000000', '#ffffff').toFixed(0), '21');
    assert.equal(contrast('#767676', '#ffffff').toFixed(2), '4.54');
  });

  for (const [name, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const) {
    test(`every ${name} token colour reaches 4.5:1 on the code background`, () => {
      assert.deepEqual(lowContrastTokens(theme), []);
    });
  }
});
