import { sortByName } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { Database, UnavailabilitiesTable } from '../db/schema';

export type UnavailabilityRow = Selectable<UnavailabilitiesTable>;

/** A period as a save writes it: 'yyyy-MM-dd' dates, both included. */
export interface UnavailabilityValues {
  data_inicio: string;
  data_fim: string;
  justificativa: string;
}

export function createUnavailabilitiesRepository(db: Kysely<Database>) {
  /** What coveringDate and activeCoveringDate share. */
  const covering = (ministryId: number, date: string) =>
    db
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
    async coveringDate(ministryId: number, date: string, memberIds?: readonly number[]) {
      if (memberIds && !memberIds.length) return [];
      let query = covering(ministryId, date);
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

    create(memberId: number, values: UnavailabilityValues) {
      const now = isoNow();
      return db
        .insertInto('unavailabilities')
        .values({ member_id: memberId, ...values, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update(id: number, values: UnavailabilityValues) {
      return db
        .updateTable('unavailabilities')
        .set({ ...values, updated_at: isoNow() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async delete(id: number) {
      await db.deleteFrom('unavailabilities').where('id', '=', id).execute();
    },
  };
}

export type UnavailabilitiesRepository = ReturnType<typeof createUnavailabilitiesRepository>;
