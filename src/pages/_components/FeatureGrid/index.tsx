import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { docPath, homeFeatures } from '@site/src/data/homeFeatures';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';

/** What tRPC 11 gives you, one card per feature from src/data/homeFeatures.ts, each linking to its docs. */
export default function FeatureGrid(): ReactNode {
  return (
    <HomeSection id="features" title="Everything a typed API needs">
      <ul className={styles.grid}>
        {homeFeatures.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <Heading as="h3" className={styles.cardTitle}>
              {feature.title}
            </Heading>
            <p className={styles.description}>{feature.description}</p>
            <Link className={styles.link} to={docPath(feature.doc.id)}>
              {feature.doc.label}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
