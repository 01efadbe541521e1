import { sortByName, type AssignmentView } from '@levita/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isoNow } from '../db/clock';
import type { Database, MemberFunctionsTable } from '../db/schema';

export type AssignmentRow = Selectable<MemberFunctionsTable>;

/** What a member-function write sets; undefined leaves a field as it is. */
export interface AssignmentValues {
  function_id?: number;
  principal?: boolean;
  observacoes?: string | null;
}

function detailed(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('member_functions as mf')
    .innerJoin('functions as f', 'f.id', 'mf.function_id')
    .select([
      'mf.id',
      'mf.member_id',
      'mf.function_id',
      'mf.principal',
      'mf.observacoes',
      'f.nome',
      'f.icone',
    ]);
}

/**
 * Serialises the writes to one member's functions: PostgreSQL holds the member row's lock
 * until commit (SQLite locks the whole database on a write anyway). Without it, two requests
 * each making a different function principal would both clear "the others" before either
 * committed, and leave two principals.
 */
async function lockMember(trx: Transaction<Database>, memberId: number) {
  await trx
    .updateTable('members')
    .set((eb) => ({ admin: eb.ref('admin') }))
    .where('id', '=', memberId)
    .execute();
}

/** At most one principal per member: making one principal demotes the others. */
async function demoteOthers(trx: Transaction<Database>, memberId: number, keepId: number) {
  await trx
    .updateTable('member_functions')
    .set({ principal: 0 })
    .where('member_id', '=', memberId)
    .where('id', '!=', keepId)
    .where('principal', '=', 1)
    .execute();
}

export function createMemberFunctionsRepository(db: Kysely<Database>) {
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
    async create(memberId: number, values: Required<AssignmentValues>): Promise<AssignmentView> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, memberId);
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

    /** Throws a unique violation when the new function is one the member already holds. */
    async update(assignment: AssignmentRow, changes: AssignmentValues): Promise<AssignmentView> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, assignment.member_id);
        const values = {
          function_id: changes.function_id,
          principal: changes.principal === undefined ? undefined : changes.principal ? 1 : 0,
          observacoes: changes.observacoes,
        };
        // An empty body changes nothing (and an empty SET is not SQL).
        if (Object.values(values).some((value) => value !== undefined))
          await trx
            .updateTable('member_functions')
            .set(values)
            .where('id', '=', assignment.id)
            .execute();
        if (changes.principal) await demoteOthers(trx, assignment.member_id, assignment.id);
        return detailed(trx).where('mf.id', '=', assignment.id).executeTakeFirstOrThrow();
      });
    },

    async delete(id: number) {
      await db.deleteFrom('member_functions').where('id', '=', id).execute();
    },
  };
}

export type MemberFunctionsRepository = ReturnType<typeof createMemberFunctionsRepository>;
