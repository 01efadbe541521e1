import { type RefObject, useEffect } from 'react';

/**
 * Scrolls `scroller` down while `running`, a frame at a time, at the pixels a second
 * `speedFor` gives for the chart's overflow (read each frame: a chart that loads or changes
 * size meanwhile keeps its pace right), and calls `onEnd` at the chart's end. Fractions of a
 * pixel are carried over, so a slow song still moves.
 */
export function useAutoScroll(
  scroller: RefObject<HTMLElement | null>,
  {
    running,
    speedFor,
    onEnd,
  }: { running: boolean; speedFor: (overflow: number) => number; onEnd: () => void },
): void {
  useEffect(() => {
    const box = scroller.current;
    if (!running || !box) return;
    let frame = 0;
    let last: number | undefined;
    let carried = 0;
    const step = (now: number) => {
      if (last !== undefined) {
        carried += ((now - last) / 1000) * speedFor(box.scrollHeight - box.clientHeight);
        const whole = Math.floor(carried);
        if (whole > 0) {
          box.scrollTop += whole;
          carried -= whole;
        }
      }
      last = now;
      if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
        onEnd();
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [scroller, running, speedFor, onEnd]);
}
