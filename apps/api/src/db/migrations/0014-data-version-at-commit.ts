import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';
import {
  type DataVersionPath,
  dataVersionPaths,
  dropPostgresStatementTriggers,
  postgresTriggers,
  watchedTables,
} from './0008-data-version';

/**
 * On PostgreSQL, `ministries.data_version` is raised once per transaction, at its commit,
 * instead of after every statement (migration 0008).
 *
 * A raise updates the ministry's row, which the writer then holds until it commits. Raised
 * after its first statement, every write to a ministry held that row for nearly all of its
 * transaction, so two writes of one ministry could never run side by side, and a write that
 * locked a schedule or a member after it met one that had locked them first (a deadlock).
 * Raised at commit, it is the last row a write locks (docs/architecture.md "Locks and
 * versions"), and each transaction raises each of its ministries once, whatever it wrote.
 *
 * Constraint triggers are the deferrable kind, and they are row triggers only: each changed
 * row finds its ministry, and a transaction-local setting (`levita.raised_ministries`)
 * remembers which were raised already. SQLite keeps its row triggers: it runs one
 * transaction at a time, and they raise the version within it.
 */
const functionName = (path: DataVersionPath) => `data_version_at_commit_${path.toLowerCase()}`;
const triggerName = (table: string) => `${table}_data_version_at_commit`;

/** The changed row's ministry, for a row reached through `row` (NEW or OLD). */
const ministryOf = (path: DataVersionPath, row: string) => {
  const { column } = dataVersionPaths[path];
  switch (path) {
    case 'ministry':
      return `${row}.${column}`;
    case 'member':
      return `(select m.ministry_id from members m where m.id = ${row}.${column})`;
    case 'schedule':
      return `(select s.ministry_id from schedules s where s.id = ${row}.${column})`;
    case 'scheduleMember':
      return (
        `(select s.ministry_id from schedules s join schedule_members sm on sm.schedule_id = s.id ` +
        `where sm.id = ${row}.${column})`
      );
  }
};

export function dataVersionAtCommitMigration(context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      if (context.kind !== 'postgres') return;
      await dropPostgresStatementTriggers(db);
      for (const path of Object.keys(dataVersionPaths) as DataVersionPath[])
        await sql
          .raw(
            `create function ${functionName(path)}() returns trigger language plpgsql ` +
              `set search_path from current as $$ ` +
              `declare ministry integer; raised text; begin ` +
              `if tg_op = 'DELETE' then ministry := ${ministryOf(path, 'old')}; ` +
              `else ministry := ${ministryOf(path, 'new')}; end if; ` +
              // A row whose parent went with the same transaction finds no ministry; the
              // parent's own row raised it.
              `if ministry is null then return null; end if; ` +
              // Unset, or '' once a transaction that set it has ended: none raised yet.
              `raised := coalesce(nullif(current_setting('levita.raised_ministries', true), ''), ','); ` +
              `if position(',' || ministry || ',' in raised) > 0 then return null; end if; ` +
              `update ministries set data_version = data_version + 1 where id = ministry; ` +
              `perform set_config('levita.raised_ministries', raised || ministry || ',', true); ` +
              `return null; end $$`,
          )
          .execute(db);
      for (const [table, path] of watchedTables) await watchOnPostgres(db, table, path);
    },

    async down(db: Kysely<unknown>) {
      if (context.kind !== 'postgres') return;
      for (const [table] of watchedTables) await unwatchOnPostgres(db, table);
      for (const path of Object.keys(dataVersionPaths) as DataVersionPath[])
        await sql`drop function ${sql.id(functionName(path))}()`.execute(db);
      await postgresTriggers(db);
    },
  };
}

/** The commit-time trigger raising the version on every write to `table` (later tables too). */
export async function watchOnPostgres(db: Kysely<unknown>, table: string, path: DataVersionPath) {
  await sql
    .raw(
      `create constraint trigger ${triggerName(table)} ` +
        `after insert or update or delete on ${table} ` +
        `deferrable initially deferred for each row ` +
        `execute function ${functionName(path)}()`,
    )
    .execute(db);
}

/** Undoes watchOnPostgres. */
export async function unwatchOnPostgres(db: Kysely<unknown>, table: string) {
  await sql`drop trigger ${sql.id(triggerName(table))} on ${sql.id(table)}`.execute(db);
}
