import { sortByName } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import { createWrite, type Guard, type Locks, requireVersion } from '../db/write-transaction';
import { forbidden, notFound } from '../errors/http-error';
import type { Database, UnavailabilitiesTable } from '../db/schema';

export type UnavailabilityRow = Selectable<UnavailabilitiesTable>;

/** A period as a save writes it: 'yyyy-MM-dd' dates, both included. */
export interface UnavailabilityValues {
  data_inicio: string;
  data_fim: string;
  justificativa: string;
}

/**
 * Each member keeps their own periods: under the ministry's lock, member row `memberId` must
 * still be the guard's user's, and active (a deactivation or an account deletion that
 * committed first is seen), else 403.
 */
async function ownUnderLock(locks: Locks, ministryId: number, memberId: number, guard: Guard) {
  const { membership } = await locks.ministry(ministryId, guard);
  if (membership?.id !== memberId || membership.status !== 'ATIVO') throw forbidden();
}

export function createUnavailabilitiesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  /** What coveringDate and activeCoveringDate share. */
  const covering = (ministryId: number, date: string, executor: Kysely<Database> = db) =>
    executor
      .selectFrom('unavailabilities as un')
      .innerJoin('members as mb', 'mb.id', 'un.member_id')
      .innerJoin('users as u', 'u.id', 'mb.user_id')
      .select([
        'un.id',
        'un.member_id',
        'un.data_inicio',
        'un.data_fim',
        'un.justificativa',
        'u.nome',
      ])
      .where('mb.ministry_id', '=', ministryId)
      .where('un.data_inicio', '<=', date)
      .where('un.data_fim', '>=', date);

  return {
    /**
     * The unavailabilities of the ministry's members that cover the date (both ends
     * included), with the member's name; only of the given members when a list is passed.
     * Dates are 'yyyy-MM-dd' text, so comparing them as text compares the days.
     */
    async coveringDate(
      ministryId: number,
      date: string,
      memberIds?: readonly number[],
      executor: Kysely<Database> = db,
    ) {
      if (memberIds && !memberIds.length) return [];
      let query = covering(ministryId, date, executor);
      if (memberIds) query = query.where('un.member_id', 'in', memberIds);
      return query.orderBy('u.nome').orderBy('un.data_inicio').execute();
    },

    /**
     * coveringDate for the active members only (pending and deactivated members are not
     * on any team), in name order as a Brazilian reads, then by start.
     */
    async activeCoveringDate(ministryId: number, date: string) {
      const rows = await covering(ministryId, date)
        .where('mb.status', '=', 'ATIVO')
        .orderBy('un.data_inicio')
        .orderBy('un.id')
        .execute();
      return sortByName(rows, (row) => row.nome);
    },

    /** Newest start first; same start: the latest recorded first. */
    listForMember: (memberId: number) =>
      db
        .selectFrom('unavailabilities')
        .selectAll()
        .where('member_id', '=', memberId)
        .orderBy('data_inicio', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    findById: (id: number) =>
      db.selectFrom('unavailabilities').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A new period of member `memberId`, who must be the guard's user (ownUnderLock). */
    create(ministryId: number, memberId: number, values: UnavailabilityValues, guard: Guard) {
      return write(async (trx, locks) => {
        await ownUnderLock(locks, ministryId, memberId, guard);
        const now = isoNow();
        return trx
          .insertInto('unavailabilities')
          .values({ member_id: memberId, ...values, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /**
     * Changes a period of the guard's user, made from `versao` when given (409 stale_version
     * otherwise); 404 when it was deleted meanwhile.
     */
    update(
      ministryId: number,
      entry: Pick<UnavailabilityRow, 'id' | 'member_id'>,
      values: UnavailabilityValues,
      guard: Guard,
      versao?: number,
    ) {
      return write(async (trx, locks) => {
        await ownUnderLock(locks, ministryId, entry.member_id, guard);
        const current = await locks.record(
          trx.selectFrom('unavailabilities').select('versao').where('id', '=', entry.id),
        );
        if (!current) throw notFound();
        requireVersion(current.versao, versao);
        return trx
          .updateTable('unavailabilities')
          .set((eb) => ({ ...values, versao: eb('versao', '+', 1), updated_at: isoNow() }))
          .where('id', '=', entry.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    async delete(
      ministryId: number,
      entry: Pick<UnavailabilityRow, 'id' | 'member_id'>,
      guard: Guard,
    ) {
      await write(async (trx, locks) => {
        await ownUnderLock(locks, ministryId, entry.member_id, guard);
        await trx.deleteFrom('unavailabilities').where('id', '=', entry.id).execute();
      });
    },
  };
}

export type UnavailabilitiesRepository = ReturnType<typeof createUnavailabilitiesRepository>;
