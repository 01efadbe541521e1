import { selectableYears, monthField, yearField } from './calendar';

/*
 * A month and a year kept in a page's URL (`?mes=&ano=`), as the schedule list and the
 * reports read them: the API's own field rules decide what a month and a year are, so a page
 * never asks for what the API would refuse.
 */

/**
 * `?mes=todos`: the whole year. A missing `mes` means the current month (part 2 §9), so
 * "every month" needs a value of its own for a reload or a shared link to keep it.
 */
export const ALL_MONTHS = 'todos';

/** The month (1-12), or null for the whole year, and the year. */
export interface CalendarPeriod {
  month: number | null;
  year: number;
}

/** The browser's own month and year: the default period (part 2 §9). */
export function currentPeriod(now: Date): { month: number; year: number } {
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/** `?mes=` as a month, null for `todos`, or the fallback when missing or not a month. */
export function parseMonthParam(value: string | null, fallback: number): number | null {
  if (value === ALL_MONTHS) return null;
  if (value === null) return fallback;
  const month = monthField.safeParse(value);
  return month.success ? month.data : fallback;
}

/** `?ano=` as a year the API takes, or the fallback. */
export function parseYearParam(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const year = yearField.safeParse(value);
  return year.success ? year.data : fallback;
}

/** The value `?mes=` takes for a period's month. */
export function monthParamOf(month: number | null): string {
  return month === null ? ALL_MONTHS : String(month);
}

/**
 * The years a selector offers (part 2 §9: current - 2 to current + 2), plus the one shown
 * when an older link names another, so the selector never claims a year the page is not in.
 */
export function periodYearOptions(currentYear: number, shownYear: number): number[] {
  const years = selectableYears(currentYear);
  return years.includes(shownYear) ? years : [...years, shownYear].sort((a, b) => a - b);
}

/** `?pagina=` as a page number from 1; anything else (missing, "abc", "0") is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
