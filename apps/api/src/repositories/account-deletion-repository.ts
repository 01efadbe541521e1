import { deletedAccountEmail } from '@levita/contracts';
import { type Kysely, sql } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite } from '../db/write-transaction';

export type AccountDeletion =
  { deleted: true } | { deleted: false; owned: { id: number; nome: string }[] };

/**
 * Deleting an account (LGPD art. 16 and 18; docs/api.md "Personal data (LGPD)"): what
 * identifies the person goes, what the teams' history needs stays without a name.
 */
export function createAccountDeletionRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  return {
    /**
     * All or nothing, in one transaction. Refused (nothing changed) while the user owns a
     * ministry. `today` is the server's calendar date: schedules before it, and finished
     * ones, are history and keep the person's place as a former member; every later place
     * is removed.
     */
    async delete(userId: number, today: string): Promise<AccountDeletion> {
      return write(async (trx, locks) => {
        // The API's lock order: the account, then every ministry it has a row in. Creating a
        // ministry, joining one and receiving one hold the account too, so each either
        // committed before (and is seen here) or waits and then finds the account deleted.
        await locks.users([userId], 'change');
        const memberships = await trx
          .selectFrom('members')
          .select(['id', 'ministry_id'])
          .where('user_id', '=', userId)
          .execute();
        await locks.ministries(memberships.map((row) => row.ministry_id));
        const owned = await trx
          .selectFrom('ministries')
          .select(['id', 'nome'])
          .where('proprietario_id', '=', userId)
          .orderBy('id')
          .execute();
        if (owned.length) return { deleted: false, owned };

        const memberIds = memberships.map((row) => row.id);
        if (memberIds.length) {
          // Every schedule that names them changes (their place, their reason, their lead):
          // an edit made from before is stale.
          await trx
            .updateTable('schedules')
            .set((eb) => ({ versao: eb('versao', '+', 1) }))
            .where((eb) =>
              eb.or([
                eb('responsavel_id', 'in', memberIds),
                eb(
                  'id',
                  'in',
                  eb
                    .selectFrom('schedule_members')
                    .select('schedule_id')
                    .where('member_id', 'in', memberIds),
                ),
              ]),
            )
            .execute();
          await trx
            .deleteFrom('schedule_members')
            .where('member_id', 'in', memberIds)
            .where((eb) =>
              eb(
                'schedule_id',
                'in',
                eb
                  .selectFrom('schedules')
                  .select('id')
                  // Not history (the contracts' scheduleHappened): today or later, unfinished.
                  .where('data', '>=', today)
                  .where('finalizada', '=', 0),
              ),
            )
            .execute();
          // What they wrote themselves goes with them: a decline's reason may tell of their
          // health or family. That they declined stays, as the team's history.
          await trx
            .updateTable('schedule_members')
            .set({ motivo_recusa: null })
            .where('member_id', 'in', memberIds)
            .where('motivo_recusa', 'is not', null)
            .execute();
          await trx.deleteFrom('member_functions').where('member_id', 'in', memberIds).execute();
          await trx.deleteFrom('unavailabilities').where('member_id', 'in', memberIds).execute();
          await trx.deleteFrom('member_song_keys').where('member_id', 'in', memberIds).execute();
          await trx
            .updateTable('schedules')
            .set({ responsavel_id: null })
            .where('responsavel_id', 'in', memberIds)
            .execute();
          // Nobody is filled "together with" someone who is gone.
          await trx
            .updateTable('members')
            .set({ junto_com: null })
            .where('junto_com', 'in', memberIds)
            .execute();
          // Rows a past schedule still names stay, granting nothing: INATIVO, not admin, no
          // preferences, and hidden from every list and action (members-repository findById,
          // listWithDetails).
          await trx
            .deleteFrom('members')
            .where('user_id', '=', userId)
            .where((eb) =>
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('schedule_members as sm')
                    .select(sql`1`.as('one'))
                    .whereRef('sm.member_id', '=', 'members.id'),
                ),
              ),
            )
            .execute();
          await trx
            .updateTable('members')
            .set({
              status: 'INATIVO',
              admin: 0,
              limite_mensal: null,
              junto_com: null,
              updated_at: isoNow(),
            })
            .where('user_id', '=', userId)
            .execute();
        }

        await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
        await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
        await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
        // Their queued e-mail and the record of what was sent: payloads hold their name.
        await trx.deleteFrom('mail_jobs').where('user_id', '=', userId).execute();
        const now = isoNow();
        await trx
          .updateTable('users')
          .set((eb) => ({
            nome: '',
            email: deletedAccountEmail(userId),
            telefone: null,
            foto_url: null,
            password_hash: null,
            google_sub: null,
            avisos_escala: 0,
            lembretes: 0,
            // Every token signed before now carries an older version and stops working.
            token_version: eb('token_version', '+', 1),
            excluido_em: now,
            updated_at: now,
          }))
          .where('id', '=', userId)
          .execute();
        return { deleted: true };
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
