import { createContext } from 'react';

/** Set inside the /search page: src/theme/Layout then gives the page's content a <main> landmark. */
export const InSearchPage = createContext<{ mainClassName: string } | null>(null);
