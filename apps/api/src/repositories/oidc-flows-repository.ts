import type { Kysely } from 'kysely';
import { isoAfter, isoNow } from '../db/clock';
import type { Database } from '../db/schema';

export const OIDC_FLOW_LIFETIME_MS = 10 * 60 * 1000;

export interface OidcFlow {
  nonce: string;
  codeVerifier: string;
}

export function createOidcFlowsRepository(db: Kysely<Database>) {
  return {
    async start(stateHash: string, flow: OidcFlow, now = new Date()) {
      await db.deleteFrom('oidc_flows').where('expires_at', '<', isoNow(now)).execute();
      await db
        .insertInto('oidc_flows')
        .values({
          state_hash: stateHash,
          nonce: flow.nonce,
          code_verifier: flow.codeVerifier,
          expires_at: isoAfter(OIDC_FLOW_LIFETIME_MS, now),
        })
        .execute();
    },

    /** Single use: the flow is deleted as it is read, so a replayed callback finds nothing. */
    async take(stateHash: string, now = new Date()): Promise<OidcFlow | undefined> {
      const row = await db
        .deleteFrom('oidc_flows')
        .where('state_hash', '=', stateHash)
        .returningAll()
        .executeTakeFirst();
      if (!row || row.expires_at < isoNow(now)) return undefined;
      return { nonce: row.nonce, codeVerifier: row.code_verifier };
    },
  };
}

export type OidcFlowsRepository = ReturnType<typeof createOidcFlowsRepository>;
