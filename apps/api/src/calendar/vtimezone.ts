import { offsetAt, offsetChanges } from './zone-offsets';

const DAY_MS = 86_400_000;

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** '+0200', '-0300': an offset in minutes as RFC 5545 writes it. */
const utcOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The local time an instant shows at an offset, as RFC 5545's DATE-TIME without zone. */
function localTime(instant: number, offset: number) {
  const d = new Date(instant + offset * 60_000);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/**
 * A VTIMEZONE (RFC 5545 §3.6.5) for the zone over the days [from, to] (instants), from the
 * server's time zone data: the offset at `from`, then each change in the range. Events
 * outside the range are never written with it, so no recurrence rule is needed.
 */
export function vtimezone(timeZone: string, from: number, to: number): string {
  const start = from - DAY_MS;
  const first = offsetAt(timeZone, start);
  const changes = offsetChanges(timeZone, start, to + DAY_MS);
  const lowest = Math.min(first, ...changes.map((change) => change.after));
  const observance = (at: number, before: number, after: number) => {
    const kind = after > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localTime(at, before)}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    `X-LIC-LOCATION:${timeZone}`,
    ...observance(start, first, first),
    ...changes.flatMap((change) => observance(change.at, change.before, change.after)),
    'END:VTIMEZONE',
  ].join('\r\n');
}
