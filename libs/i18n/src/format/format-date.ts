import type { Locale } from '../locales';
import { type LocalDateInput, toLocalDate } from './local-date';

// Intl formatters are costly to build and lists format many dates: one per locale and shape.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats the local wall-clock fields of a date. The fields are copied into a UTC instant and
 * formatted in UTC, so the result never depends on which zone a cached formatter resolved.
 */
function format(locale: Locale, options: Intl.DateTimeFormatOptions, value: LocalDateInput) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  const date = toLocalDate(value);
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(date.getFullYear(), date.getMonth(), date.getDate());
  wallClock.setUTCHours(date.getHours(), date.getMinutes(), date.getSeconds());
  return cached.format(wallClock);
}

/** "22/11" in pt-BR, "11/22" in en-US (part 2 §9: dates follow the chosen language). */
export function formatDayMonth(locale: Locale, date: LocalDateInput): string {
  return format(locale, { day: '2-digit', month: '2-digit' }, date);
}

/** "22/11/2026" in pt-BR, "11/22/2026" in en-US. */
export function formatShortDate(locale: Locale, date: LocalDateInput): string {
  return format(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }, date);
}

/** "domingo, 22 de novembro de 2026" / "Sunday, November 22, 2026". */
export function formatLongDate(locale: Locale, date: LocalDateInput): string {
  return format(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, date);
}

/** "19:00" in pt-BR, "7:00 PM" in en-US, from a local date-time. */
export function formatTime(locale: Locale, date: LocalDateInput): string {
  return format(locale, { hour: 'numeric', minute: '2-digit' }, date);
}

/**
 * "Novembro" / "November" for month 11 (1-12), capitalised for headings and selectors, as
 * the API's statistics name months.
 */
export function monthName(locale: Locale, month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Month must be 1 to 12, got ${month}`);
  const name = format(locale, { month: 'long' }, new Date(2000, month - 1, 1));
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A month of a year, or a whole year (`month` null): what a list or a report covers. */
export interface MonthOrYear {
  month: number | null;
  year: number;
}

/**
 * The period as a sentence reads it: "novembro de 2026" / "November 2026" for a month, the
 * year alone for the whole year. Lower case in pt-BR, where months are common nouns.
 */
export function formatPeriod(locale: Locale, { month, year }: MonthOrYear): string {
  if (month === null) return String(year);
  return format(locale, { month: 'long', year: 'numeric' }, new Date(year, month - 1, 1));
}
