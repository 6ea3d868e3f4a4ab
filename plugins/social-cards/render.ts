/**
 * Rendering and caching: satori lays the card out as SVG, resvg draws it to PNG, and each PNG is kept
 * in the cache folder under the hash of everything it was made from, so a card is rendered only when
 * its text, the template, the fonts, the icon or the renderers change.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import type { CardText } from './content';
import { CARD_HEIGHT, CARD_WIDTH, FONT_FAMILY, ICON_SIZE, cardElement } from './template';

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

export type CardAssets = {
  fonts: Font[];
  iconDataUri: string;
  /** Hash of the template, fonts, icon and renderer versions: part of every card's cache key. */
  fingerprint: string;
};

export const ICON_PATH = 'static/img/brand/icon.svg';
const FONT_FILES = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-700-normal.woff', 700],
  ['inter-latin-ext-700-normal.woff', 700],
] as const;

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Reads the fonts (@fontsource/inter, woff: satori reads no woff2) and the brand icon from the site. */
export function loadAssets(siteDir: string): CardAssets {
  const require = createRequire(path.join(siteDir, 'package.json'));
  // The package exports only CSS; its main file sits at the package root, next to files/.
  const fontDir = path.join(path.dirname(require.resolve('@fontsource/inter')), 'files');
  const fonts = FONT_FILES.map(([file, weight]): Font => ({
    name: FONT_FAMILY,
    data: readFileSync(path.join(fontDir, file)),
    weight,
    style: 'normal',
  }));
  const icon = readFileSync(path.join(siteDir, ICON_PATH));
  const version = (name: string) =>
    (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  const fingerprint = sha256(
    readFileSync(path.join(__dirname, 'template.ts')),
    ...fonts.map((font) => font.data),
    icon,
    version('satori'),
    version('@resvg/resvg-js'),
  );
  return { fonts, iconDataUri: svgDataUri(icon.toString('utf8'), ICON_SIZE), fingerprint };
}

/**
 * The icon as a data URI, its intrinsic size set to the size it is drawn at: resvg rasterises an
 * embedded SVG at its own width and height first, and the brand file says 512.
 */
export function svgDataUri(svg: string, size: number): string {
  const sized = svg.replace(/<svg\b[^>]*>/, (tag) =>
    tag.replace(/\s(width|height)="[^"]*"/g, '').replace(/^<svg/, `<svg width="${size}" height="${size}"`),
  );
  return `data:image/svg+xml;base64,${Buffer.from(sized).toString('base64')}`;
}

/** The card's cache key and file name: a hash of its title, subtitle and the assets fingerprint. */
export function cardKey(text: CardText, fingerprint: string): string {
  return sha256(text.title, text.subtitle, fingerprint).slice(0, 20);
}

export async function renderCard(text: CardText, assets: CardAssets): Promise<Buffer> {
  const svg = await satori(cardElement(text, assets.iconDataUri), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: assets.fonts,
  });
  // resvg draws off the main thread, so several cards render at once.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/**
 * Copies the card with this key from the cache to `target`, rendering and caching it first when the
 * cache lacks it. Returns whether the cache had it.
 */
export async function writeCachedCard(
  key: string,
  cacheDir: string,
  target: string,
  render: () => Promise<Buffer>,
): Promise<{ hit: boolean }> {
  const cached = path.join(cacheDir, `${key}.png`);
  const hit = existsSync(cached);
  if (!hit) {
    mkdirSync(cacheDir, { recursive: true });
    // Written under a temporary name first, so an interrupted build never leaves half a PNG in the cache.
    const partial = `${cached}.${process.pid}.partial`;
    writeFileSync(partial, await render());
    renameSync(partial, cached);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(cached, target);
  return { hit };
}

/** Runs `task` over `items` with at most `limit` running at once. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
