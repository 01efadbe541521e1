import type { Kysely } from 'kysely';
import { isoAfter, isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite } from '../db/write-transaction';
import type { UsersRepository } from './users-repository';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export function createPasswordResetsRepository(
  db: Kysely<Database>,
  kind: DatabaseKind,
  users: UsersRepository,
) {
  const write = createWrite(db, kind);
  return {
    /**
     * Stores a new link for a live account (false when it was deleted meanwhile); links
     * expired for more than a day are of no use and go.
     */
    async create(userId: number, tokenHash: string, now = new Date()) {
      await db
        .deleteFrom('password_resets')
        .where('expires_at', '<', isoAfter(-24 * 60 * 60 * 1000, now))
        .execute();
      return write(async (trx, locks) => {
        const [account] = await locks.users([userId], 'keep');
        if (!account || account.excluido_em !== null) return false;
        await trx
          .insertInto('password_resets')
          .values({
            user_id: userId,
            token_hash: tokenHash,
            expires_at: isoAfter(RESET_TOKEN_LIFETIME_MS, now),
            used_at: null,
            created_at: isoNow(now),
          })
          .execute();
        return true;
      });
    },

    /**
     * When the link of `tokenHash` stops working, if it works now: not used, not expired, its
     * account not deleted. Null otherwise. Reading it spends nothing.
     */
    async usableUntil(tokenHash: string, now = new Date()): Promise<string | null> {
      const link = await db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select('password_resets.expires_at')
        .where('password_resets.token_hash', '=', tokenHash)
        .where('password_resets.used_at', 'is', null)
        .where('password_resets.expires_at', '>', isoNow(now))
        .where('users.excluido_em', 'is', null)
        .executeTakeFirst();
      return link?.expires_at ?? null;
    },

    /**
     * Spends the token and sets the new password in one transaction. Every other open
     * link of the user dies with it. Returns false for an unknown, used or expired token, and
     * for a deleted account's (a link can never bring one back).
     */
    async resetPassword(tokenHash: string, passwordHash: string, now = new Date()) {
      const link = await db
        .selectFrom('password_resets')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!link) return false;
      return write(async (trx, locks) => {
        const [account] = await locks.users([link.user_id], 'change');
        if (!account || account.excluido_em !== null) return false;
        const at = isoNow(now);
        const reset = await trx
          .updateTable('password_resets')
          .set({ used_at: at })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', at)
          .returning('user_id')
          .executeTakeFirst();
        if (!reset) return false;
        await trx
          .updateTable('password_resets')
          .set({ used_at: at })
          .where('user_id', '=', reset.user_id)
          .where('used_at', 'is', null)
          .execute();
        await users.setPassword(reset.user_id, passwordHash, trx);
        return true;
      });
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
