import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Schedule e-mail: what each person wants to receive and in which language, each ministry's
 * reminder lead time, and the durable queue the API processes send from (docs/schedules.md
 * "E-mail"). A job is inserted in the same transaction as the change that caused it, so a crash
 * never loses a notice nor sends one for a change that rolled back.
 */
export function scheduleMailMigration({ id }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('avisos_escala', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('lembretes', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('idioma', 'text', (c) => c.notNull().defaultTo('pt-BR'))
        .execute();
      await db.schema
        .alterTable('ministries')
        .addColumn('lembrete_horas', 'integer', (c) => c.notNull().defaultTo(48))
        .execute();

      await db.schema
        .createTable('mail_jobs')
        .addColumn('id', id.type, id.build)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        // Not a foreign key: a removal notice outlives the schedule it was removed from.
        .addColumn('schedule_id', 'integer')
        .addColumn('payload', 'text', (c) => c.notNull())
        // Two processes scanning for reminders insert the same key; the second insert is a no-op.
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mail_jobs_due')
        .on('mail_jobs')
        .columns(['status', 'run_at'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_jobs').execute();
      await db.schema.alterTable('ministries').dropColumn('lembrete_horas').execute();
      for (const column of ['idioma', 'lembretes', 'avisos_escala'])
        await db.schema.alterTable('users').dropColumn(column).execute();
    },
  };
}
