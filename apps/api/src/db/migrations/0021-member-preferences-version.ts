import type { Kysely } from 'kysely';

/**
 * `preferencias_versao` on members (docs/architecture.md "Versions"): a member's auto-fill
 * preferences (migration 0020) are edited from a dialog that may sit open in two tabs, so a
 * save made from an older read is refused instead of overwriting the one it never saw. A
 * version of its own, not the row's: an admin approving or promoting the member changes the
 * row without making the member's open dialog stale. Every row starts at 1.
 */
export function memberPreferencesVersionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('members')
        .addColumn('preferencias_versao', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('members').dropColumn('preferencias_versao').execute();
    },
  };
}
