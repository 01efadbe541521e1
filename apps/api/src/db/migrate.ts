import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseKind } from './database';
import { accountsMigration } from './migrations/0001-accounts';
import { ministriesMigration } from './migrations/0002-ministries';
import { songsMigration } from './migrations/0003-songs';
import { schedulesMigration } from './migrations/0004-schedules';
import { songSearchIndexMigration } from './migrations/0005-song-search-index';
import { songsVersionMigration } from './migrations/0006-songs-version';
import { homeIndexesMigration } from './migrations/0007-home-indexes';
import { dataVersionMigration } from './migrations/0008-data-version';
import { presenceAnswersMigration } from './migrations/0009-presence-answers';
import { scheduleMailMigration } from './migrations/0010-schedule-mail';
import { calendarFeedMigration } from './migrations/0011-calendar-feed';
import { accountDeletionMigration } from './migrations/0012-account-deletion';
import { recordVersionsMigration } from './migrations/0013-record-versions';
import { dataVersionAtCommitMigration } from './migrations/0014-data-version-at-commit';
import { refreshTokensMigration } from './migrations/0015-refresh-tokens';
import { songChartsMigration } from './migrations/0016-song-charts';
import { memberSongKeysMigration } from './migrations/0017-member-song-keys';
import { serviceOrderAndSlotsMigration } from './migrations/0018-service-order-and-slots';
import { scheduleTemplatesMigration } from './migrations/0019-schedule-templates';
import { memberPreferencesMigration } from './migrations/0020-member-preferences';
import { memberPreferencesVersionMigration } from './migrations/0021-member-preferences-version';
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
    '0005-song-search-index': songSearchIndexMigration(context),
    '0006-songs-version': songsVersionMigration(),
    '0007-home-indexes': homeIndexesMigration(),
    '0008-data-version': dataVersionMigration(context),
    '0009-presence-answers': presenceAnswersMigration(),
    '0010-schedule-mail': scheduleMailMigration(context),
    '0011-calendar-feed': calendarFeedMigration(),
    '0012-account-deletion': accountDeletionMigration(),
    '0013-record-versions': recordVersionsMigration(),
    '0014-data-version-at-commit': dataVersionAtCommitMigration(context),
    '0015-refresh-tokens': refreshTokensMigration(context),
    '0016-song-charts': songChartsMigration(context),
    '0017-member-song-keys': memberSongKeysMigration(context),
    '0018-service-order-and-slots': serviceOrderAndSlotsMigration(context),
    '0019-schedule-templates': scheduleTemplatesMigration(context),
    '0020-member-preferences': memberPreferencesMigration(),
    '0021-member-preferences-version': memberPreferencesVersionMigration(),
  };
}

/** The schema migrations run in: PostgreSQL's current schema; none on SQLite. */
async function schemaOf(db: Kysely<Database>, kind: DatabaseKind) {
  return kind === 'postgres'
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
}

export async function createMigrator(db: Kysely<Database>, kind: DatabaseKind) {
  const provider: MigrationProvider = { getMigrations: async () => migrations(kind) };
  // Kysely looks for its bookkeeping tables in every schema unless told which one; with
  // several schemas on one server (DATABASE_SCHEMA) it would find another schema's tables.
  return new Migrator({ db, provider, migrationTableSchema: await schemaOf(db, kind) });
}

/** Every migration this code knows, in the order they apply. */
export const migrationNames = (): string[] => Object.keys(migrations('sqlite'));

/** Names of the migrations the database has recorded; none when it has no record yet. */
export async function recordedMigrations(db: Kysely<Database>): Promise<Set<string>> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return new Set(rows.map((row) => row.name));
  } catch {
    return new Set();
  }
}

export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind) {
  // Kysely's migrator checks its tables and takes its lock even when nothing is pending (75 ms
  // on PostgreSQL, at every start and for every API test): one query tells it is up to date.
  const recorded = await recordedMigrations(db);
  if (Object.keys(migrations(kind)).every((name) => recorded.has(name))) return [];
  const migrator = await createMigrator(db, kind);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies migrations up to `name` and no further (a copy fills tables at its source's version). */
export async function migrateTo(db: Kysely<Database>, kind: DatabaseKind, name: string) {
  const migrator = await createMigrator(db, kind);
  const { error } = await migrator.migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
