import { trimTrailingSlash } from '@levita/contracts/landing-paths';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  // Every navigation fires popstate: single-spa makes pushState do so in the shell, and the
  // landing's own page fires it itself (page/follow-link.ts).
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/** The page's path, without a trailing slash (the landing has no router of its own). */
export function usePathname(): string {
  return trimTrailingSlash(useSyncExternalStore(subscribe, () => window.location.pathname));
}
