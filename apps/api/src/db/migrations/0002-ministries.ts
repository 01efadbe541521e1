import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

export function ministriesMigration({ id, binary }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', id.type, id.build)
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('extension', 'text', (c) => c.notNull())
        .addColumn('bytes', binary, (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('ministries')
        .addColumn('id', id.type, id.build)
        .addColumn('nome', 'text', (c) => c.notNull())
        .addColumn('codigo_acesso', 'text', (c) => c.notNull().unique())
        .addColumn('aceitando_membros', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('logo_upload_id', 'integer', (c) =>
          c.references('uploads.id').onDelete('set null'),
        )
        .addColumn('proprietario_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('members')
        .addColumn('id', id.type, id.build)
        .addColumn('ministry_id', 'integer', (c) =>
          c.notNull().references('ministries.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('members_ministry_user', ['ministry_id', 'user_id'])
        .execute();
      await db.schema.createIndex('members_user_id').on('members').column('user_id').execute();

      await db.schema
        .createTable('functions')
        .addColumn('id', id.type, id.build)
        .addColumn('ministry_id', 'integer', (c) =>
          c.notNull().references('ministries.id').onDelete('cascade'),
        )
        .addColumn('nome', 'text', (c) => c.notNull())
        .addColumn('nome_chave', 'text', (c) => c.notNull())
        .addColumn('descricao', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('icone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('functions_ministry_name', ['ministry_id', 'nome_chave'])
        .execute();

      await db.schema
        .createTable('member_functions')
        .addColumn('id', id.type, id.build)
        .addColumn('member_id', 'integer', (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('function_id', 'integer', (c) =>
          c.notNull().references('functions.id').onDelete('cascade'),
        )
        .addColumn('principal', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('observacoes', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('member_functions_member_function', ['member_id', 'function_id'])
        .execute();
      await db.schema
        .createIndex('member_functions_function_id')
        .on('member_functions')
        .column('function_id')
        .execute();
    },
  };
}
