/**
 * Strict privacy settings make reading `window.localStorage` or `window.sessionStorage` throw a
 * SecurityError. Docusaurus copes (it keeps nothing), but DocSearch 4.7 reads `window.localStorage`
 * unguarded when its modal mounts, and the throw took the navbar's search item down with it. So, before
 * anything renders, a storage whose reading throws is replaced by `null`, which Docusaurus and
 * DocSearch both take for "no storage", and one console warning says so: the site carries on, remembering
 * nothing (test/e2e/storage-unavailable.test.ts).
 */
/** The storages that could not be read, made `null`; empty when both work. */
export function shieldUnreadableStorage(target: Window): string[] {
  const unavailable: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void target[name];
    } catch {
      Object.defineProperty(target, name, { value: null, configurable: true });
      unavailable.push(name);
    }
  }
  return unavailable;
}

if (typeof window !== 'undefined') {
  const unavailable = shieldUnreadableStorage(window);
  if (unavailable.length) {
    console.warn(
      `Browser storage is not available (${unavailable.join(', ')}): preferences will not be saved (colour ` +
        'mode, closed announcement, chosen tabs and docs version, recent searches).',
    );
  }
}
