import { monthField, SCHEDULES_PAGE_SIZE, selectableYears, yearField } from '@levita/contracts';

/** The query string of the list: Portuguese, like the API's own parameters. */
export const listParams = {
  search: 'busca',
  month: 'mes',
  year: 'ano',
  page: 'pagina',
} as const;

/**
 * `?mes=todos`: the whole year. A missing `mes` means the current month (part 2 §9), so
 * "every month" needs a value of its own for a reload or a shared link to keep it.
 */
export const ALL_MONTHS = 'todos';

/** The month (1-12) or null for the whole year, and the year the list shows. */
export interface SchedulePeriod {
  month: number | null;
  year: number;
}

/** The browser's own month and year: the list's default period. */
export function currentPeriod(now: Date): { month: number; year: number } {
  return { month: now.getMonth() + 1, year: now.getFullYear() };
}

/** `?pagina=` as a page number from 1; anything else (missing, "abc", "0") is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * `?mes=` as a month, null for `todos`, or the fallback when missing or not a month. The
 * API's own field rule decides what a month is, so the list never asks what it would refuse.
 */
export function parseMonth(value: string | null, fallback: number): number | null {
  if (value === ALL_MONTHS) return null;
  if (value === null) return fallback;
  const month = monthField.safeParse(value);
  return month.success ? month.data : fallback;
}

/** `?ano=` as a year the API takes, or the fallback. */
export function parseYear(value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const year = yearField.safeParse(value);
  return year.success ? year.data : fallback;
}

/** The value `?mes=` takes for a period. */
export function monthParamOf(month: number | null): string {
  return month === null ? ALL_MONTHS : String(month);
}

/**
 * The years the selector offers (part 2 §9: current - 2 to current + 2), plus the one shown
 * when an older link names another, so the selector never claims a year the list is not in.
 */
export function yearOptions(currentYear: number, shownYear: number): number[] {
  const years = selectableYears(currentYear);
  return years.includes(shownYear) ? years : [...years, shownYear].sort((a, b) => a - b);
}

/** Part 2 §9: pages of 10, pages = ceil(total / 10). */
export function pageCount(total: number): number {
  return Math.ceil(total / SCHEDULES_PAGE_SIZE);
}
