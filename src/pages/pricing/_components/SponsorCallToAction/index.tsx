import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { sponsorCheckoutUrl, sponsorsDocsPath } from '@site/src/data/pricing';
import styles from './styles.module.css';

export default function SponsorCallToAction(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="sponsor-now">
      <div className="container">
        <div className={styles.panel}>
          <Heading as="h2" id="sponsor-now" className={styles.title}>
            Help keep tRPC maintained
          </Heading>
          <p className={styles.text}>
            Choose a tier, or a one-time amount, on GitHub Sponsors. The docs sponsors page lists the organizations that
            already do and explains where the money goes.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" href={sponsorCheckoutUrl}>
              Become a sponsor
            </Link>
            <Link className="button button--secondary button--outline button--lg" to={sponsorsDocsPath}>
              Read the sponsors page
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
