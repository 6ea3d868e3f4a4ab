import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * The highlighted-line background of a colour mode, from src/css/custom.css (`:root` for light,
 * `[data-theme='dark']` for dark): a translucent `rgb(r g b / a%)` laid over the code background.
 */
function highlightedLineBackground(mode: 'light' | 'dark', codeBackground: string): string {
  const css = readFileSync(path.join(__dirname, '../../css/custom.css'), 'utf8');
  const selector = mode === 'light' ? ':root' : "[data-theme='dark']";
  const block = css.slice(css.indexOf(`${selector} {`));
  const match = /--docusaurus-highlighted-code-line-bg:\s*rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)/.exec(
    block.slice(0, block.indexOf('}')),
  );
  assert.ok(
    match,
    `src/css/custom.css sets no --docusaurus-highlighted-code-line-bg as rgb(r g b / a%) in ${selector}`,
  );
  const alpha = Number(match[4]) / 100;
  const under = channels(codeBackground);
  const mixed = [1, 2, 3].map((i, index) => Math.round(Number(match[i]) * alpha + under[index]! * (1 - alpha)));
  return `rgb(${mixed.join(', ')})`;
}

function lowContrastTokens(theme: PrismTheme, background = theme.plain.backgroundColor!): string[] {
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

    // The end-to-end crawl leaves code tokens out of its axe run (test/e2e/required-routes.test.ts): this is their check.
    test(`every ${name} token colour reaches 4.5:1 on a highlighted line`, () => {
      const background = highlightedLineBackground(name, theme.plain.backgroundColor!);
      assert.deepEqual(lowContrastTokens(theme, background), [], `on ${background}`);
    });
  }
});
