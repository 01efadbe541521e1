import { type PointerEvent, useRef } from 'react';

/** A swipe is a finger's sideways move of at least this, mostly sideways. */
const MIN_DISTANCE = 60;

/**
 * Handlers for the element a finger swipes on: to the left for the next song, to the right for
 * the previous one. A mouse's drag selects text as usual; an up-and-down move scrolls.
 */
export function useSwipe({ previous, next }: { previous: () => void; next: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < 2 * Math.abs(dy)) return;
      if (dx < 0) next();
      else previous();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
