import { sortByName } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { Database, FunctionsTable } from '../db/schema';
import { functionNameKey } from './ministries-repository';

export type FunctionRow = Selectable<FunctionsTable>;

export function createFunctionsRepository(db: Kysely<Database>) {
  return {
    list: async (ministryId: number) =>
      sortByName(
        await db
          .selectFrom('functions')
          .selectAll()
          .where('ministry_id', '=', ministryId)
          .orderBy('id')
          .execute(),
        (fn) => fn.nome,
      ),

    findById: (id: number) =>
      db.selectFrom('functions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Throws a unique violation when the ministry has a function of that name. */
    async create(ministryId: number, fn: { nome: string; descricao: string; icone: string }) {
      const now = isoNow();
      return db
        .insertInto('functions')
        .values({
          ministry_id: ministryId,
          nome: fn.nome,
          nome_chave: functionNameKey(fn.nome),
          descricao: fn.descricao,
          icone: fn.icone,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id: number, changes: { nome?: string; descricao?: string; icone?: string }) {
      return db
        .updateTable('functions')
        .set({
          ...changes,
          nome_chave: changes.nome === undefined ? undefined : functionNameKey(changes.nome),
          updated_at: isoNow(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Members who held the function lose it with it (member_functions cascade). */
    async delete(id: number) {
      await db.deleteFrom('functions').where('id', '=', id).execute();
    },
  };
}

export type FunctionsRepository = ReturnType<typeof createFunctionsRepository>;
