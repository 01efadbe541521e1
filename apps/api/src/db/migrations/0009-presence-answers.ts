import type { Kysely } from 'kysely';

/**
 * Declining with a reason: a scheduled member's row keeps when they declined and why.
 * `confirmado` stays the confirmed flag, so a row is confirmed, declined (recusado_em set) or
 * pending; @levita/contracts `presenceAnswerOf` reads it.
 */
export function presenceAnswersMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('schedule_members').addColumn('recusado_em', 'text').execute();
      await db.schema.alterTable('schedule_members').addColumn('motivo_recusa', 'text').execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('schedule_members').dropColumn('motivo_recusa').execute();
      await db.schema.alterTable('schedule_members').dropColumn('recusado_em').execute();
    },
  };
}
