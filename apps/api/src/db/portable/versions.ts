import type { DatabaseKind } from '../database';
import { migrateTo, migrationNames } from '../migrate';
import type { AnyDb } from './database-tables';
import { appliedMigrations } from './database-source';
import { CopyRefusal } from './refusal';

/**
 * How far `applied` goes along this code's migrations; a refusal when it names one this code
 * does not know (the data comes from a newer Levita) or applied them in another order.
 */
function versionOf(applied: readonly string[], what: string): number {
  const known = migrationNames();
  const unknown = applied.find((name) => !known.includes(name));
  if (unknown)
    throw new CopyRefusal(
      `${what} comes from a newer Levita (migration ${unknown} is unknown to this version); ` +
        'update Levita, then try again.',
    );
  if (applied.some((name, index) => known[index] !== name))
    throw new CopyRefusal(`${what} records migrations this Levita did not apply in that order.`);
  return applied.length;
}

/** Refuses a source this code cannot read, before anything is written. */
export function checkSourceVersion(migrations: readonly string[], what = 'The backup') {
  versionOf(migrations, what);
}

/**
 * Brings the target to the source's schema version, so the rows fit as they are; the target
 * is migrated to the latest version after the copy, as a server start would. A target that
 * is already past the source's version is refused: migrations that derive data from existing
 * rows would not run over the copied ones.
 */
export async function prepareTarget(db: AnyDb, kind: DatabaseKind, source: readonly string[]) {
  const sourceVersion = versionOf(source, 'The source');
  const targetVersion = versionOf(await appliedMigrations(db), 'The target database');
  if (targetVersion > sourceVersion)
    throw new CopyRefusal(
      `The target database is at migration ${migrationNames()[targetVersion - 1]}, newer than ` +
        `the source's ${source[sourceVersion - 1]}: restore into an empty database (a new ` +
        'SQLite file, or a new PostgreSQL database or DATABASE_SCHEMA), which Levita migrates ' +
        "to the source's version, fills, then migrates to its own.",
    );
  if (targetVersion < sourceVersion) await migrateTo(db, kind, source[sourceVersion - 1]!);
}
