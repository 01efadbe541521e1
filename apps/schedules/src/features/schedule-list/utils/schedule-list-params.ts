import { SCHEDULES_PAGE_SIZE, type CalendarPeriod } from '@levita/contracts';

/** The query string of the list: Portuguese, like the API's own parameters. */
export const listParams = {
  search: 'busca',
  month: 'mes',
  year: 'ano',
  page: 'pagina',
} as const;

/** The month (1-12) or null for the whole year, and the year the list shows. */
export type SchedulePeriod = CalendarPeriod;

/** Part 2 §9: pages of 10, pages = ceil(total / 10). */
export function pageCount(total: number): number {
  return Math.ceil(total / SCHEDULES_PAGE_SIZE);
}
