import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';

/** The last thing on the page: where to start. */
export default function ClosingCta(): ReactNode {
  return (
    <HomeSection
      id="get-started"
      title="Build your first typesafe API"
      lead="The quickstart takes you from an empty folder to a server and a client that share one set of types."
      surface
      className={styles.closing}
    >
      <div className={styles.actions}>
        <Link className="button button--primary button--lg" to="/docs/quickstart">
          Quickstart
        </Link>
        <Link className="button button--secondary button--outline button--lg" to="/docs">
          Read the docs
        </Link>
      </div>
    </HomeSection>
  );
}
