/**
 * The build's code highlighter: Shiki with Visual Studio Code's Light+ and Dark+ themes, and the types
 * the compiler sees (plugins/snippet-releases/compile.ts) rendered through @shikijs/twoslash. A block
 * becomes one HTML string per line; token colours are the classes of client/tokenClasses.ts (`cl-…` for
 * light, `cd-…` for dark), so one copy of the HTML serves both colour modes.
 *
 * Type information is markup the browser shows on demand (client/typePopups.ts): an identifier is
 * `<span class="tw" data-t="…">`, a row of its page's type table (typeTable.ts); a `// ^?` query's answer
 * and an expected error are a block under their line, readable without JavaScript.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { Highlighter, ShikiTransformer, ThemeRegistration } from 'shiki';
import type * as ShikiModule from 'shiki';
import type * as TwoslashModule from '@shikijs/twoslash/core';
import type { TwoslashRenderer, TwoslashShikiReturn } from '@shikijs/twoslash/core';
import type * as HastToHtmlModule from 'hast-util-to-html';

type TwoslashNode = TwoslashShikiReturn['nodes'][number];
import { createRequire } from 'node:module';
import { colourKey, MODE_SCOPE, PREFIX } from './client/tokenClasses';
import type { TypeNode } from '../snippet-releases/compile';
import { readableOn } from './contrast';
import { typeHtmls } from './typeHtml';
import { TypeTable } from './typeTable';

/** Fence languages Shiki highlights; any other (text, for one) is shown as written. */
export const HIGHLIGHTED_LANGUAGES = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'sh', 'shell', 'diff', 'http', 'yaml'];

/** Code block backgrounds: the site's light and dark code surfaces (src/css/custom.css reads them). */
export const CODE_BACKGROUNDS = { light: '#f6f8fa', dark: '#1e1e1e' } as const;

export type ColourMode = keyof typeof CODE_BACKGROUNDS;

/** A type shown at a place of the code readers see: its 0-based line there, in place of the block's line. */
export type ShownType = Omit<TypeNode, 'blockLine'> & { line: number };

export type CodeThemePalette = Record<ColourMode, { foreground: string; colours: Map<string, string> }>;

/** A theme's token colours, each replaced by a readable one where it misses WCAG AA on our background. */
function paletteOf(theme: ThemeRegistration, background: string) {
  const foreground = (theme.colors?.['editor.foreground'] ?? '#000000').slice(0, 7).toLowerCase();
  const colours = new Map<string, string>();
  for (const entry of theme.tokenColors ?? theme.settings ?? []) {
    const colour = entry.settings?.foreground?.slice(0, 7).toLowerCase();
    if (colour && !colours.has(colour)) colours.set(colour, readableOn(colour, background));
  }
  return { foreground, colours };
}

/**
 * Loads an ES module package with Node's own require (Node 20.19+ requires ES modules). Docusaurus loads
 * its config, and so this file, through jiti, whose rewritten import() breaks Shiki's lazy grammar imports.
 */
const nativeRequire = createRequire(__filename);
function importPackage<T>(specifier: string): Promise<T> {
  return Promise.resolve(nativeRequire(specifier) as T);
}

type Loaded = { highlighter: Highlighter; palette: CodeThemePalette };
let loading: Promise<Loaded> | undefined;

/** The highlighter and the colours of both themes, loaded once per process. */
export function loadHighlighter(): Promise<Loaded> {
  loading ??= (async () => {
    const { createHighlighter } = await importPackage<typeof ShikiModule>('shiki');
    const highlighter = await createHighlighter({ themes: ['light-plus', 'dark-plus'], langs: HIGHLIGHTED_LANGUAGES });
    const [light, dark] = [highlighter.getTheme('light-plus'), highlighter.getTheme('dark-plus')];
    const palette = { light: paletteOf(light, CODE_BACKGROUNDS.light), dark: paletteOf(dark, CODE_BACKGROUNDS.dark) };
    return { highlighter, palette };
  })();
  return loading;
}

/** The colour class of a token's colour in one mode; none for the mode's plain text colour. */
function colourClass(colour: string | undefined, mode: ColourMode, palette: CodeThemePalette): string | undefined {
  if (!colour) return undefined;
  const key = colour.slice(0, 7).toLowerCase();
  const readable = palette[mode].colours.get(key) ?? key;
  return readable === palette[mode].foreground ? undefined : PREFIX[mode] + colourKey(readable);
}

const LIGHT_COLOUR = /--shiki-light:\s*([^;]+)/;
const DARK_COLOUR = /--shiki-dark:\s*([^;]+)/;

/** Turns Shiki's per-token colour variables into colour classes. */
function toColourClasses(node: Root | Element, palette: CodeThemePalette): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const style = typeof child.properties.style === 'string' ? child.properties.style : undefined;
    if (style?.includes('--shiki-')) {
      const classes = [
        colourClass(LIGHT_COLOUR.exec(style)?.[1], 'light', palette),
        colourClass(DARK_COLOUR.exec(style)?.[1], 'dark', palette),
      ].filter((name): name is string => name !== undefined);
      delete child.properties.style;
      if (classes.length) child.properties.class = classes.join(' ');
    }
    toColourClasses(child, palette);
  }
}

const text = (value: string): ElementContent => ({ type: 'text', value });
const span = (className: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { class: className, ...properties },
  children,
});

/** Most of a declaration's documentation is for its reference page: a popup shows the first paragraph. */
const DOCS_LIMIT = 300;
export function docsSummary(docs: string | undefined): string | undefined {
  const first = docs?.split(/\n\s*\n/)[0]?.trim();
  if (!first) return undefined;
  return first.length > DOCS_LIMIT ? `${first.slice(0, DOCS_LIMIT).trimEnd()}…` : first;
}

function rendererWith(typeHtml: (info: string) => string, table: TypeTable): TwoslashRenderer {
  const typed = (info: { text: string; docs?: string }, node: unknown) =>
    span('tw', [node as ElementContent], { dataT: table.add(info.text, docsSummary(info.docs), typeHtml) });
  return {
    nodeStaticInfo: typed,
    nodeQuery: typed,
    lineQuery(query) {
      return [
        // As the compiler wrote it: the snippet check compares it with the type the `// ^?` line states.
        span('tw-query', [text(query.text)], {
          style: `--tw-column:${query.character}`,
        }),
      ];
    },
    nodeError(_error, node) {
      return span('tw-error-span', [node as ElementContent]);
    },
    lineError(error) {
      return [span('tw-error', [text(`${error.text}${error.code ? ` (${error.code})` : ''}`)])];
    },
  };
}

const classesOf = (node: Element) =>
  String(node.properties.class ?? '')
    .split(' ')
    .filter(Boolean);

/**
 * Fewer, smaller elements for the same look: a token span without a class becomes its text, a coloured
 * span of spaces becomes its spaces, and a type's span takes the colour of the one token it wraps.
 */
function compact(node: Root | Element): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child as ElementContent];
    compact(child);
    if (child.tagName !== 'span') return [child];
    const only = child.children.length === 1 ? child.children[0] : undefined;
    const keys = Object.keys(child.properties).filter((key) => child.properties[key] !== undefined);
    const isToken = keys.every((key) => key === 'class') && classesOf(child).every((name) => /^c[ld]-/.test(name));
    if (isToken && (keys.length === 0 || (only?.type === 'text' && only.value.trim() === ''))) return child.children;
    if (isToken && only?.type === 'element' && classesOf(only).includes('tw') && only.children.length === 1) {
      only.properties.class = [...classesOf(child), ...classesOf(only)].join(' ');
      return [only];
    }
    return [child];
  }) as never;
}

/** Offsets of each line's start in `code`. */
function lineStarts(code: string): number[] {
  const starts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function twoslashNodes(code: string, types: readonly ShownType[]): TwoslashNode[] {
  const starts = lineStarts(code);
  return types.map((shown): TwoslashNode => {
    const start = starts[shown.line]! + shown.character;
    const target = code.slice(start, start + shown.length);
    const position = { start, length: shown.length, line: shown.line, character: shown.character };
    if (shown.type === 'error')
      return { type: 'error', ...position, text: shown.text, code: shown.code, level: 'error' };
    return { type: shown.type, ...position, target, text: shown.text, docs: shown.docs };
  });
}

/** The HTML of each line: the line's tokens, then any query answer or error written under it. */
function linesOf(root: Root): ElementContent[][] {
  const pre = root.children.find((child): child is Element => child.type === 'element');
  const code = pre?.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  const lines: ElementContent[][] = [];
  for (const child of code?.children ?? []) {
    // Shiki names a line `class: 'line'` (a string, not hast's className list).
    const isLine =
      child.type === 'element' &&
      String(child.properties.class ?? '')
        .split(' ')
        .includes('line');
    if (isLine) lines.push((child as Element).children);
    else if (child.type === 'element') lines[lines.length - 1]?.push(child);
  }
  return lines;
}

/** Each line's elements of `text` highlighted as `lang`, colours as classes. */
function tokenLines(
  { highlighter, palette }: Loaded,
  text: string,
  lang: string,
  transformers: ShikiTransformer[] = [],
): ElementContent[][] {
  const root = highlighter.codeToHast(text, {
    lang,
    themes: { light: 'light-plus', dark: 'dark-plus' },
    defaultColor: false,
    transformers,
    // No time limit: Shiki's default (500 ms a line) leaves the rest of a line in the last colour when a busy
    // machine is slow, so a build's colours would depend on its load (seen on a first line while tests ran beside).
    tokenizeTimeLimit: 0,
  });
  toColourClasses(root, palette);
  compact(root);
  return linesOf(root);
}

/** A popup's type, highlighted as the code around it is: its lines' HTML, joined by newlines. */
export async function typeToHtml(type: string): Promise<string> {
  const loaded = await loadHighlighter();
  const { defaultHoverInfoProcessor } = await importPackage<typeof TwoslashModule>('@shikijs/twoslash/core');
  const { toHtml } = await importPackage<typeof HastToHtmlModule>('hast-util-to-html');
  return tokenLines(loaded, defaultHoverInfoProcessor(type), 'ts')
    .map((children) => toHtml({ type: 'root', children }))
    .join('\n');
}

/**
 * Highlights `code` (as readers see it) with the types shown in it, into one HTML string per line; the types
 * of its names go to `table`, its page's. Returns undefined for a language Shiki does not highlight here.
 */
export async function highlightLines(
  code: string,
  language: string,
  types: readonly ShownType[] = [],
  table = new TypeTable(),
): Promise<string[] | undefined> {
  if (!HIGHLIGHTED_LANGUAGES.includes(language)) return undefined;
  const loaded = await loadHighlighter();
  const { createTransformerFactory } = await importPackage<typeof TwoslashModule>('@shikijs/twoslash/core');
  const { toHtml } = await importPackage<typeof HastToHtmlModule>('hast-util-to-html');
  const transformers: ShikiTransformer[] = [];
  if (types.length > 0) {
    const result: TwoslashShikiReturn = { code, nodes: twoslashNodes(code, types) };
    const typeHtml = await typeHtmls(types.filter((shown) => shown.type !== 'error').map((shown) => shown.text));
    const renderer = rendererWith((type) => typeHtml.get(type)!, table);
    transformers.push(createTransformerFactory(() => result, renderer)({ langs: [language], throws: true }));
  }
  // A line's HTML holds no newline: a type or message spanning lines keeps its breaks as character references.
  return tokenLines(loaded, code, language, transformers).map((children) =>
    toHtml({ type: 'root', children }).replace(/\n/g, '&#10;'),
  );
}

/** A type popup has the code blocks' background, on which every token colour is readable. */
export function popupBackgroundCss(): string {
  return (['light', 'dark'] as const)
    .map((mode) => `${MODE_SCOPE[mode]} .tw-popup{background:${CODE_BACKGROUNDS[mode]}}`)
    .join('\n');
}

/** The stylesheet rules for every token colour of both themes. */
export async function tokenColourCss(): Promise<string> {
  const { palette } = await loadHighlighter();
  return (['light', 'dark'] as const)
    .flatMap((mode) => {
      const scope = MODE_SCOPE[mode];
      const readable = new Set<string>(palette[mode].colours.values());
      readable.delete(palette[mode].foreground);
      return [...readable].map((colour) => `${scope} .${PREFIX[mode]}${colourKey(colour)}{color:${colour}}`);
    })
    .join('\n');
}
