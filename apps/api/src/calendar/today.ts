/** Whether Intl knows the zone (an unknown one throws a RangeError). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and
 * the statistics call made seven per request (docs/performance.md). Zones come from the
 * configuration, so the map stays small.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The last day worked out per zone, and the minute it holds for. */
const lastDays = new Map<string, { minute: number; day: string }>();

/**
 * The calendar date ('yyyy-MM-dd') it is in the zone at the instant: at 23:30 in São Paulo
 * it is still yesterday in the zone while it is already tomorrow in UTC.
 *
 * Zones are offset from UTC by whole minutes, so the date cannot change within a minute:
 * one `formatToParts` a minute per zone instead of one per request (it was 5 % of a cached
 * home call's CPU, docs/performance.md).
 */
export function todayIn(timeZone: string, now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  lastDays.set(timeZone, { minute, day });
  return day;
}
