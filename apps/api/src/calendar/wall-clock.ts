import type { ICalTemporalPlainDateTimeStub, ICalTemporalZonedDateTimeStub } from 'ical-generator';
import { instantOf } from './zone-offsets';

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * A schedule's date and time as a wall-clock value ical-generator writes with TZID and no
 * conversion (its Temporal.PlainDateTime shape). A plain Date would not do: ical-generator
 * reads a Date in the server process's own time zone, whatever the event's TZID.
 */
export function wallClock(
  date: string,
  time: string,
  addMinutes = 0,
): ICalTemporalPlainDateTimeStub {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = new Date(Date.UTC(year, month - 1, day, hour, minute + addMinutes));
  const fields = {
    year: asUtc.getUTCFullYear(),
    month: asUtc.getUTCMonth() + 1,
    day: asUtc.getUTCDate(),
    hour: asUtc.getUTCHours(),
    minute: asUtc.getUTCMinutes(),
    second: 0,
  };
  const dateText = `${pad(fields.year, 4)}-${pad(fields.month)}-${pad(fields.day)}`;
  const text = `${dateText}T${pad(fields.hour)}:${pad(fields.minute)}:00`;
  const plainDate = { ...fields, toJSON: () => dateText, toString: () => dateText };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...fields,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => plainDate,
    toZonedDateTime: (timeZoneId: string) => {
      const epochMilliseconds = instantOf(timeZoneId, asUtc.getTime());
      const zoned: ICalTemporalZonedDateTimeStub = {
        ...fields,
        timeZoneId,
        toJSON: () => `${text}[${timeZoneId}]`,
        toString: () => `${text}[${timeZoneId}]`,
        toPlainDateTime: () => plain,
        withTimeZone: () => zoned,
        toInstant: () => ({
          epochMilliseconds,
          toJSON: () => new Date(epochMilliseconds).toISOString(),
          toString: () => new Date(epochMilliseconds).toISOString(),
          toZonedDateTimeISO: () => zoned,
        }),
      };
      return zoned;
    },
  };
  return plain;
}
