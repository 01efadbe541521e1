import type { Locale } from '@levita/i18n';
import { parseLocalDate } from '@levita/i18n';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per language and shape: a list formats many dates. */
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    // UTC on both sides (the values below are built in UTC), so the machine's zone never
    // moves a day or a month.
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

/** The three short parts of the calendar leaf beside a schedule: "dom", "8", "nov". */
export interface CalendarLeaf {
  weekday: string;
  day: string;
  month: string;
}

const shortPart = (text: string) => text.replace(/\.$/, '');

/**
 * A schedule's `data` ('2026-11-08T19:00:00', the ministry's wall clock) as a calendar leaf,
 * read field by field (never `new Date(data)`, which a zone could shift).
 */
export function calendarLeaf(locale: Locale, data: string): CalendarLeaf {
  const local = parseLocalDate(data);
  const day = new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
  return {
    weekday: shortPart(formatter(locale, { weekday: 'short' }).format(day)),
    day: String(local.getDate()),
    month: shortPart(formatter(locale, { month: 'short' }).format(day)),
  };
}
