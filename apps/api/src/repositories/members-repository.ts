import { type MemberStatus, type MinistryStanding, sortByName } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import { createWrite, type Guard, type LockedMinistry } from '../db/write-transaction';
import { HttpError } from '../errors/http-error';
import { type Count, toCount } from '../db/count';
import { preparedQuery } from '../db/prepared-query';
import type { Database, MembersTable } from '../db/schema';

/** A member row as the app reads it; the auto-fill preferences are read where they are used. */
export type MemberRow = Selectable<
  Omit<MembersTable, 'limite_mensal' | 'junto_com' | 'preferencias_versao'>
>;

/** What asking to join ended in. */
export type JoinOutcome =
  'requested' | 'request_pending' | 'already_member' | 'not_accepting_members';

/** The facts a membership change is decided on, read under the ministry's lock. */
export interface MemberChangeFacts {
  member: MemberRow;
  ministry: LockedMinistry;
  /** The standing of the guard's user (the caller). */
  standing: MinistryStanding | null;
}

/** A new status or admin flag for the row, or its removal. */
export type MemberChange = { status?: MemberStatus; admin?: boolean } | 'remove';

/** A member row's columns as the app reads it (the auto-fill preferences apart). */
const memberColumns = [
  'id',
  'ministry_id',
  'user_id',
  'status',
  'admin',
  'created_at',
  'updated_at',
] as const;

export function createMembersRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  const activeCount = preparedQuery(db, 1, (ministryId: number) =>
    db
      .selectFrom('members')
      .select((eb) => eb.fn.countAll<Count>().as('total'))
      .where('ministry_id', '=', ministryId)
      .where('status', '=', 'ATIVO'),
  );

  return {
    find: (ministryId: number, userId: number): Promise<MemberRow | undefined> =>
      db
        .selectFrom('members')
        .select(memberColumns)
        .where('ministry_id', '=', ministryId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** A member row, a deleted account's included: for history (reports), never for acting. */
    findIncludingFormer: (id: number): Promise<MemberRow | undefined> =>
      db.selectFrom('members').select(memberColumns).where('id', '=', id).executeTakeFirst(),

    /**
     * A member row, unless its account was deleted: such a row only keeps past schedules
     * whole and is no one to approve, reactivate or report on (docs/api.md "Personal data (LGPD)").
     */
    findById: (id: number): Promise<MemberRow | undefined> =>
      db
        .selectFrom('members as mb')
        .innerJoin('users as u', 'u.id', 'mb.user_id')
        .select(memberColumns.map((column) => `mb.${column}` as const))
        .where('mb.id', '=', id)
        .where('u.excluido_em', 'is', null)
        .executeTakeFirst(),

    /** The ministry's member rows among these ids, with the functions each one holds. */
    async ofMinistryWithFunctions(
      ministryId: number,
      ids: readonly number[],
      executor: Kysely<Database> = db,
    ) {
      if (!ids.length) return [];
      // One statement, a row per member and function held: a save makes it under its locks.
      const rows = await executor
        .selectFrom('members as mb')
        .leftJoin('member_functions as mf', 'mf.member_id', 'mb.id')
        .leftJoin('functions as f', 'f.id', 'mf.function_id')
        .select(['mb.id', 'mb.user_id', 'mb.status', 'mf.function_id', 'f.nome', 'f.icone'])
        .where('mb.ministry_id', '=', ministryId)
        .where('mb.id', 'in', ids)
        .orderBy('mb.id')
        .orderBy('mf.id')
        .execute();
      const members = new Map<
        number,
        Pick<MemberRow, 'id' | 'user_id' | 'status'> & {
          functions: { member_id: number; function_id: number; nome: string; icone: string }[];
        }
      >();
      for (const { function_id, nome, icone, ...member } of rows) {
        let entry = members.get(member.id);
        if (!entry) members.set(member.id, (entry = { ...member, functions: [] }));
        if (function_id !== null && nome !== null && icone !== null)
          entry.functions.push({ member_id: member.id, function_id, nome, icone });
      }
      return [...members.values()];
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

    /**
     * Asks to join as PENDENTE, deciding under the account's and the ministry's locks: a
     * deletion of the account that committed first is seen (401), the ministry must still
     * accept members, and the user must have no live row in it. A removed (INATIVO) member
     * asks again: the same row goes back to pending.
     */
    async requestAccess(ministryId: number, userId: number): Promise<JoinOutcome> {
      return write(async (trx, locks) => {
        await locks.liveUser(userId, 'keep');
        const { ministry, standing } = await locks.ministry(ministryId, { userId }, 'exclusive');
        if (standing === 'PENDENTE') return 'request_pending';
        if (standing) return 'already_member';
        if (ministry.aceitando_membros !== 1) return 'not_accepting_members';
        const now = isoNow();
        await trx
          .insertInto('members')
          .values({
            ministry_id: ministryId,
            user_id: userId,
            status: 'PENDENTE',
            admin: 0,
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['ministry_id', 'user_id'])
              .doUpdateSet({ status: 'PENDENTE', admin: 0, updated_at: now }),
          )
          .execute();
        return 'requested';
      });
    },

    /**
     * A change of member row `memberId`, decided by `decide` under the ministry's lock with
     * the row, the ministry and the guard's standing as they are then (so an ownership
     * transfer, a leave or another transition that committed first is seen), and applied in
     * the same transaction. `decide` throws to refuse. 404 when the row is gone, belongs to
     * another ministry or to a deleted account.
     */
    async change(
      ministryId: number,
      memberId: number,
      guard: Guard,
      decide: (now: MemberChangeFacts) => MemberChange,
    ): Promise<void> {
      await write(async (trx, locks) => {
        const { ministry, standing } = await locks.ministry(ministryId, guard, 'exclusive');
        const member = await trx
          .selectFrom('members as mb')
          .innerJoin('users as u', 'u.id', 'mb.user_id')
          .selectAll('mb')
          .where('mb.id', '=', memberId)
          .where('mb.ministry_id', '=', ministryId)
          .where('u.excluido_em', 'is', null)
          .executeTakeFirst();
        // The access check found it a moment ago: a concurrent change removed it first.
        if (!member) throw new HttpError(409, 'invalid_transition', 'invalid_transition');
        const change = decide({ member, ministry, standing });
        if (change === 'remove') {
          await trx.deleteFrom('members').where('id', '=', memberId).execute();
          return;
        }
        await trx
          .updateTable('members')
          .set({
            status: change.status,
            admin: change.admin === undefined ? undefined : change.admin ? 1 : 0,
            updated_at: isoNow(),
          })
          .where('id', '=', memberId)
          .execute();
      });
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

    /**
     * Members with their user, auto-fill preferences and functions, in name order, of the
     * given statuses (presentMember decides who sees the preferences).
     */
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
          'mb.limite_mensal',
          'mb.junto_com',
          'mb.preferencias_versao',
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
