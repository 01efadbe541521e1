import {
  addDays,
  AUTO_FILL_WINDOW_DAYS,
  type AutoFillFacts,
  type AutoFillResult,
} from '@levita/contracts';
import type { Kysely } from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import { createWrite, type Guard } from '../db/write-transaction';
import { countedSchedules, isCounted } from './counted-schedules';

/** Which drafts to fill: one, or every draft of a month ('yyyy-MM-dd' bounds). */
export type AutoFillSelection = { scheduleId: number } | { from: string; to: string };

/** The drafts filled, with what a screen names: titles, members' and functions' names. */
export interface AutoFillOutcome {
  results: AutoFillResult[];
  drafts: Map<number, { titulo: string; data: string; horario: string }>;
  memberNames: Map<number, string>;
  functionNames: Map<number, string>;
}

/**
 * "Preencher equipe" (docs/schedules.md "Auto-fill"): reads the facts the contracts' autoFill
 * decides on and writes its picks into the drafts, in one transaction holding the ministry's
 * row exclusive, so two fills (or a fill and a save) never pick from what the other changes.
 */
export function createAutoFillRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);

  async function factsOf(
    trx: Kysely<Database>,
    ministryId: number,
    selection: AutoFillSelection,
  ): Promise<{ facts: AutoFillFacts; titles: AutoFillOutcome['drafts'] }> {
    let drafts = trx
      .selectFrom('schedules as s')
      .select(['s.id', 's.titulo', 's.data', 's.horario'])
      .where('s.ministry_id', '=', ministryId)
      .where('s.publicada', '=', 0)
      .where('s.finalizada', '=', 0);
    drafts =
      'scheduleId' in selection
        ? drafts.where('s.id', '=', selection.scheduleId)
        : drafts.where('s.data', '>=', selection.from).where('s.data', '<=', selection.to);
    const draftRows = await drafts.orderBy('s.data').orderBy('s.horario').execute();
    const ids = draftRows.map((row) => row.id);
    const titles = new Map(draftRows.map(({ id, ...row }) => [id, row]));
    if (!ids.length)
      return { facts: { drafts: [], members: [], unavailable: [], served: [] }, titles };
    const first = draftRows[0]!.data;
    const last = draftRows.at(-1)!.data;

    const [slots, places, members, held, unavailable, here, elsewhere] = await Promise.all([
      trx
        .selectFrom('schedule_slots')
        .select(['schedule_id', 'function_id', 'quantidade'])
        .where('schedule_id', 'in', ids)
        .orderBy('ordem')
        .execute(),
      trx
        .selectFrom('schedule_members as sm')
        .innerJoin('schedule_member_functions as smf', 'smf.schedule_member_id', 'sm.id')
        .select(['sm.schedule_id', 'sm.member_id', 'smf.function_id'])
        .where('sm.schedule_id', 'in', ids)
        .where('smf.function_id', 'is not', null)
        .execute(),
      trx
        .selectFrom('members')
        .select(['id', 'user_id', 'status', 'limite_mensal', 'junto_com'])
        .where('ministry_id', '=', ministryId)
        .execute(),
      trx
        .selectFrom('member_functions as mf')
        .innerJoin('members as mb', 'mb.id', 'mf.member_id')
        .select(['mf.member_id', 'mf.function_id', 'mf.principal'])
        .where('mb.ministry_id', '=', ministryId)
        .execute(),
      trx
        .selectFrom('unavailabilities as un')
        .innerJoin('members as mb', 'mb.id', 'un.member_id')
        .select(['un.member_id', 'un.data_inicio', 'un.data_fim'])
        .where('mb.ministry_id', '=', ministryId)
        .where('un.data_fim', '>=', first)
        .where('un.data_inicio', '<=', last)
        .execute(),
      // Participations here in the 8 weeks before the first draft, and anything up to the last.
      countedSchedules(trx, ministryId)
        .innerJoin('schedule_members as sm', 'sm.schedule_id', 's.id')
        .select(['sm.member_id', 's.data', 's.horario'])
        .where('s.data', '>=', addDays(first, -AUTO_FILL_WINDOW_DAYS))
        .where('s.data', '<=', addDays(last, 1))
        .execute(),
      // Published schedules of other ministries around the drafts' days: they only clash.
      trx
        .selectFrom('schedules as s')
        .innerJoin('schedule_members as sm', 'sm.schedule_id', 's.id')
        .innerJoin('members as theirs', 'theirs.id', 'sm.member_id')
        .innerJoin('members as ours', (join) =>
          join.onRef('ours.user_id', '=', 'theirs.user_id').on('ours.ministry_id', '=', ministryId),
        )
        .select(['ours.id as member_id', 's.data', 's.horario'])
        .where('s.ministry_id', '<>', ministryId)
        .where(isCounted)
        .where('s.data', '>=', addDays(first, -1))
        .where('s.data', '<=', addDays(last, 1))
        .execute(),
    ]);

    const functionsOf = new Map<number, { funcao_id: number; principal: boolean }[]>();
    for (const row of held) {
      const list = functionsOf.get(row.member_id) ?? [];
      list.push({ funcao_id: row.function_id, principal: Boolean(row.principal) });
      functionsOf.set(row.member_id, list);
    }
    return {
      titles,
      facts: {
        drafts: draftRows.map((row) => ({
          id: row.id,
          data: row.data,
          horario: row.horario,
          vagas: slots
            .filter((slot) => slot.schedule_id === row.id)
            .map((slot) => ({ funcao_id: slot.function_id, quantidade: slot.quantidade })),
          equipe: places
            .filter((place) => place.schedule_id === row.id)
            .map((place) => ({ membro_id: place.member_id, funcao_id: place.function_id! })),
        })),
        members: members.map((member) => ({
          id: member.id,
          status: member.status,
          funcoes: functionsOf.get(member.id) ?? [],
          limite_mensal: member.limite_mensal,
          junto_com: member.junto_com === null ? [] : [member.junto_com],
        })),
        unavailable: unavailable.map((row) => ({
          membro_id: row.member_id,
          inicio: row.data_inicio,
          fim: row.data_fim,
        })),
        served: [
          ...here.map((row) => ({
            membro_id: row.member_id,
            data: row.data,
            horario: row.horario,
            neste_ministerio: true,
          })),
          ...elsewhere.map((row) => ({
            membro_id: row.member_id,
            data: row.data,
            horario: row.horario,
            neste_ministerio: false,
          })),
        ],
      },
    };
  }

  return {
    async fill(
      ministryId: number,
      guard: Guard,
      selection: AutoFillSelection,
      decide: (facts: AutoFillFacts) => AutoFillResult[],
    ): Promise<AutoFillOutcome> {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard, 'exclusive');
        const { facts, titles } = await factsOf(trx, ministryId, selection);
        const results = decide(facts);
        const functions = await trx
          .selectFrom('functions')
          .select(['id', 'nome', 'icone'])
          .where('ministry_id', '=', ministryId)
          .execute();
        const functionById = new Map(functions.map((fn) => [fn.id, fn]));
        for (const result of results) {
          if (!result.escolhidos.length) continue;
          const rows = await trx
            .insertInto('schedule_members')
            .values(
              [...new Set(result.escolhidos.map((pick) => pick.membro_id))].map((memberId) => ({
                schedule_id: result.escala_id,
                member_id: memberId,
                confirmado: 0,
              })),
            )
            .returning(['id', 'member_id'])
            .execute();
          const rowOf = new Map(rows.map((row) => [row.member_id, row.id]));
          await trx
            .insertInto('schedule_member_functions')
            .values(
              result.escolhidos.map((pick) => ({
                schedule_member_id: rowOf.get(pick.membro_id)!,
                function_id: pick.funcao_id,
                funcao_nome: functionById.get(pick.funcao_id)!.nome,
                funcao_icone: functionById.get(pick.funcao_id)!.icone,
                observacao: null,
              })),
            )
            .execute();
          await trx
            .updateTable('schedules')
            .set((eb) => ({
              versao: eb('versao', '+', 1),
              updated_at: isoNow(),
            }))
            .where('id', '=', result.escala_id)
            .execute();
        }
        const names = await trx
          .selectFrom('members as mb')
          .innerJoin('users as u', 'u.id', 'mb.user_id')
          .select(['mb.id', 'u.nome'])
          .where('mb.ministry_id', '=', ministryId)
          .execute();
        return {
          results,
          drafts: titles,
          memberNames: new Map(names.map((row) => [row.id, row.nome])),
          functionNames: new Map(functions.map((fn) => [fn.id, fn.nome])),
        };
      });
    },
  };
}

export type AutoFillRepository = ReturnType<typeof createAutoFillRepository>;
