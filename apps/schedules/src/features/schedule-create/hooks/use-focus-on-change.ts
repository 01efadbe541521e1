import { useEffect, useRef } from 'react';

/**
 * Focuses the element when `value` changes (not on the first render): after a step change
 * the new step's heading, so a screen reader starts reading there and a keyboard user is
 * not left on a button that moved.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [value]);
  return ref;
}
