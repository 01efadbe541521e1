/**
 * 'yyyy-MM-dd' or an offset-less local date-time 'yyyy-MM-ddTHH:mm[:ss]'. The API sends
 * calendar dates and the ministry's wall clock this way (docs/schedules.md).
 */
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;

/**
 * Reads a calendar date or a local date-time as the browser's local time, field by field.
 * `new Date('2026-11-22')` would be UTC midnight, the 21st in Brazil; this is always the
 * 22nd. A value with `Z` or an offset is an instant, not a day of the ministry, and is
 * refused, as the API refuses it.
 */
export function parseLocalDate(value: string): Date {
  const match = LOCAL_DATE.exec(value.trim());
  if (!match) throw new RangeError(`Not a local date or date-time: "${value}"`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const date = new Date(year, month - 1, day, Number(h), Number(mi), Number(s));
  // Two-digit years would land in the 1900s.
  if (year < 100) date.setFullYear(year, month - 1, day);
  // new Date rolls 31 April over into May: a day that does not exist is refused instead.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    throw new RangeError(`Not a real day: "${value}"`);
  return date;
}

/** A Date as it is, or a calendar date / local date-time string read without shifting. */
export type LocalDateInput = Date | string;

export function toLocalDate(value: LocalDateInput): Date {
  return typeof value === 'string' ? parseLocalDate(value) : value;
}

/** 'yyyy-MM-dd' of a Date in local time: what the API takes for a calendar date. */
export function toCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
