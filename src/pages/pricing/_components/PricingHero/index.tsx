import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { sponsorCheckoutUrl, sponsorsDocsPath } from '@site/src/data/pricing';
import CheckIcon from '../CheckIcon';
import styles from './styles.module.css';

const freedoms = ['MIT License', 'No paid edition', 'No account or licence key'] as const;

export default function PricingHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Pricing</p>
        <Heading as="h1" className={styles.title}>
          tRPC is free.
        </Heading>
        <p className={styles.lead}>
          Every tRPC package is open source under the MIT License. Use it for side projects, at work and inside products
          you sell, without paying anyone or asking permission. Nothing on this page is needed to use tRPC.
        </p>
        <ul className={styles.freedoms}>
          {freedoms.map((freedom) => (
            <li key={freedom}>
              <CheckIcon className={styles.check} />
              {freedom}
            </li>
          ))}
        </ul>
        <p className={styles.lead}>
          What the project does need is maintainer time. If tRPC saves you or your team work, a sponsorship helps pay
          for that time. These are the tiers, and what each one gets.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={sponsorCheckoutUrl}>
            Sponsor tRPC on GitHub
          </Link>
          <Link className="button button--secondary button--outline button--lg" to={sponsorsDocsPath}>
            See who sponsors tRPC
          </Link>
        </div>
      </div>
    </header>
  );
}
