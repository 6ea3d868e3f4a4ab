import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { sourcePath, trpcUsers } from '@site/src/data/users';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

/** Projects built on tRPC, as plain-text wordmarks, each with the public file that shows it. */
export default function UsedBy(): ReactNode {
  return (
    <HomeSection
      id="used-by"
      title="Used in production"
      lead="Some of the open-source products whose APIs run on tRPC. Each one’s code is public: follow the file link to see where it depends on it."
      surface
    >
      <ul className={styles.list}>
        {trpcUsers.map((user) => (
          <li key={user.name} className={styles.item}>
            <Link className={styles.name} href={user.url}>
              {user.name}
            </Link>
            <span className={styles.description}>{user.description}</span>
            <Link className={styles.source} href={user.source}>
              <VisuallyHidden>{user.name} source: </VisuallyHidden>
              {sourcePath(user.source)}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
