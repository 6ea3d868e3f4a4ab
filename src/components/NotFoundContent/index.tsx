import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useVersions } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import Suggestions from './Suggestions';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: { className?: string }): ReactNode {
  const current = useVersions(undefined).find((version) => version.isLast);
  const waysBack = [
    { to: '/', label: 'Home', description: 'What tRPC is, in one page.' },
    { to: '/docs', label: 'Documentation', description: `Guides and API reference for tRPC ${current?.label ?? ''}.` },
    { to: '/docs/quickstart', label: 'Quickstart', description: 'A typed API running in five minutes.' },
    { to: '/blog', label: 'Blog', description: 'Releases and deep dives from the team.' },
  ];
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised for a new version, or the
            link that brought you here has a typo.
          </p>
          <Suggestions />
          <nav aria-label="Ways back">
            <ul className={styles.list}>
              {waysBack.map(({ to, label, description }) => (
                <li key={to}>
                  <Link className={styles.card} to={to}>
                    <span className={styles.label}>{label}</span>
                    <span className={styles.description}>{description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
