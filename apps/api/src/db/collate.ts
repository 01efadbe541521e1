/**
 * Names are ordered the way a Brazilian reader expects ("Mídia" before "Ministro", case
 * ignored) whatever the database's collation: SQLite and a C-locale PostgreSQL compare bytes.
 */
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

export function sortByName<T>(rows: T[], nameOf: (row: T) => string): T[] {
  return rows.sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
}
