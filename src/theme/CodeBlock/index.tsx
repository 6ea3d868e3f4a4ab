// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock): compare on upgrade. Drops the remount of
// every code block after hydration, which re-highlighted each one to recolour it for the reader's colour
// mode; token colours are classes now (plugins/code-highlighting), right in either mode. Hands the build's
// highlighted HTML (the `highlighted` prop of a Markdown block) to Content.
import { Children, isValidElement, useMemo, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { HighlightedContext } from '@site/plugins/code-highlighting/client/highlighted';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  highlighted,
  ...props
}: Props & { highlighted?: string }): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const lines = useMemo(
    () =>
      typeof children === 'string' && highlighted !== undefined
        ? { code: children, lines: highlighted.split('\n') }
        : undefined,
    [children, highlighted],
  );
  return typeof children === 'string' ? (
    <HighlightedContext.Provider value={lines}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedContext.Provider>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
