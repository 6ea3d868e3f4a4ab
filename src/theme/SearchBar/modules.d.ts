// Types for the two untyped imports of the ejected SearchBar: @types/react-dom is not installed (only
// createPortal is used), and DocSearch's stylesheet entry ships no declaration.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
declare module '@docsearch/react/style';
