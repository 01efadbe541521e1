import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseKind } from './database';
import { accountsMigration } from './migrations/0001-accounts';
import { ministriesMigration } from './migrations/0002-ministries';
import { songsMigration } from './migrations/0003-songs';
import { schedulesMigration } from './migrations/0004-schedules';
import { migrationContext } from './migrations/context';
import type { Database } from './schema';

/** Migrations are code in the bundle, not files found at run time: the build carries them. */
function migrations(kind: DatabaseKind): Record<string, Migration> {
  const context = migrationContext(kind);
  return {
    '0001-accounts': accountsMigration(context),
    '0002-ministries': ministriesMigration(context),
    '0003-songs': songsMigration(context),
    '0004-schedules': schedulesMigration(context),
  };
}

export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with
  // several schemas on one server (DATABASE_SCHEMA) it would find another schema's tables.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
