import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { links } from '@site/src/data/links';
import CopyCommand from '../CopyCommand';
import styles from './styles.module.css';

/** What a new project installs first; the copy button copies exactly this. */
export const INSTALL_COMMAND = 'npm install @trpc/server @trpc/client';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          Move Fast and Break Nothing.
          <span className={styles.subtitle}>End-to-end typesafe APIs made easy.</span>
        </Heading>
        <p className={styles.lead}>
          tRPC lets your TypeScript client call your TypeScript server as if it were a local function, with inputs,
          outputs and errors typed from one source of truth and no code generation step.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Quickstart
          </Link>
          <Link className="button button--secondary button--outline button--lg" href={links.github}>
            Star on GitHub
          </Link>
        </div>
        <CopyCommand className={styles.install} command={INSTALL_COMMAND} name="install command" />
      </div>
    </header>
  );
}
