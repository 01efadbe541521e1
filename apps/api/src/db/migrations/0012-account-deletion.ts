import type { Kysely } from 'kysely';

/**
 * Account deletion (LGPD): a deleted account stays as a row without personal data, so the schedules
 * it served in keep their history (docs/api.md "Personal data (LGPD)"). excluido_em says when; null
 * for every live account.
 */
export function accountDeletionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('excluido_em', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('excluido_em').execute();
    },
  };
}
