import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Templates (docs/schedules.md "Templates"): a schedule kept without its date, from which new
 * schedules are made as drafts. Its lists (songs, parts, slots, the team) are one JSON column,
 * `conteudo`: a template is read and written whole, never queried inside, and what it names
 * that is gone when a schedule is made from it is left out then, so no foreign key is needed.
 *
 * `schedules.template_id` remembers which template a schedule was made from: a weekly rule
 * skips the dates that already have one. Deleting a template keeps its schedules.
 */
export function scheduleTemplatesMigration({ id }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('schedule_templates')
        .addColumn('id', id.type, id.build)
        .addColumn('ministry_id', 'integer', (c) =>
          c.notNull().references('ministries.id').onDelete('cascade'),
        )
        .addColumn('nome', 'text', (c) => c.notNull())
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('horario', 'text', (c) => c.notNull())
        .addColumn('local', 'text')
        .addColumn('observacoes', 'text')
        .addColumn('conteudo', 'text', (c) => c.notNull())
        .addColumn('versao', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('schedule_templates_ministry_id')
        .on('schedule_templates')
        .column('ministry_id')
        .execute();
      await db.schema
        .alterTable('schedules')
        .addColumn('template_id', 'integer', (c) =>
          c.references('schedule_templates.id').onDelete('set null'),
        )
        .execute();
      // A weekly rule asks which of a template's dates already have a schedule.
      await db.schema
        .createIndex('schedules_template_date')
        .on('schedules')
        .columns(['template_id', 'data'])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('schedules_template_date').execute();
      await db.schema.alterTable('schedules').dropColumn('template_id').execute();
      await db.schema.dropTable('schedule_templates').execute();
    },
  };
}
