/** WCAG contrast: token colours of a code theme made readable on the site's code backgrounds. */

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16)) as [number, number, number];
}

/** Relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/**
 * `colour` if it reaches AA contrast on `background`, else the nearest colour that does, mixed towards
 * black on a light background or white on a dark one: the hue a theme chose stays recognisable.
 */
export function readableOn(colour: string, background: string): string {
  const towards = luminance(background) > 0.5 ? 0 : 255;
  const start = channels(colour);
  for (let step = 0; step <= 20; step += 1) {
    const mixed = toHex(start.map((value) => value + ((towards - value) * step) / 20));
    if (contrast(mixed, background) >= MIN_CONTRAST) return mixed;
  }
  return toHex([towards, towards, towards]);
}
