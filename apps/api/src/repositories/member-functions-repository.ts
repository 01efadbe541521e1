import {
  assignmentRefusal,
  type AssignmentRefusal,
  sortByName,
  type AssignmentView,
} from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import { createWrite, type Guard, type Locks, requireVersion } from '../db/write-transaction';
import { notFound } from '../errors/http-error';
import type { Database, MemberFunctionsTable } from '../db/schema';

export type AssignmentRow = Selectable<MemberFunctionsTable>;

/** What a member-function write sets; undefined leaves a field as it is. */
export interface AssignmentValues {
  function_id?: number;
  principal?: boolean;
  observacoes?: string | null;
}

function detailed(db: Kysely<Database>) {
  return db
    .selectFrom('member_functions as mf')
    .innerJoin('functions as f', 'f.id', 'mf.function_id')
    .select([
      'mf.id',
      'mf.member_id',
      'mf.function_id',
      'mf.principal',
      'mf.observacoes',
      'mf.versao',
      'f.nome',
      'f.icone',
    ]);
}

/**
 * At most one principal per member: making one principal demotes the others, each of which
 * changes (its version moves on). Every write to a member's functions holds the member's row
 * first (refusalOf), so two at once do not both leave a principal.
 */
async function demoteOthers(trx: Kysely<Database>, memberId: number, keepId: number) {
  await trx
    .updateTable('member_functions')
    .set((eb) => ({ principal: 0, versao: eb('versao', '+', 1) }))
    .where('member_id', '=', memberId)
    .where('id', '!=', keepId)
    .where('principal', '=', 1)
    .execute();
}

/**
 * Under the ministry's lock, holding the member's row: whether the member may hold
 * `functionId` now (@levita/contracts `assignmentRefusal`).
 */
async function refusalOf(
  trx: Kysely<Database>,
  locks: Locks,
  ministryId: number,
  memberId: number,
  functionId: number | undefined,
): Promise<AssignmentRefusal | undefined> {
  const member = await locks.record(
    trx
      .selectFrom('members')
      .select('status')
      .where('id', '=', memberId)
      .where('ministry_id', '=', ministryId),
  );
  if (!member) throw notFound();
  const notActive = assignmentRefusal({ memberStatus: member.status, ministryId });
  if (notActive || functionId === undefined) return notActive;
  const fn = await trx
    .selectFrom('functions')
    .select('ministry_id')
    .where('id', '=', functionId)
    .executeTakeFirst();
  return assignmentRefusal({
    memberStatus: member.status,
    ministryId,
    functionMinistryId: fn?.ministry_id ?? null,
  });
}

export function createMemberFunctionsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  return {
    /** The member's functions: the principal first, then by name as a Brazilian reads. */
    async listForMember(memberId: number) {
      const rows = sortByName(
        await detailed(db).where('mf.member_id', '=', memberId).orderBy('mf.id').execute(),
        (row) => row.nome,
      );
      // Array sort is stable: the names stay in order behind the principal.
      return rows.sort((a, b) => b.principal - a.principal);
    },

    /** Everyone holding the function, with their status and whether it is their principal. */
    holdersOf: (functionId: number) =>
      db
        .selectFrom('member_functions as mf')
        .innerJoin('members as mb', 'mb.id', 'mf.member_id')
        .innerJoin('users as u', 'u.id', 'mb.user_id')
        .select(['mf.member_id', 'mf.principal', 'mb.status', 'u.nome', 'u.foto_url'])
        .where('mf.function_id', '=', functionId)
        .orderBy('mf.member_id')
        .execute(),

    findById: (id: number) =>
      db.selectFrom('member_functions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Throws a unique violation when the member already holds the function. */
    async create(
      ministryId: number,
      memberId: number,
      values: Required<AssignmentValues>,
      guard: Guard,
    ): Promise<AssignmentView | { refused: AssignmentRefusal }> {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard);
        const refused = await refusalOf(trx, locks, ministryId, memberId, values.function_id);
        if (refused) return { refused };
        const { id } = await trx
          .insertInto('member_functions')
          .values({
            member_id: memberId,
            function_id: values.function_id,
            principal: values.principal ? 1 : 0,
            observacoes: values.observacoes,
            created_at: isoNow(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (values.principal) await demoteOthers(trx, memberId, id);
        return detailed(trx).where('mf.id', '=', id).executeTakeFirstOrThrow();
      });
    },

    /**
     * Changes the assignment, made from `versao` when given (409 stale_version otherwise); 404
     * when it was taken away meanwhile. Throws a unique violation when the new function is one
     * the member already holds.
     */
    async update(
      ministryId: number,
      assignmentId: number,
      changes: AssignmentValues,
      guard: Guard,
      versao?: number,
    ): Promise<AssignmentView | { refused: AssignmentRefusal }> {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard);
        // Whose it is never changes: read first, to hold that member's row before it.
        const owner = await trx
          .selectFrom('member_functions')
          .select('member_id')
          .where('id', '=', assignmentId)
          .executeTakeFirst();
        if (!owner) throw notFound();
        const refused = await refusalOf(
          trx,
          locks,
          ministryId,
          owner.member_id,
          changes.function_id,
        );
        const current = await locks.record(
          trx
            .selectFrom('member_functions')
            .select(['member_id', 'versao'])
            .where('id', '=', assignmentId),
        );
        if (!current) throw notFound();
        requireVersion(current.versao, versao);
        if (refused) return { refused };
        const values = {
          function_id: changes.function_id,
          principal: changes.principal === undefined ? undefined : changes.principal ? 1 : 0,
          observacoes: changes.observacoes,
        };
        // An empty body changes nothing, its version included (and an empty SET is not SQL).
        if (Object.values(values).some((value) => value !== undefined))
          await trx
            .updateTable('member_functions')
            .set((eb) => ({ ...values, versao: eb('versao', '+', 1) }))
            .where('id', '=', assignmentId)
            .execute();
        if (changes.principal) await demoteOthers(trx, current.member_id, assignmentId);
        return detailed(trx).where('mf.id', '=', assignmentId).executeTakeFirstOrThrow();
      });
    },

    async delete(ministryId: number, assignmentId: number, guard: Guard) {
      await write(async (trx, locks) => {
        await locks.ministry(ministryId, guard);
        await trx.deleteFrom('member_functions').where('id', '=', assignmentId).execute();
      });
    },
  };
}

export type MemberFunctionsRepository = ReturnType<typeof createMemberFunctionsRepository>;
