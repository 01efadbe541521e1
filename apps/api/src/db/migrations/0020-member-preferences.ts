import type { Kysely } from 'kysely';

/**
 * A member's preferences for auto-fill (docs/schedules.md "Auto-fill"): "no more than N times
 * a month" (`limite_mensal`) and "serve together with" another member of the same ministry
 * (`junto_com`; the partner's row going clears it). Both empty by default: no limit, nobody.
 */
export function memberPreferencesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('members').addColumn('limite_mensal', 'integer').execute();
      await db.schema
        .alterTable('members')
        .addColumn('junto_com', 'integer', (c) => c.references('members.id').onDelete('set null'))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('members').dropColumn('junto_com').execute();
      await db.schema.alterTable('members').dropColumn('limite_mensal').execute();
    },
  };
}
