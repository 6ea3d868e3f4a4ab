import type { ReactNode } from 'react';

/**
 * Inline text that a page quotes as tRPC's own output (an error message, a log line, a request
 * URL): `<Quoted>No input expected</Quoted>`. It renders as inline code; `npm run check:quotes`
 * checks that the text occurs in the source of the page's tRPC release, with `…` standing for
 * the parts that vary (a path, an input).
 */
export default function Quoted({ children }: { children: ReactNode }): ReactNode {
  return <code>{children}</code>;
}
