/** Minutes the zone is ahead of UTC at the instant (São Paulo: -180). */
function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const local = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((local - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a schedule starts: its calendar date and wall-clock time ('HH:mm') read in the
 * server's zone. Taking the offset at the guess and again at the answer lands right across a
 * daylight-saving change (a time the change skips comes out an hour later).
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const first = asUtc - offsetMinutes(timeZone, asUtc) * 60_000;
  return new Date(asUtc - offsetMinutes(timeZone, first) * 60_000);
}

/** The calendar date `days` after `date` ('yyyy-MM-dd'). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}
