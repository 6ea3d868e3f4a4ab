/**
 * Loads the type popups of code blocks (./typePopupsImpl.ts) on the reader's first hover over a typed name
 * or key press in a code block: pages whose types nobody looks at download none of it.
 */
import type { ClientModule } from '@docusaurus/types';
import type * as PopupsModule from './typePopupsImpl';

type Popups = typeof PopupsModule;
let loaded: Popups | undefined;

function onFirstUse(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest(event.type === 'keydown' ? 'pre' : '.tw')) return;
  document.removeEventListener('pointerover', onFirstUse);
  document.removeEventListener('keydown', onFirstUse);
  void import('./typePopupsImpl').then((popups) => {
    loaded = popups;
    popups.start(event);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ previousLocation }) {
    if (loaded) loaded.hide();
    else if (!previousLocation) {
      document.addEventListener('pointerover', onFirstUse);
      document.addEventListener('keydown', onFirstUse);
    }
  },
};

export default clientModule;
