import {
  type MemberPreferencesRecord,
  type MemberPreferencesRefusal,
  maySetMemberPreferences,
  memberPreferencesRefusal,
} from '@levita/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite, type Guard, staleVersion } from '../db/write-transaction';
import { forbidden } from '../errors/http-error';

/** The preferences a save writes: both at once. */
export type MemberPreferencesValues = Pick<MemberPreferencesRecord, 'limite_mensal' | 'junto_com'>;

/** What a save ended in: the preferences as saved, or why the partner was refused. */
export type MemberPreferencesSaved =
  { saved: MemberPreferencesRecord; refused?: undefined } | { refused: MemberPreferencesRefusal };

/** A member's auto-fill preferences (migrations 0020, 0021), kept on their member row. */
export function createMemberPreferencesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  return {
    /**
     * Saves member row `memberId`'s preferences, made from version `versao` when given (409
     * stale_version otherwise). Under the ministry's lock, shared with its other everyday
     * writes, the row must still be the guard's user's and active (403 otherwise), and the
     * partner an active member of the ministry: every change of who is active is an
     * exclusive write of the ministry, so neither can change before this one commits.
     */
    save: (
      ministryId: number,
      memberId: number,
      values: MemberPreferencesValues,
      guard: Required<Guard>,
      versao?: number,
    ): Promise<MemberPreferencesSaved> =>
      write(async (trx, locks) => {
        const { membership } = await locks.ministry(ministryId, guard);
        if (membership?.id !== memberId || !maySetMemberPreferences(membership, guard.userId))
          throw forbidden();
        const partner =
          values.junto_com === null
            ? undefined
            : await trx
                .selectFrom('members as mb')
                .innerJoin('users as u', 'u.id', 'mb.user_id')
                .select(['mb.ministry_id', 'mb.status'])
                .where('mb.id', '=', values.junto_com)
                .where('u.excluido_em', 'is', null)
                .executeTakeFirst();
        const refused = memberPreferencesRefusal({
          memberId,
          ministryId,
          partnerId: values.junto_com,
          partner,
        });
        if (refused) return { refused };
        // The version is checked by the update itself: of two saves from one read (two tabs),
        // the second waits for the first's row lock, then finds the version moved and writes
        // nothing.
        let update = trx
          .updateTable('members')
          .set((eb) => ({
            ...values,
            preferencias_versao: eb('preferencias_versao', '+', 1),
            updated_at: isoNow(),
          }))
          .where('id', '=', memberId);
        if (versao !== undefined) update = update.where('preferencias_versao', '=', versao);
        const saved = await update
          .returning(['limite_mensal', 'junto_com', 'preferencias_versao'])
          .executeTakeFirst();
        // The row is there (the lock above keeps removals out): only the version can differ.
        if (!saved) throw staleVersion();
        return { saved };
      }),
  };
}

export type MemberPreferencesRepository = ReturnType<typeof createMemberPreferencesRepository>;
