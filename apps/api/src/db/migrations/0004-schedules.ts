import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

export function schedulesMigration({ id }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('schedules')
        .addColumn('id', id.type, id.build)
        .addColumn('ministry_id', 'integer', (c) =>
          c.notNull().references('ministries.id').onDelete('cascade'),
        )
        .addColumn('titulo', 'text', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('horario', 'text', (c) => c.notNull())
        .addColumn('local', 'text')
        .addColumn('observacoes', 'text')
        .addColumn('publicada', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('finalizada', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('responsavel_id', 'integer', (c) =>
          c.references('members.id').onDelete('set null'),
        )
        .addColumn('busca', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Lists, months, reports and statistics all read a ministry's schedules by date.
      await db.schema
        .createIndex('schedules_ministry_date')
        .on('schedules')
        .columns(['ministry_id', 'data'])
        .execute();

      await db.schema
        .createTable('schedule_songs')
        .addColumn('id', id.type, id.build)
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        // Songs are only soft-deleted; the row goes with its ministry, as the schedule does.
        .addColumn('song_id', 'integer', (c) =>
          c.notNull().references('songs.id').onDelete('cascade'),
        )
        .addColumn('ordem', 'integer', (c) => c.notNull())
        .addColumn('tom_alterado', 'text')
        .addUniqueConstraint('schedule_songs_schedule_song', ['schedule_id', 'song_id'])
        .execute();
      await db.schema
        .createIndex('schedule_songs_song_id')
        .on('schedule_songs')
        .column('song_id')
        .execute();

      await db.schema
        .createTable('schedule_members')
        .addColumn('id', id.type, id.build)
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('schedules.id').onDelete('cascade'),
        )
        .addColumn('member_id', 'integer', (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('confirmado', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('confirmado_em', 'text')
        .addUniqueConstraint('schedule_members_schedule_member', ['schedule_id', 'member_id'])
        .execute();
      await db.schema
        .createIndex('schedule_members_member_id')
        .on('schedule_members')
        .column('member_id')
        .execute();

      await db.schema
        .createTable('schedule_member_functions')
        .addColumn('id', id.type, id.build)
        .addColumn('schedule_member_id', 'integer', (c) =>
          c.notNull().references('schedule_members.id').onDelete('cascade'),
        )
        .addColumn('function_id', 'integer', (c) =>
          c.references('functions.id').onDelete('set null'),
        )
        .addColumn('funcao_nome', 'text', (c) => c.notNull())
        .addColumn('funcao_icone', 'text', (c) => c.notNull())
        .addColumn('observacao', 'text')
        .execute();
      await db.schema
        .createIndex('schedule_member_functions_member')
        .on('schedule_member_functions')
        .column('schedule_member_id')
        .execute();
      await db.schema
        .createIndex('schedule_member_functions_function')
        .on('schedule_member_functions')
        .column('function_id')
        .execute();

      await db.schema
        .createTable('unavailabilities')
        .addColumn('id', id.type, id.build)
        .addColumn('member_id', 'integer', (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('data_inicio', 'text', (c) => c.notNull())
        .addColumn('data_fim', 'text', (c) => c.notNull())
        .addColumn('justificativa', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('unavailabilities_member_dates')
        .on('unavailabilities')
        .columns(['member_id', 'data_fim', 'data_inicio'])
        .execute();
    },
  };
}
