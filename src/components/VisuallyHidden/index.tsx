import type { ComponentProps, ReactNode } from 'react';
import styles from './styles.module.css';

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export default function VisuallyHidden(props: Omit<ComponentProps<'span'>, 'className'>): ReactNode {
  return <span {...props} className={styles.visuallyHidden} />;
}
