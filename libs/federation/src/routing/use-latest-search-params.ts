import { useCallback, useEffect, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';

/**
 * `useSearchParams` whose updates build on each other. The router applies a change in a
 * transition, so until it re-renders, its params (and the `current` its setter passes) are the
 * URL before the change: two quick changes (a tab, then a month) would each start from that
 * URL and the second would undo the first. Here each change starts from the last one asked for.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      setParams(() => {
        const next = change(new URLSearchParams(latest.current));
        latest.current = next;
        return next;
      }, options),
    [setParams],
  );
  return [params, update] as const;
}
