import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { sponsors, sponsorTierLabels, sponsorTiers, sponsorUrl } from '@site/src/data/sponsors';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

/** Sponsors by name, larger tiers first and larger, from src/data/sponsors.ts: nothing is fetched. */
export default function HomeSponsors(): ReactNode {
  const ordered = sponsorTiers.flatMap((tier) => sponsors.filter((sponsor) => sponsor.tier === tier));
  return (
    <HomeSection
      id="sponsors"
      title="Sponsors"
      lead="tRPC is MIT-licensed and built in the open. These organizations fund its development."
      className={styles.centered}
    >
      <ul className={styles.list}>
        {ordered.map((sponsor) => (
          <li key={sponsor.name} className={clsx(styles.sponsor, styles[sponsor.tier])}>
            <Link href={sponsor.url}>{sponsor.name}</Link>
            {/* The size shows the tier; this says it to screen readers. */}
            <VisuallyHidden>, {sponsorTierLabels[sponsor.tier]} sponsor</VisuallyHidden>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link className="button button--primary button--outline" href={sponsorUrl}>
          Become a sponsor
        </Link>
        <Link className="button button--secondary button--outline" to="/docs/community/sponsors">
          All sponsors
        </Link>
      </div>
    </HomeSection>
  );
}
