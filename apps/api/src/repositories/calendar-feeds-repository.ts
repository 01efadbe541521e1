import type { Kysely } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite } from '../db/write-transaction';

/** Calendar feed tokens, one per user (docs/schedules.md "Calendar feed"). */
export function createCalendarFeedsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  const tokenOf = async (userId: number) =>
    (
      await db
        .selectFrom('calendar_feeds')
        .select('token')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.token;

  return {
    /**
     * The user's token, stored first as `fresh` when they have none yet. Two first reads at
     * once both insert; the second insert does nothing, and both read the one that was kept.
     */
    async tokenFor(userId: number, fresh: string) {
      const known = await tokenOf(userId);
      if (known) return known;
      // A deleted account gets no feed: a deletion that committed meanwhile is answered 401.
      await write(async (trx, locks) => {
        await locks.liveUser(userId, 'keep');
        await trx
          .insertInto('calendar_feeds')
          .values({ user_id: userId, token: fresh, created_at: isoNow() })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
      });
      return (await tokenOf(userId))!;
    },

    /** Puts `token` in place of the user's token: the old one finds nobody any more. */
    async replace(userId: number, token: string) {
      await write(async (trx, locks) => {
        await locks.liveUser(userId, 'keep');
        await trx
          .insertInto('calendar_feeds')
          .values({ user_id: userId, token, created_at: isoNow() })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: isoNow() }))
          .execute();
      });
    },

    /** Whose feed a token opens; undefined for a token that is unknown or was replaced. */
    async userOf(token: string) {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('user_id')
        .where('token', '=', token)
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}
