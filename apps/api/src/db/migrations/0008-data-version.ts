import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

/**
 * `ministries.data_version`: raised by the database itself whenever a row of the ministry's
 * data is written (members and their functions, functions, songs, schedules and everything in
 * them, unavailability), cascades included. Answers of the ministry home kept in memory are
 * checked against it on every request (http/answer-cache.ts), so a write through any replica,
 * by any code path, retires them on the next request (docs/performance.md).
 *
 * Triggers rather than the repositories raising it: a write path that forgot would serve stale
 * answers, and a foreign key's cascade runs no application code at all. The ministry's own row
 * is not covered: every request reads it anew.
 */

/** How a changed row leads to its ministry. */
export type DataVersionPath = 'ministry' | 'member' | 'schedule' | 'scheduleMember';
type Path = DataVersionPath;

export const watchedTables: readonly (readonly [table: string, path: Path])[] = [
  ['members', 'ministry'],
  ['functions', 'ministry'],
  ['songs', 'ministry'],
  ['schedules', 'ministry'],
  ['member_functions', 'member'],
  ['unavailabilities', 'member'],
  ['schedule_songs', 'schedule'],
  ['schedule_members', 'schedule'],
  ['schedule_member_functions', 'scheduleMember'],
];

const operations = ['insert', 'update', 'delete'] as const;

/**
 * Per path, the column of a changed row that leads to its ministry, and the ministry ids of
 * the rows in `rows` (a table with that column: the transition table on PostgreSQL, the one
 * row `new` or `old` on SQLite).
 */
export const dataVersionPaths: Record<
  Path,
  { column: string; ministriesOf: (rows: string) => string }
> = {
  ministry: { column: 'ministry_id', ministriesOf: (rows) => `select ministry_id from ${rows}` },
  member: {
    column: 'member_id',
    ministriesOf: (rows) =>
      `select m.ministry_id from members m where m.id in (select member_id from ${rows})`,
  },
  schedule: {
    column: 'schedule_id',
    ministriesOf: (rows) =>
      `select s.ministry_id from schedules s where s.id in (select schedule_id from ${rows})`,
  },
  scheduleMember: {
    column: 'schedule_member_id',
    ministriesOf: (rows) =>
      `select s.ministry_id from schedules s join schedule_members sm on sm.schedule_id = s.id ` +
      `where sm.id in (select schedule_member_id from ${rows})`,
  },
};

const triggerName = (table: string, operation: string) => `${table}_${operation}_data_version`;
const functionName = (path: Path) =>
  `data_version_by_${path.replace(/[A-Z]/g, '_$&').toLowerCase()}`;

export function dataVersionMigration({ kind }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ministries')
        .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (kind === 'sqlite') await sqliteTriggers(db);
      else await postgresTriggers(db);
    },

    async down(db: Kysely<unknown>) {
      if (kind === 'postgres') await dropPostgresStatementTriggers(db);
      else for (const [table] of watchedTables) await unwatchOnSqlite(db, table);
      await db.schema.alterTable('ministries').dropColumn('data_version').execute();
    },
  };
}

/**
 * SQLite has row triggers only. A row's ministry is read through `new` (insert, update) or
 * `old` (delete); a row deleted by a cascade whose parent is already gone finds none, and the
 * parent's own trigger has raised the version.
 */
async function sqliteTriggers(db: Kysely<unknown>) {
  for (const [table, path] of watchedTables) await watchOnSqlite(db, table, path);
}

/** Row triggers raising the version on every write to `table` (later migrations' tables too). */
export async function watchOnSqlite(db: Kysely<unknown>, table: string, path: Path) {
  for (const operation of operations) {
    const row = operation === 'delete' ? 'old' : 'new';
    const { column, ministriesOf } = dataVersionPaths[path];
    // `select … from new` is not SQL: a one-row subquery of the row's column stands in.
    const ministries = ministriesOf(`(select ${row}.${column} as ${column})`);
    await sql
      .raw(
        `create trigger ${triggerName(table, operation)} after ${operation} on ${table} begin ` +
          `update ministries set data_version = data_version + 1 where id in (${ministries}); end`,
      )
      .execute(db);
  }
}

/** Undoes watchOnSqlite. */
export async function unwatchOnSqlite(db: Kysely<unknown>, table: string) {
  for (const operation of operations)
    await sql`drop trigger ${sql.id(triggerName(table, operation))}`.execute(db);
}

/**
 * PostgreSQL runs one trigger per statement over its changed rows (a transition table), so an
 * import of thousands of songs raises the version once, not once per row: each raise is a new
 * version of the ministry's row. A transition table serves one event only, hence three
 * triggers per table. The functions keep the search path they were made under, as the server
 * may run in a schema of its own (DATABASE_SCHEMA).
 */
export async function postgresTriggers(db: Kysely<unknown>) {
  for (const path of Object.keys(dataVersionPaths) as Path[])
    await sql
      .raw(
        `create function ${functionName(path)}() returns trigger language plpgsql ` +
          `set search_path from current as $$ begin ` +
          `update ministries set data_version = data_version + 1 where id in (${dataVersionPaths[path].ministriesOf('changed')}); ` +
          `return null; end $$`,
      )
      .execute(db);
  for (const [table, path] of watchedTables)
    for (const operation of operations)
      await sql
        .raw(
          `create trigger ${triggerName(table, operation)} after ${operation} on ${table} ` +
            `referencing ${operation === 'delete' ? 'old' : 'new'} table as changed ` +
            `for each statement execute function ${functionName(path)}()`,
        )
        .execute(db);
}

/** Undoes postgresTriggers (migration 0014 raises the version at commit instead). */
export async function dropPostgresStatementTriggers(db: Kysely<unknown>) {
  for (const [table] of watchedTables)
    for (const operation of operations)
      await sql`drop trigger ${sql.id(triggerName(table, operation))} on ${sql.id(table)}`.execute(
        db,
      );
  for (const path of Object.keys(dataVersionPaths) as Path[])
    await sql`drop function ${sql.id(functionName(path))}()`.execute(db);
}
