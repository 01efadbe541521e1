import type { Kysely } from 'kysely';
import type { MigrationContext } from './context';

/**
 * "Meu tom" (docs/songs.md): the key a member sings a song in, one per member and song. The
 * member is the ministry membership (members.id), so the key belongs to the person in that
 * ministry and goes when the membership row goes (leaving, a removal, the ministry's deletion);
 * the song goes with its ministry. Songs are only soft-deleted, so the songs repository
 * deletes a song's keys itself when it marks the song deleted, and an account's deletion
 * deletes its keys even where its membership row stays for history.
 *
 * Not watched by the data_version triggers (migration 0008): no answer kept in memory shows
 * a member's key.
 */
export function memberSongKeysMigration({ id }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('member_song_keys')
        .addColumn('id', id.type, id.build)
        .addColumn('member_id', 'integer', (c) =>
          c.notNull().references('members.id').onDelete('cascade'),
        )
        .addColumn('song_id', 'integer', (c) =>
          c.notNull().references('songs.id').onDelete('cascade'),
        )
        .addColumn('tom', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('member_song_keys_member_song', ['member_id', 'song_id'])
        .execute();
      // The song's detail and the schedule wizard read every member's key of a few songs.
      await db.schema
        .createIndex('member_song_keys_song_id')
        .on('member_song_keys')
        .column('song_id')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('member_song_keys').execute();
    },
  };
}
