import type { Kysely } from 'kysely';

/**
 * The calendar feed: one secret token per user, kept as it is (not hashed) because the profile
 * shows the feed's address again. It reads what the user could read signed in, no more;
 * regenerating replaces the row, so the old address stops working.
 */
export function calendarFeedMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('calendar_feeds').execute();
    },
  };
}
