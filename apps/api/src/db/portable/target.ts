import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { sql } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../database';
import { sqliteCompanions } from './backup-file';
import { fileHasNoSchema, isPostgresUrl, openPostgres } from './locations';

/** Where a copy writes: a PostgreSQL URL (and schema), or a SQLite file, created if missing. */
async function openTarget(location: string, schema: string | undefined, label: string) {
  if (isPostgresUrl(location)) return openPostgres(location, schema, label, 'target');
  if (schema) throw fileHasNoSchema(location);
  const created = !existsSync(location);
  return { ...openDatabase({ kind: 'sqlite', file: location }), created };
}

/**
 * Runs `use` on the database a restore or copy writes to, then closes it. When `use` fails,
 * what the command created for it (a new schema, a new SQLite file) is removed, so the next
 * attempt starts from nothing rather than from a migrated, empty database; an existing target
 * keeps its rows, which the fill writes in one transaction.
 */
export async function intoTarget<T>(
  location: string,
  schema: string | undefined,
  label: string,
  use: (target: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const { created, ...target } = await openTarget(location, schema, label);
  let result: T;
  try {
    result = await use(target);
  } catch (error) {
    if (created && target.kind === 'postgres')
      await sql`drop schema ${sql.id(schema!)} cascade`.execute(target.db);
    await target.db.destroy();
    if (created && target.kind === 'sqlite')
      for (const file of sqliteCompanions(location)) await rm(file, { force: true });
    throw error;
  }
  await target.db.destroy();
  return result;
}
