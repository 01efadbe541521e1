import type { Database as SqliteFile, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * The SQLite file as kysely's driver sees it, preparing each distinct SQL text once.
 *
 * Kysely's SQLite driver calls `prepare` for every query it runs; preparing was 9-18 % of
 * the server's CPU on a list call (docs/performance.md). A query built by the same code
 * compiles to the same SQL text, so a bounded map from text to statement serves nearly every
 * call; texts that vary (an `in` list of a new length) make new entries and push out the
 * least recently used. Kysely runs one query at a time on its one connection and streams
 * nothing here, so a statement is never in use twice at once.
 */
export function withStatementCache(file: SqliteFile, capacity = 500): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => file.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: re-inserting marks it as the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = file.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
