import { useSyncExternalStore } from 'react';
import type { RemoteProps } from '../remote-props';

/** Where a remote is mounted and what it owns there, as RemoteProps say it. */
export type RemoteMount = Pick<RemoteProps, 'basePath' | 'ownedPaths'>;

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

/** Whether `pathname` is the remote's: below its base path and below one of its owned paths. */
export function isOwnedPath(pathname: string, { basePath, ownedPaths }: RemoteMount): boolean {
  return (
    isInsideBasePath(pathname, basePath) &&
    (ownedPaths ?? [basePath]).some((owned) => isInsideBasePath(pathname, owned))
  );
}

/**
 * Follows the URL through popstate, which single-spa fires for every history change. When the
 * URL moves to a page the remote does not own, the shell is about to unmount it; rendering
 * nothing in the meantime keeps the remote's router from acting on that URL: a warning for a
 * path outside its basename, or worse, its catch-all route redirecting a path below its
 * basename that belongs to the shell or another remote (the members remote is mounted at the
 * ministry) and trapping the page in the remote.
 */
export function useLocationInside(mount: RemoteMount): boolean {
  return useSyncExternalStore(subscribe, () => isOwnedPath(window.location.pathname, mount));
}
