import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from './schema';
import { withNamedStatements } from './named-statements';
import { registerSqliteFile } from './direct-sqlite';
import { withStatementCache } from './statement-cache';

export type DatabaseKind = AppConfig['database']['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, for its figures (metrics); SQLite has none. */
  pool?: pg.Pool;
}

/**
 * The pool's connection settings, DATABASE_SCHEMA as the search path. node-postgres lets the
 * URL's own `options` (`?options=-c statement_timeout=5000`) replace the ones given beside it:
 * the schema was then silently lost and every table looked for in `public`. Both go together.
 */
export function connectionOptions(
  url: string,
  schema: string | undefined,
): { connectionString: string; options?: string } {
  if (!schema) return { connectionString: url };
  const searchPath = `-c search_path=${schema}`;
  const parsed = new URL(url);
  const own = parsed.searchParams.get('options');
  if (own === null) return { connectionString: url, options: searchPath };
  parsed.searchParams.delete('options');
  return { connectionString: parsed.toString(), options: `${own} ${searchPath}` };
}

/**
 * Opens the configured database. SQLite runs in WAL mode with synchronous=NORMAL: a
 * committed transaction survives a crash of the process; a power loss may lose the last
 * transactions before a checkpoint but never corrupts the file (see docs/operations.md).
 */
export function openDatabase(config: AppConfig['database']): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ ...connectionOptions(config.url, config.schema), max: 10 });
    return {
      kind: 'postgres',
      pool,
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
      }),
    };
  }
  // The file holds password hashes and phone numbers: a new one is the owner's alone (SQLite
  // gives its -wal and -shm files the same mode), in a new directory only the owner can list.
  mkdirSync(dirname(config.file), { recursive: true, mode: 0o700 });
  closeSync(openSync(config.file, 'a', 0o600));
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  registerSqliteFile(db, sqlite);
  return { kind: 'sqlite', db };
}
