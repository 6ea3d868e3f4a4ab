import type { ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { brandAssets, type BrandAsset, type BrandAssetFile } from '@site/src/data/brandAssets';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

const DESCRIPTION = 'Download the tRPC logo and icon as SVG or PNG, with notes on how to use them.';

/** The brand colors, as drawn in the logo files. */
const colors = [
  { name: 'tRPC blue', hex: '#2563eb', use: 'Icon tile, links and buttons in light mode' },
  { name: 'Light blue', hex: '#60a5fa', use: 'Icon tile and accents on dark backgrounds' },
  { name: 'Navy', hex: '#0f172a', use: 'Lettering on light backgrounds' },
  { name: 'Off-white', hex: '#f8fafc', use: 'Lettering on dark backgrounds' },
] as const;

function DownloadLink({ asset, file }: { asset: BrandAsset; file: BrandAssetFile }): ReactNode {
  const href = useBaseUrl(file.path);
  const fileName = `trpc-${file.path.split('/').pop()}`;
  return (
    <a
      className={clsx('button button--sm button--primary', file.format === 'png' && 'button--outline', styles.download)}
      href={href}
      download={fileName}
    >
      <VisuallyHidden>Download {asset.name} as </VisuallyHidden>
      {file.format.toUpperCase()}
      <span className={styles.dimensions}>{file.dimensions}</span>
    </a>
  );
}

function AssetCard({ asset }: { asset: BrandAsset }): ReactNode {
  const preview = useBaseUrl(asset.files[0]!.path);
  return (
    <li className={styles.card}>
      <div className={clsx(styles.tile, asset.background === 'dark' ? styles.tileDark : styles.tileLight)}>
        <img
          className={asset.shape === 'wide' ? styles.previewWide : styles.previewSquare}
          src={preview}
          alt={asset.alt}
          loading="lazy"
        />
      </div>
      <div className={styles.cardBody}>
        <Heading as="h3" className={styles.cardTitle}>
          {asset.name}
        </Heading>
        <p className={styles.cardText}>{asset.description}</p>
        <ul className={styles.downloads}>
          {asset.files.map((file) => (
            <li key={file.path}>
              <DownloadLink asset={asset} file={file} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export default function Media(): ReactNode {
  return (
    <Layout title="Media" description={DESCRIPTION}>
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1">Media</Heading>
          <p className={styles.lead}>
            Writing about tRPC, giving a talk or listing it in your integrations? Take the logo from here. Every file
            comes as a scalable SVG and as a PNG with a transparent background.
          </p>
        </header>

        <section aria-labelledby="logo-files" className={styles.section}>
          <Heading as="h2" id="logo-files">
            Logo files
          </Heading>
          <ul className={styles.grid}>
            {brandAssets.map((asset) => (
              <AssetCard key={asset.name} asset={asset} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="colors" className={styles.section}>
          <Heading as="h2" id="colors">
            Colors
          </Heading>
          <ul className={styles.swatches}>
            {colors.map((color) => (
              <li key={color.hex} className={styles.swatch}>
                <span className={styles.chip} style={{ backgroundColor: color.hex }} aria-hidden="true" />
                <span>
                  <strong>{color.name}</strong> <code>{color.hex}</code>
                  <br />
                  <span className={styles.swatchUse}>{color.use}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="usage" className={clsx(styles.section, styles.notes)}>
          <Heading as="h2" id="usage">
            Using the logo
          </Heading>
          <ul>
            <li>
              <strong>Give it room.</strong> Keep an empty margin around the logo at least half as wide as the icon is
              tall, free of text, edges and other graphics.
            </li>
            <li>
              <strong>Keep it as drawn.</strong> Resize it only in proportion. Do not recolor, stretch, rotate, outline
              or crop it, add shadows, or rebuild the lettering in another typeface.
            </li>
            <li>
              <strong>Match the background.</strong> On dark or busy backgrounds use the variants made for dark
              backgrounds; on light ones use the standard files.
            </li>
            <li>
              <strong>Spell the name right.</strong> It is written <strong>tRPC</strong>: a lowercase t followed by
              capital R, P and C, also at the start of a sentence.
            </li>
            <li>
              <strong>Refer, don&apos;t endorse.</strong> Use the logo to point to tRPC, not in a way that suggests the
              project sponsors or approves your product.
            </li>
          </ul>
        </section>
      </main>
    </Layout>
  );
}
