import { useSyncExternalStore } from 'react';

/** Part 1 §2: at this width and below the top bar and the ministry menu collapse. */
export const smallScreenQuery = '(max-width: 768px)';

function media(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(smallScreenQuery) : null;
}

function subscribe(listener: () => void) {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

/** Whether the window is a phone's or a small tablet's; false where the browser cannot tell. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
