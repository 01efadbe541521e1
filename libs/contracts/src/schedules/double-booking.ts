import { z } from 'zod/mini';
import { calendarDateSchema, wallClockTimeSchema } from '../calendar';
import { wholeNumber } from '../integers';

/*
 * Double booking: a member already in another published schedule, of any ministry, starting
 * within three hours of this one gets a warning in the schedule form. It never blocks a save.
 * The API finds the clashes (only it sees other ministries); docs/schedules.md.
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
  escala_id: z.optional(/* @__PURE__ */ wholeNumber().check(/* @__PURE__ */ z.int(), z.positive())),
});
export type ScheduleConflictsQuery = z.input<typeof scheduleConflictsQuerySchema>;

/** Another schedule the member is on, which the caller may read: named, with its start. */
export const commitmentSchema = z.object({
  escala_id: /* @__PURE__ */ z.int(),
  titulo: z.string(),
  ministerio: z.string(),
  /** 'yyyy-MM-ddTHH:mm:00', the wall clock, like a schedule's `data`. */
  data: z.string(),
});
export type Commitment = z.infer<typeof commitmentSchema>;

/** One member of this ministry with at least one clash. */
export const memberDoubleBookingSchema = z.object({
  membro_id: /* @__PURE__ */ z.int(),
  /** Schedules the caller may read starting within three hours, by start. */
  compromissos: z.array(commitmentSchema),
  /**
   * The member is on a schedule the caller may not read, on the same calendar day, at whatever
   * hour: nothing else about it is told, whatever time is asked (docs/schedules.md).
   */
  compromisso_oculto_no_dia: z.boolean(),
});
export type MemberDoubleBooking = z.infer<typeof memberDoubleBookingSchema>;

export const scheduleConflictsSchema = z.object({
  /** Only members with a clash, by member id. */
  conflitos: z.array(memberDoubleBookingSchema),
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
 * Whether a schedule the caller may not read counts as a clash: on the day asked, whatever the
 * hours. Nothing of the time asked may decide it, or asking minute after minute would find
 * the minute the window opens, and so the other schedule's start.
 */
const sameDay = (when: { data: string }, other: { data: string }) =>
  when.data.slice(0, 10) === other.data.slice(0, 10);

/**
 * GET /ministerios/{id}/conflitos from the schedules found on the days around: names those
 * `mayRead` starting within the window, flags the member for those on the same day otherwise.
 */
export function presentConflicts(
  when: { data: string; horario: string },
  found: readonly CommitmentSource[],
  mayRead: (source: CommitmentSource) => boolean,
): ScheduleConflicts {
  const byMember = new Map<number, MemberDoubleBooking>();
  for (const source of found) {
    const readable = mayRead(source);
    if (readable ? !startsClash(when, source) : !sameDay(when, source)) continue;
    const entry = byMember.get(source.member_id) ?? {
      membro_id: source.member_id,
      compromissos: [],
      compromisso_oculto_no_dia: false,
    };
    if (readable)
      entry.compromissos.push({
        escala_id: source.schedule_id,
        titulo: source.titulo,
        ministerio: source.ministerio,
        data: `${source.data}T${source.horario}:00`,
      });
    else entry.compromisso_oculto_no_dia = true;
    byMember.set(source.member_id, entry);
  }
  // Ordered by ids and named starts only: the order schedules were found in (by start) would
  // place a hidden one among the named, telling its hour.
  const members = [...byMember.values()].sort((a, b) => a.membro_id - b.membro_id);
  for (const member of members)
    member.compromissos.sort((a, b) => a.data.localeCompare(b.data) || a.escala_id - b.escala_id);
  return { conflitos: members };
}
