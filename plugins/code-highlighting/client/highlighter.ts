/**
 * Code highlighting in the browser: Prism is not in any bundle a page loads. A code block mounted while
 * the page hydrates keeps the highlighted HTML the server wrote (`SERVER_HTML`); a block the browser
 * renders itself (after a client-side navigation) shows its plain lines at once and its tokens as soon as
 * the Prism chunk has loaded. The chunk is not fetched ahead: evaluating it is a long task that a page would
 * pay while a reader may never navigate.
 *
 * The server build uses ./highlighter.server.ts in place of this module (see the plugin's index.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Token } from 'prism-react-renderer';
import { plainLines, SERVER_HTML } from './lines';
import type * as PrismModuleExports from './prism';

export { SERVER_HTML };

type PrismModule = typeof PrismModuleExports;
let prism: PrismModule | undefined;
let loading: Promise<PrismModule> | undefined;

function loadPrism(): Promise<PrismModule> {
  if (!loading) {
    loading = import('./prism').then((module) => (prism = module));
    // A failed chunk download is tried again by the next code block that needs it.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** `wanted` false: the block is highlighted already (the build's HTML), so Prism is not loaded for it. */
export function useHighlightedLines(code: string, language: string, wanted = true): Token[][] | typeof SERVER_HTML {
  const isBrowser = useIsBrowser();
  // True for a block mounted while the page hydrates (the one render where isBrowser is false), for its life.
  const [hydrated] = useState(!isBrowser);
  const [loaded, setLoaded] = useState(prism !== undefined);
  useEffect(() => {
    if (prism || hydrated || !wanted) return undefined;
    let mounted = true;
    loadPrism().then(
      () => mounted && setLoaded(true),
      () => undefined, // the plain lines stay readable
    );
    return () => {
      mounted = false;
    };
  }, [hydrated, wanted]);
  const lines = useMemo(
    () => (hydrated ? undefined : loaded && prism ? prism.tokenize(code, language) : plainLines(code)),
    [hydrated, loaded, code, language],
  );
  return lines ?? SERVER_HTML;
}
