import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/** Whether `pathname` is `basePath` or below it (react-router compares basenames case-insensitively). */
export function isInsideBasePath(pathname: string, basePath: string): boolean {
  const base = basePath.replace(/\/+$/, '').toLowerCase();
  const path = pathname.toLowerCase();
  return base === '' || path === base || path.startsWith(`${base}/`);
}

/**
 * Follows the URL through popstate, which single-spa fires for every history change. When the
 * URL leaves the remote, the shell is about to unmount it; rendering nothing in the meantime
 * spares the remote's router a render (and a warning) for a location it does not own.
 */
export function useLocationInside(basePath: string): boolean {
  return useSyncExternalStore(subscribe, () =>
    isInsideBasePath(window.location.pathname, basePath),
  );
}
