import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (Screen Wake Lock): a phone on a music stand must not go
 * dark mid-song. The browser drops the lock when the page is hidden, so it is asked for again
 * each time the page shows. Browsers without it, or a refusal (battery saver), leave the
 * screen's own timeout.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let stopped = false;
    const request = async () => {
      try {
        const granted = await navigator.wakeLock.request('screen');
        if (stopped) void granted.release();
        else sentinel = granted;
      } catch {
        // Refused: the screen keeps its own timeout.
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void request();
    };
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [active]);
}
