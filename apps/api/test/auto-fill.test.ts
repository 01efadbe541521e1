import type { AutoFillResponse, ScheduleDetail } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import {
  assignFunction,
  atSundayNight,
  createSchedule,
  markUnavailable,
  scheduleFixture,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * "Preencher equipe" on the test database (docs/schedules.md "Auto-fill"): the contracts'
 * autoFill decides (its properties are tested there); here, the facts the API reads and the
 * picks it writes into the drafts.
 */

atSundayNight();

const en = { 'accept-language': 'en-US' };

/** Three Sunday drafts needing a singer and a bass player; Ana and the admin sing. */
async function month(app: FastifyInstance, f: ScheduleFixture) {
  await assignFunction(app, f.ids.admin, f.functions.vocal.id);
  const ids: number[] = [];
  for (const data of ['2026-12-06', '2026-12-13', '2026-12-20'])
    ids.push(
      (
        await createSchedule(
          app,
          f.people.admin,
          sundayService(f, {
            data,
            publicada: false,
            membros_escalados: [],
            vagas: [
              { funcao_id: f.functions.vocal.id, quantidade: 1 },
              { funcao_id: f.functions.baixo.id, quantidade: 1 },
            ],
          }),
        )
      ).id,
    );
  return ids;
}

const fill = (app: FastifyInstance, f: ScheduleFixture, body: object, user = f.people.admin) =>
  call(app, user, {
    method: 'POST',
    url: `/api/ministerios/${f.ministry.id}/preencher-equipe`,
    payload: body,
    headers: en,
  });

describe('auto-fill', () => {
  it("fills a month's drafts evenly, says why, and leaves what nobody can fill open", async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const ids = await month(app, f);
    await markUnavailable(app, f.ids.bruno, '2026-12-13', '2026-12-13');

    const filled = await fill(app, f, { mes: 12, ano: 2026 });
    expect(filled.statusCode, filled.body).toBe(200);
    const { resultados } = filled.json<AutoFillResponse>();
    expect(
      resultados.map((result) => [
        result.data.slice(0, 10),
        result.escolhidos.map((pick) => `${pick.funcao}: ${pick.nome}`),
        result.faltam.map((slot) => `${slot.quantidade} ${slot.nome}`),
      ]),
    ).toEqual([
      ['2026-12-06', ['Vocal: admin', 'Baixo: Bruno'], []],
      ['2026-12-13', ['Vocal: Ana'], ['1 Baixo']],
      ['2026-12-20', ['Vocal: admin', 'Baixo: Bruno'], []],
    ]);
    // Equal singers go by the lowest id first (the admin's); the admin sang on the 6th (a
    // draft filled before counts), so Ana sings on the 13th, and the admin again on the 20th
    // (Ana's 13th is more recent).
    expect(resultados[1]!.escolhidos[0]!.motivo).toEqual({
      vezes: 0,
      ultima: null,
      junto_com: null,
    });
    expect(resultados[2]!.escolhidos[0]!.motivo).toEqual({
      vezes: 1,
      ultima: '2026-12-06',
      junto_com: null,
    });

    // The picks are in the drafts, still drafts, their answers pending.
    const draft = await call(app, f.people.admin, { method: 'GET', url: `/api/escalas/${ids[0]}` });
    const detail = draft.json<ScheduleDetail>();
    expect(detail.status).toBe('rascunho');
    expect(detail.membros.map((member) => [member.membro.nome, member.resposta])).toEqual([
      ['admin', 'PENDENTE'],
      ['Bruno', 'PENDENTE'],
    ]);
    expect(detail.faltam).toEqual([]);

    // Filling again changes nothing where nothing is missing.
    const again = await fill(app, f, { mes: 12, ano: 2026 });
    expect(
      again.json<AutoFillResponse>().resultados.map((result) => result.escolhidos.length),
    ).toEqual([0, 0, 0]);
  });

  it('fills one draft; refuses a published schedule, a member, and a body without a draft or month', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const [first] = await month(app, f);
    const one = await fill(app, f, { escala_id: first });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<AutoFillResponse>().resultados.map((result) => result.escala_id)).toEqual([
      first,
    ]);

    const published = await createSchedule(app, f.people.admin, sundayService(f));
    const refused = await fill(app, f, { escala_id: published.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only drafts are filled automatically: this schedule is published already.',
    );
    expect((await fill(app, f, { mes: 12 }, f.people.ana)).statusCode).toBe(403);
    const empty = await fill(app, f, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ errors: object }>().errors)).toEqual(['escala_id']);
  });
});
