import { parseLocalDate, toCalendarDate } from '@levita/i18n';

export type ScheduleTiming = 'past' | 'today' | 'future';

/** The widget's two spans (part 1 §2): one week, or two when expanded. */
export const WEEK_DAYS = 7;
export const TWO_WEEKS_DAYS = 14;

export interface DateRange {
  /** 'yyyy-MM-dd', the Sunday that opens the span. */
  from: string;
  /** 'yyyy-MM-dd', inclusive. */
  to: string;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** `days` days from the Sunday of `today`'s week (local calendar), both ends included. */
export function rangeFromSunday(today: Date, days: number): DateRange {
  const sunday = addDays(today, -today.getDay());
  return { from: toCalendarDate(sunday), to: toCalendarDate(addDays(sunday, days - 1)) };
}

/** `days` days from `today` (local calendar), both ends included. */
export function rangeFromToday(today: Date, days: number): DateRange {
  return { from: toCalendarDate(today), to: toCalendarDate(addDays(today, days - 1)) };
}

/** Past, today or future by the schedule's calendar day, not its hour. */
export function scheduleTiming(data: string, today: Date): ScheduleTiming {
  const day = toCalendarDate(parseLocalDate(data));
  const current = toCalendarDate(today);
  if (day === current) return 'today';
  return day < current ? 'past' : 'future';
}
