import { z } from 'zod/mini';
import { wholeNumber } from './integers';
import { typedText } from './text';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)?$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** Whether year-month-day names a real day (no 31 April, 29 February only in leap years). */
function isRealDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A calendar date of the ministry: 'yyyy-MM-dd', or a local date-time whose date part is
 * taken as written ('2026-11-22T19:00:00', as the web sends). A time zone offset or 'Z' is
 * refused: an instant does not say which day it is in the ministry (docs/schedules.md).
 */
export const calendarDateSchema = z.pipe(
  /* @__PURE__ */ z.string({ error: 'invalid_date' }).check(
    ...typedText,
    z.refine((value) => {
      const match = DATE_PATTERN.exec(value);
      return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
    }, 'invalid_date'),
  ),
  z.transform((value) => value.slice(0, 10)),
);

/** A wall-clock time 'HH:mm' ('19:00:00' is accepted and kept as '19:00'). */
export const wallClockTimeSchema = z.pipe(
  /* @__PURE__ */ z
    .string({ error: 'invalid_time' })
    .check(...typedText, z.regex(TIME_PATTERN, 'invalid_time')),
  z.transform((value) => value.slice(0, 5)),
);

/** A month of a year, for lists and reports. */
export const monthField = /* @__PURE__ */ wholeNumber().check(
  /* @__PURE__ */ z.int(),
  z.gte(1, 'invalid_month'),
  z.lte(12, 'invalid_month'),
);
export const yearField = /* @__PURE__ */ wholeNumber().check(
  /* @__PURE__ */ z.int(),
  z.gte(2000, 'invalid_year'),
  z.lte(2100, 'invalid_year'),
);

/** The years a period selector offers (part 2 §9): the current one, two before and two after. */
export function selectableYears(currentYear: number): number[] {
  return [-2, -1, 0, 1, 2].map((offset) => currentYear + offset);
}

/** 'yyyy-MM-dd' of the first and last day of a month. */
export function monthBounds(year: number, month: number): { inicio: string; fim: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { inicio: `${year}-${pad(month)}-01`, fim: `${year}-${pad(month)}-${pad(lastDay)}` };
}

/** monthBounds of the month a 'yyyy-MM-dd…' day is in. */
export const monthBoundsOf = (day: string) =>
  monthBounds(Number(day.slice(0, 4)), Number(day.slice(5, 7)));

/** Days from start to end, both included ('2026-11-20' to '2026-11-22' is 3). */
export function inclusiveDays(start: string, end: string): number {
  const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return toDay(end) - toDay(start) + 1;
}

/** A 'yyyy-MM-dd' day as people write it: 20/11/2026 in pt-BR, 11/20/2026 in en-US. */
export function formatCalendarDay(day: string, locale: 'pt-BR' | 'en-US'): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return locale === 'pt-BR' ? `${date}/${month}/${year}` : `${month}/${date}/${year}`;
}

/** The calendar date `days` after `date` ('yyyy-MM-dd'), counted in UTC so no zone moves it. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** 0 for Sunday through 6 for Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** How many months the ministry home's history shows, the current one last. */
export const HISTORY_MONTHS = 6;

/**
 * The months of the ministry home's history, oldest first, ending with the month of `today`
 * (the ministry's calendar date, 'yyyy-MM-dd').
 */
export function historyMonths(today: string): { mes: number; ano: number }[] {
  // Months counted from year 0, so stepping back across January is plain subtraction.
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: HISTORY_MONTHS }, (_, index) => {
    const serial = current - (HISTORY_MONTHS - 1 - index);
    return { mes: (serial % 12) + 1, ano: Math.floor(serial / 12) };
  });
}
