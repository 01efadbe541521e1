/**
 * Names in the order a Brazilian reader expects ("Mídia" before "Ministro", case ignored),
 * whatever the database's collation: SQLite and a C-locale PostgreSQL compare bytes. The API,
 * the mock API and the web sort people, songs and functions with this one comparison.
 */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** Sorts in place by the name `nameOf` reads, and returns the same array. */
export function sortByName<T>(rows: T[], nameOf: (row: T) => string): T[] {
  return rows.sort((a, b) => compareNames(nameOf(a), nameOf(b)));
}
