import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** The heading's id; the section is the landmark region named by its heading. */
  id: string;
  title: ReactNode;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Sets the section off from its neighbours with the surface colour. */
  surface?: boolean;
  className?: string;
  children?: ReactNode;
};

/** The frame every landing page section shares: a named region, a centred h2 and an optional lead. */
export default function HomeSection({ id, title, lead, surface, className, children }: Props): ReactNode {
  return (
    <section className={clsx(styles.section, surface && styles.surface, className)} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id} className={styles.title}>
          {title}
        </Heading>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
