import type { ReactNode } from 'react';
import { sponsors, type SponsorTier } from '@site/src/data/sponsors';
import styles from './styles.module.css';

export type SponsorListProps = {
  /** Which tier to list. The page writes the tier's `##` heading itself, so the TOC sees it. */
  tier: SponsorTier;
};

/** "cal.com" from "https://cal.com": short, and it tells the reader where the link goes. */
function displayHost(url: string): string {
  return new URL(url).host.replace(/^www\./, '');
}

/** The sponsors of one tier of src/data/sponsors.ts, as a list of name cards (no logos). */
export default function SponsorList({ tier }: SponsorListProps): ReactNode {
  const inTier = sponsors.filter((sponsor) => sponsor.tier === tier);
  return (
    <ul className={styles.list} data-tier={tier}>
      {inTier.map((sponsor) => (
        <li key={sponsor.name} className={styles.item}>
          <a className={styles.name} href={sponsor.url} target="_blank" rel="noopener noreferrer">
            {sponsor.name}
          </a>
          <span className={styles.host}>{displayHost(sponsor.url)}</span>
        </li>
      ))}
    </ul>
  );
}
