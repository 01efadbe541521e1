import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';
import { unwatchOnSqlite, watchOnSqlite } from './0008-data-version';
import { unwatchOnPostgres, watchOnPostgres } from './0014-data-version-at-commit';

/**
 * The leader's week (docs/schedules.md "Service order", "Open slots"):
 *
 * - `schedule_items`: the parts of a service other than its songs (welcome, prayer, sermon...),
 *   each placed after `apos_musicas` of the schedule's songs and `ordem` among the parts, so
 *   the songs keep their own order 1..n and reports, e-mail and the feed read them as before.
 *   The responsible member's row may go (a removal): the part stays, without anyone.
 * - `schedule_slots`: what a schedule needs, people per function, in the leader's order. A
 *   function deleted from the ministry takes its slots along: nobody can fill them any more.
 *
 * Both are watched by the data_version triggers (migrations 0008 and 0014), as the other
 * tables of a schedule are: the ministry home's week shows the slots still open.
 */
export function serviceOrderAndSlotsMigration({ id, kind }: MigrationContext) {
  const tables = ['schedule_items', 'schedule_slots'] as const;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('schedule_items')
        .addColumn('id', id.type, id.build)
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('tipo', 'text', (c) => c.notNull())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('duracao_minutos', 'integer', (c) => c.notNull())
        .addColumn('observacoes', 'text')
        .addColumn('responsavel_id', 'integer', (c) =>
          c.references('members.id').onDelete('set null'),
        )
        .addColumn('apos_musicas', 'integer', (c) => c.notNull())
        .addColumn('ordem', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('schedule_items_schedule_id')
        .on('schedule_items')
        .column('schedule_id')
        .execute();
      // A member row's removal sets its parts' responsible to null: found by this index.
      await db.schema
        .createIndex('schedule_items_responsavel_id')
        .on('schedule_items')
        .column('responsavel_id')
        .execute();

      await db.schema
        .createTable('schedule_slots')
        .addColumn('id', id.type, id.build)
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('function_id', 'integer', (c) =>
          c.notNull().references('functions.id').onDelete('cascade'),
        )
        .addColumn('quantidade', 'integer', (c) => c.notNull())
        .addColumn('ordem', 'integer', (c) => c.notNull())
        .addUniqueConstraint('schedule_slots_schedule_function', ['schedule_id', 'function_id'])
        .execute();
      // A function's deletion cascades to its slots: found by this index.
      await db.schema
        .createIndex('schedule_slots_function_id')
        .on('schedule_slots')
        .column('function_id')
        .execute();

      for (const table of tables)
        if (kind === 'postgres') await watchOnPostgres(db, table, 'schedule');
        else await watchOnSqlite(db, table, 'schedule');
    },

    async down(db: Kysely<unknown>) {
      for (const table of tables) {
        if (kind === 'postgres') await unwatchOnPostgres(db, table);
        else await unwatchOnSqlite(db, table);
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
