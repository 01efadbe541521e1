import type { Kysely } from 'kysely';

/**
 * `ministries.songs_version`: raised in the same transaction as every song written (added,
 * edited, deleted). A server that keeps search answers in memory checks it on each request,
 * so a write through any replica retires every replica's copy on their next request
 * (db/versioned-cache.ts).
 */
export function songsVersionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ministries')
        .addColumn('songs_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('ministries').dropColumn('songs_version').execute();
    },
  };
}
