import type { ComponentType, ReactNode } from 'react';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import Step1 from '@site/docs/landing-intro/_Step1.mdx';
import Step2 from '@site/docs/landing-intro/_Step2.mdx';
import Step3 from '@site/docs/landing-intro/_Step3.mdx';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';

// The steps live in docs/landing-intro/ so their samples are type-checked with the docs.
const steps: { title: string; Content: ComponentType }[] = [
  { title: 'Define a router', Content: Step1 },
  { title: 'Serve it', Content: Step2 },
  { title: 'Call it with full types', Content: Step3 },
];

export default function HowItWorks(): ReactNode {
  return (
    <HomeSection id="how-it-works" title="How it works" surface>
      <ol className={styles.steps}>
        {steps.map(({ title, Content }, index) => (
          <li key={title} className={styles.step}>
            <Heading as="h3">
              <span className={styles.number}>{index + 1}</span> {title}
            </Heading>
            {/* MDXContent supplies the theme's code blocks (highlighting, titles, copy button). */}
            <MDXContent>
              <Content />
            </MDXContent>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
