// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock): compare on upgrade. Drops the remount of
// every code block after hydration, which re-highlighted each one to recolour it for the reader's colour
// mode; token colours are classes now (plugins/code-highlighting), right in either mode.
import { Children, isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
