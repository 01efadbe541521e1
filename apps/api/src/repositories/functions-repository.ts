import { sortByName } from '@levita/contracts';
import type { Kysely, Selectable } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import { createWrite, type Guard, requireVersion } from '../db/write-transaction';
import { notFound } from '../errors/http-error';
import type { Database, FunctionsTable } from '../db/schema';
import { functionNameKey } from './ministries-repository';

export type FunctionRow = Selectable<FunctionsTable>;

export function createFunctionsRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
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

    /** Which of `ids` are functions of the ministry (a schedule's slots name them). */
    idsOfMinistry: (ministryId: number, ids: readonly number[], executor: Kysely<Database> = db) =>
      ids.length === 0
        ? Promise.resolve([])
        : executor
            .selectFrom('functions')
            .select('id')
            .where('ministry_id', '=', ministryId)
            .where('id', 'in', [...ids])
            .execute(),

    findById: (id: number) =>
      db.selectFrom('functions').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Throws a unique violation when the ministry has a function of that name. */
    async create(
      ministryId: number,
      fn: { nome: string; descricao: string; icone: string },
      guard: Guard | undefined,
    ) {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard);
        const now = isoNow();
        return trx
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
      });
    },

    /**
     * Changes the function, made from `versao` when given (409 stale_version otherwise); 404
     * when it was deleted meanwhile. Throws a unique violation when the new name is taken.
     */
    async update(
      fn: Pick<FunctionRow, 'id' | 'ministry_id'>,
      changes: { nome?: string; descricao?: string; icone?: string },
      guard: Guard,
      versao?: number,
    ) {
      return write(async (trx, locks) => {
        await locks.ministry(fn.ministry_id, guard);
        const current = await locks.record(
          trx.selectFrom('functions').select('versao').where('id', '=', fn.id),
        );
        if (!current) throw notFound();
        requireVersion(current.versao, versao);
        return trx
          .updateTable('functions')
          .set((eb) => ({
            ...changes,
            nome_chave: changes.nome === undefined ? undefined : functionNameKey(changes.nome),
            versao: eb('versao', '+', 1),
            updated_at: isoNow(),
          }))
          .where('id', '=', fn.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** Members who held the function lose it with it (member_functions cascade). */
    async delete(fn: Pick<FunctionRow, 'id' | 'ministry_id'>, guard: Guard) {
      await write(async (trx, locks) => {
        await locks.ministry(fn.ministry_id, guard);
        await trx.deleteFrom('functions').where('id', '=', fn.id).execute();
      });
    },
  };
}

export type FunctionsRepository = ReturnType<typeof createFunctionsRepository>;
