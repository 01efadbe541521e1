import { useCallback, useEffect, useState } from 'react';

/** Part 2 §9: the song edit success banner shows for 3 s. */
export const SAVED_BANNER_MS = 3000;

/**
 * A message that hides itself after `ms`. Showing it again restarts the wait (a second save
 * right after the first keeps the banner up for another full period).
 */
export function useTimedNotice(ms: number) {
  // A fresh object on every show, so the effect below restarts its timer.
  const [shown, setShown] = useState<object | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);

  const show = useCallback(() => setShown({}), []);
  const hide = useCallback(() => setShown(null), []);
  return { visible: shown !== null, show, hide };
}
