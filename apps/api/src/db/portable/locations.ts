import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../database';
import { StartupError, reachPostgres } from '../reach-database';
import type { Database } from '../schema';
import { databaseSource } from './database-source';
import type { PortableSource } from './events';
import { CopyRefusal } from './refusal';

export type FileKind = 'sqlite' | 'portable' | 'pg-dump';

const signatures: [FileKind, Buffer][] = [
  ['sqlite', Buffer.from('SQLite format 3\0', 'latin1')],
  ['portable', Buffer.from([0x1f, 0x8b])],
  ['pg-dump', Buffer.from('PGDMP', 'latin1')],
];

/** What a backup file is, from its first bytes. */
export async function fileKindOf(file: string): Promise<FileKind> {
  const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
    throw new CopyRefusal(`Cannot read ${file}: ${error.code ?? error.message}.`);
  });
  try {
    const start = Buffer.alloc(16);
    await handle.read(start, 0, 16, 0);
    const found = signatures.find(([, signature]) =>
      start.subarray(0, signature.length).equals(signature),
    );
    if (!found)
      throw new CopyRefusal(
        `${file} is neither a SQLite database, a Levita portable backup nor a pg_dump file.`,
      );
    return found[0];
  } finally {
    await handle.close();
  }
}

export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/** A SQLite file opened read-only as a source: reading it changes nothing, not even its mode. */
export async function sqliteFileSource(file: string): Promise<PortableSource> {
  if ((await fileKindOf(file)) !== 'sqlite')
    throw new CopyRefusal(`${file} is not a SQLite database.`);
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return databaseSource(db, 'sqlite');
}

const fileHasNoSchema = (file: string) =>
  new CopyRefusal(`A schema applies to PostgreSQL, not to the file ${file}.`);

/**
 * A PostgreSQL database that answers now (no waiting: an operator is at the keyboard); a
 * target's schema is created when missing. `label` names where the URL came from.
 */
export async function openPostgres(
  url: string,
  schema: string | undefined,
  label: string,
  role: 'source' | 'target',
) {
  const handle = openDatabase({ kind: 'postgres', url, schema, waitMs: 0 });
  try {
    await reachPostgres(handle.db, {
      waitMs: 0,
      schema: role === 'target' ? schema : undefined,
      warn: () => {},
    });
  } catch (error) {
    await handle.db.destroy();
    if (error instanceof StartupError)
      throw new CopyRefusal(
        error.message.replace('DATABASE_URL', label).replace(/; gave up.*/, ''),
      );
    throw error;
  }
  return handle;
}

/** Where a copy writes: a PostgreSQL URL (and schema), or a SQLite file, created if missing. */
export async function openTarget(
  location: string,
  schema: string | undefined,
  label: string,
): Promise<DatabaseHandle> {
  if (isPostgresUrl(location)) return openPostgres(location, schema, label, 'target');
  if (schema) throw fileHasNoSchema(location);
  return openDatabase({ kind: 'sqlite', file: location });
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
