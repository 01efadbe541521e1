import type { MinistryWithMembership } from '../repositories/ministries-repository';
import type { ScheduleRow } from '../repositories/schedules-repository';
import type { Caller } from './ministry-access';

/**
 * What authenticate read of the ministry a request names, in the query that read its caller
 * (ministries-repository `callerWithMembership`), and of the schedule it names, for the
 * route's access check to use instead of asking the database again (a PostgreSQL round trip
 * fewer for each).
 *
 * Kept under the caller object the request read, so nothing outlives the request, and given
 * once: a check made after the route wrote reads the database again.
 */
interface Remembered {
  ministryId: number;
  standing: MinistryWithMembership | undefined;
  /** The schedule a `/escalas/:id…` request names, read first to find its ministry. */
  schedule?: ScheduleRow;
}

const remembered = new WeakMap<Caller, Remembered>();

export function rememberStanding(
  caller: Caller,
  ministryId: number,
  standing: MinistryWithMembership | undefined,
  schedule?: ScheduleRow,
) {
  remembered.set(caller, { ministryId, standing, ...(schedule && { schedule }) });
}

/**
 * The schedule authenticate read for this caller, if it is this one; the standing stays to be
 * taken by the access check that follows.
 */
export function rememberedSchedule(caller: Caller, scheduleId: number) {
  const schedule = remembered.get(caller)?.schedule;
  return schedule?.id === scheduleId ? schedule : undefined;
}

/** The standing read for this caller and ministry, once; undefined when none was. */
export function takeRememberedStanding(caller: Caller, ministryId: number) {
  const entry = remembered.get(caller);
  if (entry?.ministryId !== ministryId) return undefined;
  remembered.delete(caller);
  return entry;
}
