import type { Kysely } from 'kysely';

/**
 * `versao` on the records two people may edit at once (docs/architecture.md "Versions"): an
 * edit made from an older read than the row holds is refused instead of overwriting the
 * change it never saw. Every row starts at 1.
 */
export const versionedTables = [
  'ministries',
  'functions',
  'member_functions',
  'songs',
  'schedules',
  'unavailabilities',
] as const;

export function recordVersionsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of versionedTables)
        await db.schema
          .alterTable(table)
          .addColumn('versao', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of versionedTables)
        await db.schema.alterTable(table).dropColumn('versao').execute();
    },
  };
}
