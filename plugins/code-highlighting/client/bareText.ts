/** Which code tokens are written as bare text, not a <span>: src/theme/CodeBlock/Line/Token and TextLines in
 * src/theme/CodeBlock/Content, so code blocks add fewer elements to a page. */

/** The class of a token with no colour of its own (src/theme/CodeBlock/Content, useGetTokenProps). */
const PLAIN = 'token plain';

/** True for a token in the plain colour that is not an empty line's (whose span holds the line's height). */
export function isBareText({ className, token }: { className?: string; token: { empty?: boolean } }): boolean {
  return className === PLAIN && !token.empty;
}
