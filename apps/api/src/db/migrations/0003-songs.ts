import { type Kysely, sql } from 'kysely';
import type { MigrationContext } from './context';

export function songsMigration({ id }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('songs')
        .addColumn('id', id.type, id.build)
        .addColumn('ministry_id', 'integer', (c) =>
          c.notNull().references('ministries.id').onDelete('cascade'),
        )
        .addColumn('nome', 'text', (c) => c.notNull())
        .addColumn('artista', 'text', (c) => c.notNull())
        .addColumn('album', 'text')
        .addColumn('tom', 'text')
        .addColumn('bpm', 'integer')
        .addColumn('duracao', 'integer')
        .addColumn('capa_url', 'text')
        .addColumn('classificacoes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('link_cifra', 'text')
        .addColumn('link_letra', 'text')
        .addColumn('link_audio', 'text')
        .addColumn('link_video', 'text')
        .addColumn('origem_externa', 'text')
        .addColumn('id_externo', 'text')
        .addColumn('nome_chave', 'text', (c) => c.notNull())
        .addColumn('busca', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // The list pages through (ministry, name, id); this index answers it without sorting.
      await db.schema
        .createIndex('songs_ministry_order')
        .on('songs')
        .columns(['ministry_id', 'nome_chave', 'id'])
        .execute();
      // One live import of a catalogue song per ministry; deleted ones do not count.
      await db.schema
        .createIndex('songs_ministry_external')
        .on('songs')
        .columns(['ministry_id', 'id_externo'])
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();
    },
  };
}
