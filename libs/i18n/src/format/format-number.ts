import type { Locale } from '../locales';

/** What a song without a known duration shows. */
export const UNKNOWN_DURATION = '--:--';

/** A song's duration in seconds as "m:ss" (245 gives "4:05"); '--:--' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return UNKNOWN_DURATION;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

const percentFormatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A percentage given in percent units, as the reports send it (66.7), with one decimal
 * (part 2 §9): "66,7%" in pt-BR, "66.7%" in en-US.
 */
export function formatPercent(locale: Locale, value: number): string {
  let cached = percentFormatters.get(locale);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    percentFormatters.set(locale, cached);
  }
  return cached.format(value / 100);
}
