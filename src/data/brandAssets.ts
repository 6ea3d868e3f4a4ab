/** The logo files offered for download on /media. Every path is relative to static/. */

export type BrandAssetFormat = 'svg' | 'png';

export type BrandAssetFile = {
  format: BrandAssetFormat;
  /** Path under static/, also the URL path (before the base URL is added). */
  path: string;
  /** Shown next to the download link: "vector" for SVG, "W × H px" for PNG. */
  dimensions: string;
};

export type BrandAsset = {
  /** Unique, shown as the card heading. */
  name: string;
  description: string;
  /** Alternative text of the preview image. */
  alt: string;
  /** The background the asset is made for; the card previews it on such a tile. */
  background: 'light' | 'dark';
  /** 'wide' for the wordmarks, 'square' for the icons: sizes the preview. */
  shape: 'wide' | 'square';
  /** The SVG first (it is also the preview), then the PNG render. */
  files: readonly BrandAssetFile[];
};

export const brandAssets: readonly BrandAsset[] = [
  {
    name: 'Logo',
    description: 'The icon with the tRPC lettering. The first choice wherever there is room for it.',
    alt: 'tRPC logo: the blue icon followed by the letters tRPC in dark navy',
    background: 'light',
    shape: 'wide',
    files: [
      { format: 'svg', path: 'img/brand/logo.svg', dimensions: 'vector' },
      { format: 'png', path: 'img/brand/logo.png', dimensions: '832 × 256 px' },
    ],
  },
  {
    name: 'Logo for dark backgrounds',
    description: 'Light lettering and a brighter icon for dark pages, slides and video.',
    alt: 'tRPC logo for dark backgrounds: the light blue icon followed by the letters tRPC in near-white',
    background: 'dark',
    shape: 'wide',
    files: [
      { format: 'svg', path: 'img/brand/logo-dark.svg', dimensions: 'vector' },
      { format: 'png', path: 'img/brand/logo-dark.png', dimensions: '832 × 256 px' },
    ],
  },
  {
    name: 'Icon',
    description: 'The mark on its own, for avatars, app icons, favicons and other tight spots.',
    alt: 'tRPC icon: white angle brackets joined by a short line on a rounded blue square',
    background: 'light',
    shape: 'square',
    files: [
      { format: 'svg', path: 'img/brand/icon.svg', dimensions: 'vector' },
      { format: 'png', path: 'img/brand/icon.png', dimensions: '512 × 512 px' },
    ],
  },
  {
    name: 'Icon for dark backgrounds',
    description: 'A lighter blue square with a dark glyph, so the mark stands out on dark surfaces.',
    alt: 'tRPC icon for dark backgrounds: dark angle brackets joined by a short line on a rounded light blue square',
    background: 'dark',
    shape: 'square',
    files: [
      { format: 'svg', path: 'img/brand/icon-dark.svg', dimensions: 'vector' },
      { format: 'png', path: 'img/brand/icon-dark.png', dimensions: '512 × 512 px' },
    ],
  },
];
