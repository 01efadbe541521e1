import type { SavedSongKey, SongKey } from '@levita/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite, type Guard, type Locks } from '../db/write-transaction';
import { notFound } from '../errors/http-error';
import type { SongRow } from './songs-repository';

type SongRef = Pick<SongRow, 'id' | 'ministry_id'>;

/**
 * "Meu tom" (docs/songs.md): the key each member sings a song in (migration 0017). The
 * contracts decide which saved keys are shown; this reads them with what that needs.
 */
export function createMemberSongKeysRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);

  /**
   * The caller's membership and the live song, both under the locks: the ministry's row
   * shared, as every write of its everyday data holds it, with the caller's standing checked
   * again (a deactivation, a removal or a leave that committed first is seen, 404 or 403), then
   * the song's row, which a deletion of the song also holds: a key is never written to a song
   * deleted meanwhile (404, as an edit of it answers), and a deletion that waited for the
   * key deletes it with the song's others.
   */
  async function lockMineAndSong(locks: Locks, song: SongRef, guard: Required<Guard>) {
    const { membership } = await locks.ministry(song.ministry_id, guard);
    // The owner always holds an active row (the ministries' invariant); anyone else allowed too.
    if (!membership) throw notFound();
    const live = await locks.record(
      locks.trx
        .selectFrom('songs')
        .select('id')
        .where('id', '=', song.id)
        .where('deleted_at', 'is', null),
    );
    if (!live) throw notFound();
    return membership.id;
  }

  return {
    /**
     * The saved keys of the ministry's live songs among `songIds`, whoever saved them, with
     * their member's status and name (presentMemberSongKeys keeps the active members').
     */
    ofSongs: async (ministryId: number, songIds: readonly number[]): Promise<SavedSongKey[]> =>
      songIds.length
        ? db
            .selectFrom('member_song_keys as k')
            .innerJoin('songs as s', 's.id', 'k.song_id')
            .innerJoin('members as mb', 'mb.id', 'k.member_id')
            .innerJoin('users as u', 'u.id', 'mb.user_id')
            .select(['k.song_id', 'k.member_id', 'k.tom', 'u.nome', 'mb.status'])
            .where('s.ministry_id', '=', ministryId)
            .where('s.deleted_at', 'is', null)
            .where('k.song_id', 'in', [...songIds])
            .execute()
        : [],

    /** Saves the caller's key of the song, over the one they had; answers the key saved. */
    save: (song: SongRef, guard: Required<Guard>, tom: SongKey) =>
      write(async (trx, locks) => {
        const memberId = await lockMineAndSong(locks, song, guard);
        const now = isoNow();
        // One statement either way: two saves of one person racing (two tabs) both land,
        // the later one's key kept, instead of one failing on the unique pair.
        await trx
          .insertInto('member_song_keys')
          .values({ member_id: memberId, song_id: song.id, tom, created_at: now, updated_at: now })
          .onConflict((conflict) =>
            conflict.columns(['member_id', 'song_id']).doUpdateSet({ tom, updated_at: now }),
          )
          .execute();
        return tom;
      }),

    /** Clears the caller's key of the song; clearing none is no error. */
    clear: (song: SongRef, guard: Required<Guard>) =>
      write(async (trx, locks) => {
        const memberId = await lockMineAndSong(locks, song, guard);
        await trx
          .deleteFrom('member_song_keys')
          .where('member_id', '=', memberId)
          .where('song_id', '=', song.id)
          .execute();
      }),
  };
}

export type MemberSongKeysRepository = ReturnType<typeof createMemberSongKeysRepository>;
