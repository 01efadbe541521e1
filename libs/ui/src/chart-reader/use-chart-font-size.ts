import { useCallback, useState } from 'react';

const STORAGE_KEY = 'levita.chart.fontSize';
export const CHART_FONT_SIZES = [14, 16, 18, 20, 24, 28, 32] as const;
const DEFAULT_SIZE = 16;

function storedSize(): number {
  try {
    const stored = Number(window.localStorage.getItem(STORAGE_KEY));
    return (CHART_FONT_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_SIZE;
  } catch {
    return DEFAULT_SIZE;
  }
}

/**
 * The chart's font size, remembered on this device: a musician who reads from a tablet on a
 * stand sets it once, and every chart opens at it.
 */
export function useChartFontSize() {
  const [size, setSize] = useState(storedSize);
  const change = useCallback((step: 1 | -1) => {
    setSize((current) => {
      const index = CHART_FONT_SIZES.indexOf(current as (typeof CHART_FONT_SIZES)[number]);
      const next =
        CHART_FONT_SIZES[Math.min(CHART_FONT_SIZES.length - 1, Math.max(0, index + step))] ??
        current;
      try {
        window.localStorage.setItem(STORAGE_KEY, String(next));
      } catch {
        // Private windows may refuse storage: the size still holds for this page.
      }
      return next;
    });
  }, []);
  return {
    size,
    smaller: () => change(-1),
    larger: () => change(1),
    isSmallest: size === CHART_FONT_SIZES[0],
    isLargest: size === CHART_FONT_SIZES.at(-1),
  };
}
