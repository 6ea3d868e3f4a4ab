/**
 * Code highlighting themes: Visual Studio's light and dark palettes, with the few token colours
 * that miss WCAG AA contrast (4.5:1) on our code block backgrounds replaced.
 * src/data/__tests__/codeThemes.test.ts checks every token colour against its background.
 */
import { themes, type PrismTheme } from 'prism-react-renderer';

/** Sets the code background and swaps token colours, keyed by the upstream colour they replace. */
function recolor(theme: PrismTheme, backgroundColor: string, replacements: Record<string, string>): PrismTheme {
  return {
    plain: { ...theme.plain, backgroundColor },
    styles: theme.styles.map((entry) => {
      const replacement = entry.style.color && replacements[entry.style.color];
      return replacement ? { ...entry, style: { ...entry.style, color: replacement } } : entry;
    }),
  };
}

export const lightCodeTheme = recolor(themes.vsLight, '#f6f8fa', {
  'rgb(255, 0, 0)': '#c00000', // attr-name
  'rgb(9, 134, 88)': '#07704a', // number, variable
  'rgb(38, 127, 153)': '#1f6a80', // class-name
});

export const darkCodeTheme = recolor(themes.vsDark, '#1e1e1e', {
  'rgb(0, 0, 128)': '#8f9cf0', // prolog
  'rgb(100, 102, 149)': '#a5a8e0', // constant
  '#808080': '#a0a0a0', // markup punctuation
});

export const additionalLanguages = ['bash', 'json', 'diff'];
