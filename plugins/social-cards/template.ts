/**
 * The card's design: a satori element tree (no JSX, so the plugin needs no JSX transform) in the site's
 * light brand: white, the primary blue (#2563eb, src/css/custom.css) for the accent and the subtitle,
 * slate ink for the title. Flat colours only: a CSS gradient triples resvg's drawing and PNG encoding
 * time. Any change to this file changes every card's cache key.
 */
import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { CardText } from './content';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const FONT_FAMILY = 'Inter';

const PRIMARY = '#2563eb';
const INK = '#0f172a';
export const ICON_SIZE = 72;
const PADDING_X = 80;
const ACCENT_WIDTH = 16;
/** Width the title may use. */
const TEXT_WIDTH = CARD_WIDTH - ACCENT_WIDTH - 2 * PADDING_X;
/** Width of an average Inter Bold character, in ems, for estimating how long a word runs. */
const BOLD_CHAR_EM = 0.56;
export const MIN_TITLE_SIZE = 44;

/**
 * Font size of the title: large for short titles, smaller for long ones, and small enough that the
 * longest word (API names like `inferProcedureBuilderResolverOptions`) fits on one line. Titles that
 * are still too long are clamped to three lines with an ellipsis.
 */
export function titleFontSize(title: string): number {
  const length = title.length;
  const bySize = length <= 24 ? 88 : length <= 48 ? 76 : length <= 80 ? 64 : 56;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length), 1);
  const byWord = Math.floor(TEXT_WIDTH / (longestWord * BOLD_CHAR_EM));
  return Math.max(MIN_TITLE_SIZE, Math.min(bySize, byWord));
}

const h = (type: string, style: CSSProperties, ...children: ReactNode[]) => createElement(type, { style }, ...children);

export function cardElement({ title, subtitle }: CardText, iconDataUri: string): ReactNode {
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      fontFamily: FONT_FAMILY,
      color: INK,
      backgroundColor: '#ffffff',
    },
    h('div', { width: ACCENT_WIDTH, height: '100%', backgroundColor: PRIMARY }),
    h(
      'div',
      {
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `64px ${PADDING_X}px 60px`,
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center', gap: 20 },
        createElement('img', { src: iconDataUri, width: ICON_SIZE, height: ICON_SIZE, alt: '' }),
        h('div', { fontSize: 44, fontWeight: 700, letterSpacing: -0.5 }, 'tRPC'),
      ),
      h(
        'div',
        {
          display: 'block',
          width: TEXT_WIDTH,
          fontSize: titleFontSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: -1,
          lineClamp: 3,
          overflowWrap: 'break-word',
        },
        title,
      ),
      h(
        'div',
        {
          display: 'block',
          width: TEXT_WIDTH,
          fontSize: 32,
          fontWeight: 700,
          color: PRIMARY,
          lineClamp: 1,
        },
        subtitle,
      ),
    ),
  );
}
