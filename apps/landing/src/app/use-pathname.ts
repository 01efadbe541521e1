import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  // single-spa fires popstate for every pushState/replaceState, so this sees every navigation.
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/** The page's path, without a trailing slash (the landing has no router of its own). */
export function usePathname(): string {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
