/**
 * Sends a page view on each client-side route change; the first page view comes from the bootstrap's
 * `config` call. Adapted from @docusaurus/plugin-google-gtag 3.10.2 (lib/gtag.js).
 */
import type { ClientModule } from '@docusaurus/types';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (
      // No gtag without a tracking id (the plugin then injects no tag): analytics is off.
      typeof window.gtag === 'function' &&
      previousLocation &&
      (location.pathname !== previousLocation.pathname ||
        location.search !== previousLocation.search ||
        location.hash !== previousLocation.hash)
    ) {
      // The next tick, so the page view carries the new page's title (facebook/docusaurus#7420).
      setTimeout(() => {
        window.gtag?.('set', 'page_path', location.pathname + location.search + location.hash);
        window.gtag?.('event', 'page_view');
      });
    }
  },
};

export default clientModule;
