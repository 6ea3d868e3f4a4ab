import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { pricingQuestions, splitLinks } from '@site/src/data/pricing';
import styles from './styles.module.css';

function Paragraph({ text }: { text: string }): ReactNode {
  return (
    <p>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <Link key={index} href={part.href}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** Native <details> elements, so every answer opens with or without JavaScript. */
export default function PricingFaq(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="questions">
      <div className="container">
        <Heading as="h2" id="questions">
          Questions about sponsoring
        </Heading>
        <div className={styles.list}>
          {pricingQuestions.map((entry) => (
            <details key={entry.id} id={entry.id} className={styles.item}>
              <summary className={styles.question}>{entry.question}</summary>
              <div className={styles.answer}>
                {entry.answer.map((paragraph) => (
                  <Paragraph key={paragraph} text={paragraph} />
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
