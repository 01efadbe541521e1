import { type RefObject, useEffect } from 'react';

interface StageKeys {
  /** What scrolls: PageUp and PageDown turn a page of it before they turn the song. */
  scroller: RefObject<HTMLElement | null>;
  previous: () => void;
  next: () => void;
  exit: () => void;
}

/** How much of the screen a page turn moves, keeping a few lines of the last page in view. */
const PAGE_SHARE = 0.85;

/** Keys that belong to a field the focus is in (the key and capo selects) are left to it. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, select, textarea') !== null;

/**
 * Stage mode's keys. The arrows left and right go to the previous and next song. PageDown
 * and PageUp, which Bluetooth page-turner pedals send, turn a page of the chart and, at its
 * end (or start), go to the next (or previous) song. Escape leaves stage mode.
 */
export function useStageKeys({ scroller, previous, next, exit }: StageKeys): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (typing(event.target)) return;
      const box = scroller.current;
      const page = box ? box.clientHeight * PAGE_SHARE : 0;
      const atEnd = !box || box.scrollTop + box.clientHeight >= box.scrollHeight - 2;
      const atStart = !box || box.scrollTop <= 2;
      switch (event.key) {
        case 'ArrowRight':
          next();
          break;
        case 'ArrowLeft':
          previous();
          break;
        case 'PageDown':
          if (atEnd) next();
          else box?.scrollBy({ top: page, behavior: 'smooth' });
          break;
        case 'PageUp':
          if (atStart) previous();
          else box?.scrollBy({ top: -page, behavior: 'smooth' });
          break;
        case 'Escape':
          exit();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scroller, previous, next, exit]);
}
