/**
 * Whether a schedule counts: published or finished. A draft may still change or be dropped,
 * so it says nothing about who served or what was played (reports, statistics, substitutes'
 * recent services), and only admin rights and its leader see it (scheduleRights).
 *
 * The rule is kept as the flags that make a schedule count, so that the API writes the same
 * condition in SQL (any flag = 1) that this predicate applies to a row in memory.
 */
export const countingScheduleFlags = ['publicada', 'finalizada'] as const;

export type CountingScheduleFlags = Record<
  (typeof countingScheduleFlags)[number],
  number | boolean
>;

export const isCountedSchedule = (schedule: CountingScheduleFlags): boolean =>
  countingScheduleFlags.some((flag) => Boolean(schedule[flag]));
