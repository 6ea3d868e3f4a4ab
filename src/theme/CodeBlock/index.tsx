// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock): compare on upgrade. Drops the remount of
// every code block after hydration, which re-highlighted each one to recolour it for the reader's colour
// mode; token colours are classes now (plugins/code-highlighting), right in either mode. Hands the build's
// highlighted HTML (the `highlighted` prop of a Markdown block, which then has no code as text) and its page's
// type table (`types`) to Content.
import { Children, isValidElement, useMemo, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { codeOfHtml, HighlightedContext } from '@site/plugins/code-highlighting/client/highlighted';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((element) => isValidElement(element))) return children;
  // Now one or more plain strings.
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, highlighted, types, ...props }: Props): ReactNode {
  const lines = useMemo(() => {
    if (highlighted === undefined) return undefined;
    const html = highlighted.split('\n');
    return { code: codeOfHtml(html), lines: html, types };
  }, [highlighted, types]);
  // A Markdown block the build highlighted comes without its code as text: it is read from the HTML.
  const children = lines ? lines.code : maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <HighlightedContext.Provider value={lines}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedContext.Provider>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
