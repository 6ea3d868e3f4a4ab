/**
 * Code token colours as CSS classes instead of inline styles, so one highlighted HTML serves both colour
 * modes: a token gets `cl-<colour>` for its light-theme colour and `cd-<colour>` for its dark one, and the
 * stylesheet from `themeCss` applies the class of the mode on <html data-theme> (light without one). The HTML the build writes
 * is then right in either mode and the browser never has to highlight a code block again to recolour it
 * (stock Docusaurus remounts every code block after hydration for that reason).
 *
 * A token's colour is worked out as prism-react-renderer works it out: the theme entries for the block's
 * language, merged per token type, the last of the token's types that has a colour winning. Themes may set
 * colours only (`assertColourOnlyTheme`): with other properties a merge could mix two entries, which one
 * class per token cannot express.
 */
import type { PrismTheme } from 'prism-react-renderer';

export type ColourMode = 'light' | 'dark';
export type CodeThemes = Record<ColourMode, PrismTheme>;

/** The part of prism-react-renderer's token the colour depends on. */
export type TokenTypes = { types: readonly string[] };

/** The site's code themes from themeConfig.prism: its dark theme, or its one theme in both modes. */
export function codeThemesOf(prism: { theme: PrismTheme; darkTheme?: PrismTheme }): CodeThemes {
  return { light: prism.theme, dark: prism.darkTheme ?? prism.theme };
}

export const PREFIX: Record<ColourMode, string> = { light: 'cl-', dark: 'cd-' };

/**
 * Where each mode's colours apply: light wherever the page is not dark, so a page read without JavaScript
 * (which sets <html data-theme>) still shows highlighted code.
 */
export const MODE_SCOPE: Record<ColourMode, string> = {
  light: "html:not([data-theme='dark'])",
  dark: "html[data-theme='dark']",
};

/** `rgb(0, 0, 255)`, `#00F` or `#0000ff` → `0000ff`: one spelling per colour, usable in a class name. */
export function colourKey(colour: string): string {
  const rgb = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(colour);
  if (rgb)
    return rgb
      .slice(1, 4)
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('');
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const digits = hex[1]!.toLowerCase();
    return digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  }
  throw new Error(`[code-highlighting] a code theme colour must be rgb(r, g, b) or #rrggbb, not "${colour}"`);
}

/** Throws, naming the entry, when a theme sets anything but `color` on a token type. */
export function assertColourOnlyTheme(theme: PrismTheme, name: string): void {
  for (const entry of theme.styles) {
    const other = Object.keys(entry.style).filter((key) => key !== 'color');
    if (other.length) {
      throw new Error(
        `[code-highlighting] the ${name} code theme sets ${other.join(', ')} on ${entry.types.join(', ')}: ` +
          'only token colours can be expressed as one class per token (plugins/code-highlighting/client/tokenClasses.ts)',
      );
    }
  }
}

/** Token type → colour for one theme and language, merged in theme order as prism-react-renderer does. */
function colourDictionary(theme: PrismTheme, language: string): Map<string, string> {
  const dictionary = new Map<string, string>();
  for (const { types, languages, style } of theme.styles) {
    if (languages && !languages.includes(language as never)) continue;
    if (typeof style.color !== 'string') continue;
    for (const type of types) dictionary.set(type, style.color);
  }
  return dictionary;
}

const dictionaries = new WeakMap<PrismTheme, Map<string, Map<string, string>>>();
function dictionaryFor(theme: PrismTheme, language: string): Map<string, string> {
  let byLanguage = dictionaries.get(theme);
  if (!byLanguage) dictionaries.set(theme, (byLanguage = new Map()));
  let dictionary = byLanguage.get(language);
  if (!dictionary) byLanguage.set(language, (dictionary = colourDictionary(theme, language)));
  return dictionary;
}

/** A token's colour in `theme`, or undefined for text in the theme's plain colour. */
export function tokenColour(token: TokenTypes, language: string, theme: PrismTheme): string | undefined {
  const dictionary = dictionaryFor(theme, language);
  let colour: string | undefined;
  for (const type of token.types) colour = dictionary.get(type) ?? colour;
  return colour;
}

/** The colour classes of a token, e.g. `cl-0000ff cd-569cd6`; empty for text in the plain colour. */
export function tokenColourClasses(token: TokenTypes, language: string, themes: CodeThemes): string {
  const classes: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const colour = tokenColour(token, language, themes[mode]);
    if (colour !== undefined) classes.push(PREFIX[mode] + colourKey(colour));
  }
  return classes.join(' ');
}

/**
 * The stylesheet: each mode's plain text and background colours as the variables stock code blocks read
 * (`--prism-color`, `--prism-background-color`), and one rule per token colour of the mode's theme.
 */
export function themeCss(themes: CodeThemes): string {
  return (['light', 'dark'] as const)
    .map((mode) => {
      const theme = themes[mode];
      assertColourOnlyTheme(theme, mode);
      const scope = MODE_SCOPE[mode];
      const variables = [
        theme.plain.color && `--prism-color:${theme.plain.color}`,
        theme.plain.backgroundColor && `--prism-background-color:${theme.plain.backgroundColor}`,
      ].filter(Boolean);
      const colours = new Set(
        theme.styles.flatMap((entry) => (typeof entry.style.color === 'string' ? [entry.style.color] : [])),
      );
      const rules = [...colours].map((colour) => `${scope} .${PREFIX[mode]}${colourKey(colour)}{color:${colour}}`);
      return [`${scope}{${variables.join(';')}}`, ...rules].join('\n');
    })
    .join('\n');
}
