// Types for an untyped import of the ejected SearchBar: @types/react-dom is not installed (only createPortal is
// used).
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
