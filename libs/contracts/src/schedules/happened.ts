/**
 * Whether a schedule is history: its day is before `today` (the ministry's calendar date) or
 * it was finished. A person who deletes their account stays, as a former member, on the
 * schedules that happened, and leaves every other one; the API writes the same condition in
 * SQL (account-deletion-repository.ts).
 */
export const scheduleHappened = (
  schedule: { data: string; finalizada: number | boolean },
  today: string,
): boolean => schedule.data < today || Boolean(schedule.finalizada);
