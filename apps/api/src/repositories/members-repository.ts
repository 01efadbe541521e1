import { sortByName, type MemberStatus } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import { type Count, toCount } from '../db/count';
import { preparedQuery } from '../db/prepared-query';
import type { Database, MembersTable } from '../db/schema';

export type MemberRow = Selectable<MembersTable>;

export function createMembersRepository(db: Kysely<Database>) {
  const activeCount = preparedQuery(db, 1, (ministryId: number) =>
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<Count>().as('total'))
      .where('ministry_id', '=', ministryId)
      .where('status', '=', 'ATIVO'),
  );

  return {
    find: (ministryId: number, userId: number) =>
      db
        .selectFrom('members')
        .selectAll()
        .where('ministry_id', '=', ministryId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** A member row, a deleted account's included: for history (reports), never for acting. */
    findIncludingFormer: (id: number) =>
      db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * A member row, unless its account was deleted: such a row only keeps past schedules
     * whole and is no one to approve, reactivate or report on (docs/api.md "Personal data (LGPD)").
     */
    findById: (id: number) =>
      db
        .selectFrom('members as mb')
        .innerJoin('users as u', 'u.id', 'mb.user_id')
        .selectAll('mb')
        .where('mb.id', '=', id)
        .where('u.excluido_em', 'is', null)
        .executeTakeFirst(),

    /** The ministry's member rows among these ids, with the functions each one holds. */
    async ofMinistryWithFunctions(ministryId: number, ids: readonly number[]) {
      if (!ids.length) return [];
      const [members, held] = await Promise.all([
        db
          .selectFrom('members')
          .select(['id', 'status'])
          .where('ministry_id', '=', ministryId)
          .where('id', 'in', ids)
          .execute(),
        db
          .selectFrom('member_functions as mf')
          .innerJoin('functions as f', 'f.id', 'mf.function_id')
          .select(['mf.member_id', 'mf.function_id', 'f.nome', 'f.icone'])
          .where('mf.member_id', 'in', ids)
          .execute(),
      ]);
      return members.map((member) => ({
        ...member,
        functions: held.filter((fn) => fn.member_id === member.id),
      }));
    },

    async nameOf(memberId: number) {
      const row = await db
        .selectFrom('members as mb')
        .innerJoin('users as u', 'u.id', 'mb.user_id')
        .select('u.nome')
        .where('mb.id', '=', memberId)
        .executeTakeFirst();
      return row?.nome;
    },

    async requestAccess(ministryId: number, userId: number) {
      const now = isoNow();
      await db
        .insertInto('members')
        .values({
          ministry_id: ministryId,
          user_id: userId,
          status: 'PENDENTE',
          admin: 0,
          created_at: now,
          updated_at: now,
        })
        // A removed (INATIVO) member asks again: the same row goes back to pending.
        .onConflict((conflict) =>
          conflict
            .columns(['ministry_id', 'user_id'])
            .doUpdateSet({ status: 'PENDENTE', admin: 0, updated_at: now }),
        )
        .execute();
    },

    /**
     * Changes the row only while it still has the status the caller saw (`from`); false when a
     * concurrent call moved or removed it first, so each transition happens once.
     */
    async update(
      id: number,
      from: MemberStatus,
      changes: { status?: MemberStatus; admin?: boolean },
    ): Promise<boolean> {
      const result = await db
        .updateTable('members')
        .set({
          status: changes.status,
          admin: changes.admin === undefined ? undefined : changes.admin ? 1 : 0,
          updated_at: isoNow(),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Removes the row only while it still has the status `from`; false when it had changed. */
    async remove(id: number, from: MemberStatus): Promise<boolean> {
      const result = await db
        .deleteFrom('members')
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Ministries whose content the user may read (the owner has an ATIVO row too), with the
     * user's member row in each and the counters answers are checked against: the live songs
     * and the song version (song pages), the data version (their schedules).
     */
    activeMinistries: (userId: number) =>
      db
        .selectFrom('members as mb')
        .innerJoin('ministries as m', 'm.id', 'mb.ministry_id')
        .select([
          'm.id',
          'm.nome',
          'm.song_count',
          'm.songs_version',
          'm.data_version',
          'mb.id as member_id',
        ])
        .where('mb.user_id', '=', userId)
        .where('mb.status', '=', 'ATIVO')
        .orderBy('m.id')
        .execute(),

    /** The ministry's active members (every ministry home shows it: compiled once). */
    async countActive(ministryId: number) {
      const [row] = await activeCount(ministryId);
      return toCount(row?.total);
    },

    /** Members with their user and functions, in name order, of the given statuses. */
    async listWithDetails(ministryId: number, statuses: readonly MemberStatus[]) {
      if (!statuses.length) return [];
      const members = await db
        .selectFrom('members as mb')
        .innerJoin('users as u', 'u.id', 'mb.user_id')
        .select([
          'mb.id',
          'mb.user_id',
          'mb.status',
          'mb.admin',
          'u.nome',
          'u.email',
          'u.telefone',
          'u.foto_url',
        ])
        .where('mb.ministry_id', '=', ministryId)
        .where('mb.status', 'in', statuses)
        // A deleted account's row is history only (docs/api.md "Personal data (LGPD)"): in no member list.
        .where('u.excluido_em', 'is', null)
        .orderBy('mb.id')
        .execute();
      sortByName(members, (member) => member.nome);
      const functions = members.length
        ? await db
            .selectFrom('member_functions as mf')
            .innerJoin('functions as f', 'f.id', 'mf.function_id')
            .select([
              'mf.id',
              'mf.member_id',
              'mf.function_id',
              'mf.principal',
              'f.nome',
              'f.icone',
            ])
            .where(
              'mf.member_id',
              'in',
              members.map((member) => member.id),
            )
            .orderBy('mf.principal', 'desc')
            .orderBy('mf.id')
            .execute()
        : [];
      return members.map((member) => ({
        ...member,
        functions: functions.filter((fn) => fn.member_id === member.id),
      }));
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
