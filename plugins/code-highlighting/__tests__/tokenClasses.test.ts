import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, normalizeTokens, themes, type PrismTheme } from 'prism-react-renderer';
import { plainLines } from '../client/lines';
import { assertColourOnlyTheme, colourKey, MODE_SCOPE, themeCss, tokenColourClasses } from '../client/tokenClasses';

// prism-react-renderer's own themes (the site's are recoloured copies of these); vsDark colours two types for markup only.
const THEMES = { light: themes.vsLight, dark: themes.vsDark };

const SAMPLES: [language: string, code: string][] = [
  [
    'tsx',
    `import { initTRPC, TRPCError } from '@trpc/server';
const t = initTRPC.context<{ user?: string }>().create();
// a comment
export const appRouter = t.router({
  hello: t.procedure.query(({ ctx }) => \`Hello \${ctx.user ?? 'world'}\` + 42),
});
export function App(): JSX.Element {
  return <div className="app" data-count={1}>{appRouter ? 'yes' : null}</div>;
}`,
  ],
  ['json', '{ "id": 1, "name": "Ada", "tags": ["a", null, true] }'],
  ['markup', '<a href="/docs">Docs</a><!-- note -->'],
];

/** The colour prism-react-renderer's <Highlight> gives each token, in render order. */
function libraryColours(theme: PrismTheme, language: string, code: string): (string | undefined)[] {
  const colours: (string | undefined)[] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      theme,
      code,
      language,
      children: ({ tokens, getTokenProps }) => {
        for (const line of tokens) for (const token of line) colours.push(getTokenProps({ token }).style?.color);
        return null;
      },
    }),
  );
  return colours;
}

describe('token colour classes', () => {
  for (const [language, code] of SAMPLES) {
    test(`give each ${language} token the colour prism-react-renderer gives it, in both modes`, () => {
      const classes: string[] = [];
      renderToStaticMarkup(
        createElement(Highlight, {
          theme: THEMES.light,
          code,
          language,
          children: ({ tokens }) => {
            for (const line of tokens)
              for (const token of line) classes.push(tokenColourClasses(token, language, THEMES));
            return null;
          },
        }),
      );
      for (const [mode, prefix] of [
        ['light', 'cl-'],
        ['dark', 'cd-'],
      ] as const) {
        const expected = libraryColours(THEMES[mode], language, code).map((colour) =>
          colour === undefined ? undefined : prefix + colourKey(colour),
        );
        const actual = classes.map((list) => list.split(' ').find((name) => name.startsWith(prefix)));
        assert.deepEqual(actual, expected);
        assert.ok(actual.some(Boolean), `some ${language} token is coloured in ${mode} mode`);
      }
    });
  }

  test("the stylesheet sets each mode's plain colours and has a rule for every token colour, scoped to its mode", () => {
    const css = themeCss(THEMES);
    assert.match(css, /html:not\(\[data-theme='dark'\]\)\{--prism-color:#000000;--prism-background-color:#ffffff\}/);
    assert.match(css, /html\[data-theme='dark'\]\{--prism-color:#9CDCFE;--prism-background-color:#1E1E1E\}/);
    for (const [mode, prefix] of [
      ['light', 'cl'],
      ['dark', 'cd'],
    ] as const) {
      for (const entry of THEMES[mode].styles) {
        const key = colourKey(entry.style.color!);
        assert.ok(
          css.includes(`${MODE_SCOPE[mode]} .${prefix}-${key}{color:${entry.style.color}}`),
          `${mode} rule for ${entry.types.join(', ')}`,
        );
      }
    }
  });

  test('colours are spelled one way in class names', () => {
    assert.equal(colourKey('rgb(0, 0, 255)'), '0000ff');
    assert.equal(colourKey('#00F'), '0000ff');
    assert.equal(colourKey('#0000FF'), '0000ff');
    assert.throws(() => colourKey('blue'), /must be rgb\(r, g, b\) or #rrggbb, not "blue"/);
  });

  test('a theme that styles tokens with more than colour is refused, naming the entry', () => {
    assert.throws(
      () => assertColourOnlyTheme(themes.dracula, 'light'),
      /the light code theme sets fontStyle on .*only token colours can be expressed/,
    );
    assert.doesNotThrow(() => assertColourOnlyTheme(THEMES.light, 'light'));
  });
});

describe('plainLines', () => {
  test('splits code into lines of one plain token, as normalizeTokens does', () => {
    const code = 'const a = 1;\n\n  return a;\r\nend\n';
    assert.deepEqual(plainLines(code), normalizeTokens([code]));
  });
});
