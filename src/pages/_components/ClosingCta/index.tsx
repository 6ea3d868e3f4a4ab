import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The last thing on the page: where to start. */
export default function ClosingCta(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="get-started">
      <div className="container">
        <Heading as="h2" id="get-started" className={styles.title}>
          Build your first typesafe API
        </Heading>
        <p className={styles.lead}>
          The quickstart takes you from an empty folder to a server and a client that share one set of types.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Quickstart
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs">
            Read the docs
          </Link>
        </div>
      </div>
    </section>
  );
}
