// Wrapped: a token in the plain colour is bare text, not a <span>, so code blocks add fewer elements to a page
// (plugins/code-highlighting/client/compactLine.ts drops empty tokens and joins the rest).
import type { ReactNode } from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';
import { isBareText } from '@site/plugins/code-highlighting/client/bareText';

export default function LineTokenWrapper(props: Props): ReactNode {
  return isBareText(props) ? props.children : <LineToken {...props} />;
}
