import { createContext } from 'react';

/** Set inside the /search page: src/theme/Layout then wraps the page's content in a styled element. */
export const InSearchPage = createContext<{ mainClassName: string } | null>(null);
