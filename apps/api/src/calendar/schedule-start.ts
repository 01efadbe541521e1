import { instantOf } from './zone-offsets';

/**
 * The instant a schedule starts: its calendar date and wall-clock time ('HH:mm') read in the
 * server's zone (a time a clock change skips is read with the offset before it).
 */
export function scheduleStart(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return new Date(instantOf(timeZone, Date.UTC(year!, month! - 1, day!, hour!, minute!)));
}
