import { z } from 'zod/mini';
import { wholeNumber } from '../integers';
import { monthBounds, monthField, yearField } from '../calendar';

/** The songs report's limit options are 10, 20, 50 and 100 (part 2 §9). */
export const SONGS_REPORT_LIMITS = [10, 20, 50, 100] as const;
export const SONGS_REPORT_DEFAULT_LIMIT = 20;
export const SONGS_REPORT_MAX_LIMIT = 100;

/** The participation report's members table shows pages of 10 (part 2 §9). */
export const PARTICIPATION_PAGE_SIZE = 10;

/** The days a report covers, both included ('yyyy-MM-dd'). */
export const reportPeriodSchema = z.object({ inicio: z.string(), fim: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

/** The query fields both reports share. */
export const reportPeriodFields = {
  ministerio_id: /* @__PURE__ */ wholeNumber({ error: 'required' }).check(
    /* @__PURE__ */ z.int(),
    z.positive(),
  ),
  mes: z.optional(monthField),
  ano: z.optional(yearField),
};

/**
 * The period asked for: a month of a year; a whole year when only the year is given; else a
 * month of the current year, the current month by default. `today` is the ministry's
 * calendar date ('yyyy-MM-dd'), not UTC's: at 23:30 on 30 November in São Paulo it is still
 * November there.
 */
export function reportPeriod(today: string, mes?: number, ano?: number): ReportPeriod {
  if (ano !== undefined && mes === undefined)
    return { inicio: `${ano}-01-01`, fim: `${ano}-12-31` };
  return monthBounds(ano ?? Number(today.slice(0, 4)), mes ?? Number(today.slice(5, 7)));
}

/** part × 100 / whole, to one decimal; 0 for an empty whole (a period with no schedules). */
export function roundedPercentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10;
}
