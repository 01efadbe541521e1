/**
 * UTC offsets of an IANA zone from the server's own time zone data (Node's ICU), the same
 * data `todayIn` reads. The calendar feed describes TIME_ZONE with it, because packaged
 * VTIMEZONE files go stale: @touch4it/ical-timezones still gives America/Sao_Paulo the
 * summer time Brazil dropped in 2019, which put November's services an hour early in any
 * calendar app that reads the VTIMEZONE.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(timeZone: string) {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at the instant ('GMT-03:00' is -180). */
export function offsetAt(timeZone: string, instant: number): number {
  const name = offsetFormat(timeZone)
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant a wall-clock time of the zone names (as ms since 1970). A time skipped by a
 * clock change is read with the offset before it, one that happens twice as its first time.
 */
export function instantOf(timeZone: string, wallClockAsUtc: number): number {
  const before = offsetAt(timeZone, wallClockAsUtc - 36 * 3_600_000);
  const guess = wallClockAsUtc - before * 60_000;
  const after = offsetAt(timeZone, guess);
  const second = wallClockAsUtc - after * 60_000;
  return offsetAt(timeZone, second) === after ? Math.min(guess, second) : guess;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Each change of offset between two instants: when, and the offsets before and after. */
export function offsetChanges(timeZone: string, from: number, to: number) {
  const changes: { at: number; before: number; after: number }[] = [];
  let previous = offsetAt(timeZone, from);
  for (let day = from + DAY_MS; day < to + DAY_MS; day += DAY_MS) {
    const offset = offsetAt(timeZone, day);
    if (offset === previous) continue;
    // The change is within the last day: narrow it down to the minute.
    let low = day - DAY_MS;
    let high = day;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(timeZone, middle) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, before: previous, after: offset });
    previous = offset;
  }
  return changes;
}
