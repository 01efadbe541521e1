import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../database';
import { StartupError, reachPostgres } from '../reach-database';
import type { Database } from '../schema';
import { databaseSource } from './database-source';
import type { PortableSource } from './events';
import { CopyRefusal, damagedFile, unreadableFile } from './refusal';

export type FileKind = 'sqlite' | 'portable' | 'pg-dump';

const signatures: [FileKind, Buffer][] = [
  ['sqlite', Buffer.from('SQLite format 3\0', 'latin1')],
  ['portable', Buffer.from([0x1f, 0x8b])],
  ['pg-dump', Buffer.from('PGDMP', 'latin1')],
];

/** What a backup file is, from its first bytes. */
export async function fileKindOf(file: string): Promise<FileKind> {
  const start = Buffer.alloc(16);
  let length: number;
  try {
    const handle = await open(file);
    try {
      ({ bytesRead: length } = await handle.read(start, 0, 16, 0));
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw unreadableFile(file, error as NodeJS.ErrnoException);
  }
  if (!length) throw new CopyRefusal(`${file} is empty: it holds no backup.`);
  const found = signatures.find(([, signature]) =>
    start.subarray(0, signature.length).equals(signature),
  );
  if (!found)
    throw new CopyRefusal(
      `${file} is neither a SQLite database, a Levita portable backup nor a pg_dump file.`,
    );
  return found[0];
}

export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/**
 * A SQLite file opened read-only, after SQLite's integrity check: a damaged page would
 * otherwise stop a copy half-way with SQLite's error.
 */
function openWholeSqlite(file: string) {
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
    const verdict = String(sqlite.pragma('integrity_check(1)', { simple: true }));
    if (verdict !== 'ok')
      throw damagedFile(file, 'SQLite database', verdict.replace(/^\*\*\*.*\*\*\*\n/, ''));
    return sqlite;
  } catch (error) {
    sqlite?.close();
    if (!(error instanceof SQLite.SqliteError)) throw error;
    throw /^SQLITE_(CORRUPT|NOTADB)/.test(error.code)
      ? damagedFile(file, 'SQLite database', error.message)
      : unreadableFile(file, error);
  }
}

/** A SQLite file opened read-only as a source: reading it changes nothing, not even its mode. */
export async function sqliteFileSource(file: string): Promise<PortableSource> {
  if ((await fileKindOf(file)) !== 'sqlite')
    throw new CopyRefusal(`${file} is not a SQLite database.`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: openWholeSqlite(file) }),
  });
  return databaseSource(db, 'sqlite');
}

export const fileHasNoSchema = (file: string) =>
  new CopyRefusal(`A schema applies to PostgreSQL, not to the file ${file}.`);

/**
 * A PostgreSQL database that answers now (no waiting: an operator is at the keyboard); a
 * target's schema is created when missing, and `created` says so. `label` names where the URL
 * came from.
 */
export async function openPostgres(
  url: string,
  schema: string | undefined,
  label: string,
  role: 'source' | 'target',
): Promise<DatabaseHandle & { created: boolean }> {
  const handle = openDatabase({ kind: 'postgres', url, schema, waitMs: 0 });
  try {
    const created = await reachPostgres(handle.db, {
      waitMs: 0,
      schema: role === 'target' ? schema : undefined,
      warn: () => {},
    });
    return { ...handle, created };
  } catch (error) {
    await handle.db.destroy();
    if (error instanceof StartupError)
      throw new CopyRefusal(
        error.message.replace('DATABASE_URL', label).replace(/; gave up.*/, ''),
      );
    throw error;
  }
}

/** Where a copy reads: a PostgreSQL URL (and schema), or a SQLite file opened read-only. */
export async function openSource(
  location: string,
  schema: string | undefined,
  label: string,
): Promise<PortableSource> {
  if (!isPostgresUrl(location)) {
    if (schema) throw fileHasNoSchema(location);
    if (!existsSync(location)) throw new CopyRefusal(`There is no database file at ${location}.`);
    return sqliteFileSource(location);
  }
  const { db, kind } = await openPostgres(location, schema, label, 'source');
  return databaseSource(db, kind);
}
