import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type LinkCard = {
  name: string;
  url: string;
  description?: string;
  /** A short form of the address, so readers see where the link goes. */
  caption: string;
};

/** A grid of cards that each link to an external site: community projects, sponsors. */
export default function LinkCardList({
  items,
  large = false,
}: {
  items: readonly LinkCard[];
  large?: boolean;
}): ReactNode {
  return (
    <ul className={clsx(styles.list, large && styles.large)}>
      {items.map((item) => (
        <li key={item.url} className={styles.item}>
          <a className={styles.name} href={item.url} target="_blank" rel="noopener noreferrer">
            {item.name}
          </a>
          {item.description && <p className={styles.description}>{item.description}</p>}
          <span className={styles.url}>{item.caption}</span>
        </li>
      ))}
    </ul>
  );
}
