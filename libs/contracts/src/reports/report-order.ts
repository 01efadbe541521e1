import { compareNames } from '../names';

/**
 * How the reports list members, functions and songs: most first, then by name the way a
 * Brazilian reader expects; rows equal in both keep the order they came in (the API reads
 * them by id). Sorts in place and returns the same array.
 */
export function byCountThenName<T>(
  rows: T[],
  countOf: (row: T) => number,
  nameOf: (row: T) => string,
): T[] {
  return rows.sort((a, b) => countOf(b) - countOf(a) || compareNames(nameOf(a), nameOf(b)));
}
