import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * Sessions that last (docs/api.md "Sessions"): a refresh token per browser, rotated on every
 * use. A row is one token; the tokens one sign-in rotated through share a `family`, so a
 * reused token can end them all. Only the SHA-256 of a token is kept.
 */
export function refreshTokensMigration({ id }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', id.type, id.build)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('family', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('token_version', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('replaced_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('refresh_tokens_user_id')
        .on('refresh_tokens')
        .column('user_id')
        .execute();
      await db.schema
        .createIndex('refresh_tokens_family')
        .on('refresh_tokens')
        .column('family')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('refresh_tokens').execute();
    },
  };
}
