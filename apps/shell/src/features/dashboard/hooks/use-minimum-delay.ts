import { useCallback, useEffect, useState } from 'react';

/** Part 1 §2 and §9: the dashboard's loading state shows for at least 300 ms. */
export const MINIMUM_LOADING_MS = 300;

/**
 * Whether `ms` have passed since mount (or since the last `restart`), so a fast answer does
 * not make the spinner flash.
 */
export function useMinimumDelay(ms: number = MINIMUM_LOADING_MS) {
  const [round, setRound] = useState(0);
  const [elapsedRound, setElapsedRound] = useState(-1);
  useEffect(() => {
    const timer = setTimeout(() => setElapsedRound(round), ms);
    return () => clearTimeout(timer);
  }, [ms, round]);
  const restart = useCallback(() => setRound((current) => current + 1), []);
  return { elapsed: elapsedRound === round, restart };
}
