// @types/react-dom is not installed (see src/theme/SearchBar/modules.d.ts); the test renders with this one function.
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToStaticMarkup(node: ReactNode): string;
}
