// Wrapped: a token in the plain colour is bare text, not a <span>, so code blocks add fewer elements to a page
// (plugins/code-highlighting/client/compactLine.ts drops empty tokens and joins the rest).
import type { ReactNode } from 'react';
import LineToken from '@theme-original/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line/Token';

/** The class of a token with no colour of its own (src/theme/CodeBlock/Content, useGetTokenProps). */
const PLAIN = 'token plain';

export default function LineTokenWrapper(props: Props): ReactNode {
  // An empty line's token keeps its span, whose inline-block style holds the line's height.
  return props.className === PLAIN && !props.token.empty ? props.children : <LineToken {...props} />;
}
