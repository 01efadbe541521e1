import type { Database as SqliteFile } from 'better-sqlite3';

/**
 * The SQLite file behind a Kysely instance that openDatabase made, for the reads that run on
 * it directly (prepared-query.ts). Only the root instance is registered: a transaction or a
 * single connection goes through kysely, which keeps its one connection to one user at a time.
 */
const files = new WeakMap<object, SqliteFile>();

export function registerSqliteFile(db: object, file: SqliteFile) {
  files.set(db, file);
}

export function sqliteFileOf(db: object): SqliteFile | undefined {
  return files.get(db);
}
