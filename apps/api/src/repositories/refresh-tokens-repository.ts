import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoAfter, isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite } from '../db/write-transaction';

/** A session lasts 30 days from its last use: each renewal starts the 30 days again. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type Renewal =
  | { ok: true; userId: number; tokenVersion: number; expiresAt: Date }
  /**
   * unknown: no such token (never issued, or its session was ended); expired; ended: the
   * account's sessions were ended since (password change, deletion, "sign out everywhere");
   * reused: the token had been exchanged already, so someone else holds its successor.
   */
  | { ok: false; reason: 'unknown' | 'expired' | 'ended' | 'reused' };

export function createRefreshTokensRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);

  /** Stores a token by its hash (the caller made both); answers when it expires. */
  async function insert(
    trx: Kysely<Database>,
    row: { userId: number; family: string; tokenVersion: number; tokenHash: string },
    now: Date,
  ): Promise<Date> {
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS);
    await trx
      .insertInto('refresh_tokens')
      .values({
        user_id: row.userId,
        family: row.family,
        token_hash: row.tokenHash,
        token_version: row.tokenVersion,
        expires_at: expiresAt.toISOString(),
        replaced_at: null,
        created_at: isoNow(now),
      })
      .execute();
    return expiresAt;
  }

  return {
    /**
     * A new session for a sign-in: a family of its own. The user's sessions expired for a day
     * or more go (a used token is kept until then: its reuse must still be recognised).
     */
    async start(userId: number, tokenVersion: number, tokenHash: string, now = new Date()) {
      return write(async (trx, locks) => {
        await locks.users([userId], 'keep');
        await trx
          .deleteFrom('refresh_tokens')
          .where('user_id', '=', userId)
          .where('expires_at', '<', isoAfter(-24 * 60 * 60 * 1000, now))
          .execute();
        return insert(trx, { userId, family: randomUUID(), tokenVersion, tokenHash }, now);
      });
    },

    /**
     * Exchanges a token for its successor. A token exchanged before ends every session of
     * the account: either the browser or a thief holds the successor, and neither can be told
     * from the other (OAuth 2.0 Security BCP, refresh token rotation).
     */
    async rotate(tokenHash: string, nextHash: string, now = new Date()): Promise<Renewal> {
      const found = await db
        .selectFrom('refresh_tokens')
        .select(['user_id'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!found) return { ok: false, reason: 'unknown' };
      return write(async (trx, locks): Promise<Renewal> => {
        // Held to change: a reuse raises the account's version below.
        const [account] = await locks.users([found.user_id], 'change');
        const row = await trx
          .selectFrom('refresh_tokens as t')
          .innerJoin('users as u', 'u.id', 't.user_id')
          .select(['t.id', 't.family', 't.token_version', 't.expires_at', 't.replaced_at'])
          .select('u.token_version as current_version')
          .where('t.token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (!row) return { ok: false, reason: 'unknown' };
        const endFamily = () =>
          trx.deleteFrom('refresh_tokens').where('family', '=', row.family).execute();
        // Someone else holds a token of this account: every session ends, access tokens
        // included, or the access token a thief renewed with could start a new session.
        const endEverySession = async () => {
          await trx
            .updateTable('users')
            .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
            .where('id', '=', found.user_id)
            .execute();
          await trx.deleteFrom('refresh_tokens').where('user_id', '=', found.user_id).execute();
        };
        if (!account || account.excluido_em !== null || row.token_version !== row.current_version) {
          await endFamily();
          return { ok: false, reason: 'ended' };
        }
        if (row.replaced_at !== null) {
          await endEverySession();
          return { ok: false, reason: 'reused' };
        }
        if (row.expires_at <= isoNow(now)) return { ok: false, reason: 'expired' };
        // Conditional: of two renewals racing with one token, the second finds it spent
        // (PostgreSQL re-checks the condition after waiting for the first) and ends it all.
        const spent = await trx
          .updateTable('refresh_tokens')
          .set({ replaced_at: isoNow(now) })
          .where('id', '=', row.id)
          .where('replaced_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!spent) {
          await endEverySession();
          return { ok: false, reason: 'reused' };
        }
        const expiresAt = await insert(
          trx,
          {
            userId: found.user_id,
            family: row.family,
            tokenVersion: row.token_version,
            tokenHash: nextHash,
          },
          now,
        );
        return { ok: true, userId: found.user_id, tokenVersion: row.token_version, expiresAt };
      });
    },

    /** Ends the session a token belongs to (sign-out); an unknown token ends nothing. */
    async end(tokenHash: string) {
      const found = await db
        .selectFrom('refresh_tokens')
        .select(['family'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!found) return;
      await db.deleteFrom('refresh_tokens').where('family', '=', found.family).execute();
    },
  };
}

export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
