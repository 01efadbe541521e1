import { z } from 'zod/mini';
import { calendarDateSchema, wallClockTimeSchema } from '../calendar';
import { wholeNumber } from '../integers';

/*
 * Double booking (issue 25): a member already in another published schedule, of any ministry,
 * starting within three hours of this one gets a warning in the schedule form. It never blocks
 * a save. The API finds the clashes (only it sees other ministries); docs/schedules.md.
 */

/** Start times this close or closer clash (180 minutes apart still does). */
export const DOUBLE_BOOKING_WINDOW_MINUTES = 180;

const minutesOf = (when: { data: string; horario: string }) =>
  Date.parse(`${when.data.slice(0, 10)}T${when.horario.slice(0, 5)}:00Z`) / 60_000;

/**
 * Whether two schedules start at most three hours apart, on the ministry's wall clock (one
 * TIME_ZONE per server, so both are in the same zone): 23:00 clashes with 01:30 the next day.
 */
export function startsClash(
  a: { data: string; horario: string },
  b: { data: string; horario: string },
): boolean {
  return Math.abs(minutesOf(a) - minutesOf(b)) <= DOUBLE_BOOKING_WINDOW_MINUTES;
}

/** The days whose schedules may clash with one on `day`: the day before, it, the day after. */
export function daysAround(day: string): { from: string; to: string } {
  const shift = (days: number) =>
    new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * 86_400_000)
      .toISOString()
      .slice(0, 10);
  return { from: shift(-1), to: shift(1) };
}

/** GET /ministerios/{id}/conflitos: the schedule being built (its id when editing). */
export const scheduleConflictsQuerySchema = z.object({
  data: calendarDateSchema,
  horario: wallClockTimeSchema,
  escala_id: z.optional(wholeNumber().check(z.int(), z.positive())),
});
export type ScheduleConflictsQuery = z.input<typeof scheduleConflictsQuerySchema>;

/**
 * Another schedule the member is on. Named (id, title, ministry, date-time) only when the
 * caller may read it; otherwise every field is null and the web says "another commitment".
 */
export const commitmentSchema = z.object({
  escala_id: z.nullable(z.int()),
  titulo: z.nullable(z.string()),
  ministerio: z.nullable(z.string()),
  /** 'yyyy-MM-ddTHH:mm:00', the wall clock, like a schedule's `data`. */
  data: z.nullable(z.string()),
});
export type Commitment = z.infer<typeof commitmentSchema>;

export const scheduleConflictsSchema = z.object({
  /** Only members of this ministry with at least one clash, each with their clashes. */
  conflitos: z.array(z.object({ membro_id: z.int(), compromissos: z.array(commitmentSchema) })),
});
export type ScheduleConflicts = z.infer<typeof scheduleConflictsSchema>;

/** A clashing schedule as the API and the mock API find it. */
export interface CommitmentSource {
  /** This ministry's member row of the same person. */
  member_id: number;
  schedule_id: number;
  titulo: string;
  data: string;
  horario: string;
  ministerio: string;
}

/**
 * GET /ministerios/{id}/conflitos from the schedules found on the days around: keeps those
 * starting within the window, names those `mayRead`, groups them by member.
 */
export function presentConflicts(
  when: { data: string; horario: string },
  found: readonly CommitmentSource[],
  mayRead: (source: CommitmentSource) => boolean,
): ScheduleConflicts {
  const byMember = new Map<number, Commitment[]>();
  for (const source of found) {
    if (!startsClash(when, source)) continue;
    const commitment = mayRead(source)
      ? {
          escala_id: source.schedule_id,
          titulo: source.titulo,
          ministerio: source.ministerio,
          data: `${source.data}T${source.horario}:00`,
        }
      : { escala_id: null, titulo: null, ministerio: null, data: null };
    byMember.set(source.member_id, [...(byMember.get(source.member_id) ?? []), commitment]);
  }
  return {
    conflitos: [...byMember].map(([membro_id, compromissos]) => ({ membro_id, compromissos })),
  };
}
