// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Container): compare on upgrade. Without the
// inline --prism-color/--prism-background-color of the current mode, which hydration would leave at the
// server's (light) values; plugins/code-highlighting sets both per mode in its stylesheet.
import type { ComponentProps, ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
