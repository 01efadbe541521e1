import { useCallback, useEffect, useState } from 'react';

/**
 * A flag that lowers itself after `ms`. Raising it again restarts the wait, so a second copy
 * right after the first keeps the confirmation up for another full period.
 */
export function useTimedFlag(ms: number) {
  // A fresh object on every raise, so the effect below restarts its timer.
  const [raised, setRaised] = useState<object | null>(null);

  useEffect(() => {
    if (!raised) return;
    const timer = setTimeout(() => setRaised(null), ms);
    return () => clearTimeout(timer);
  }, [raised, ms]);

  const raise = useCallback(() => setRaised({}), []);
  const lower = useCallback(() => setRaised(null), []);
  return { up: raised !== null, raise, lower };
}
