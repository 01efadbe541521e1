import type { MySchedules, ScheduleDetail, SchedulePage } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import {
  atSundayNight,
  createSchedule,
  mondayEarly,
  putSchedule,
  scheduleFixture,
  scheduleTables,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * A scheduled member confirms or declines with a reason, and may change the answer until the
 * schedule's day is over (America/Sao_Paulo, the default TIME_ZONE).
 */

atSundayNight();

const en = { 'accept-language': 'en-US' };

async function setup() {
  const app = await buildTestApp();
  const f = await scheduleFixture(app);
  const schedule = await createSchedule(app, f.people.owner, sundayService(f));
  const decline = (user: SignedIn, motivo: unknown, headers = {}) =>
    call(app, user, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/recusar`,
      payload: { motivo },
      headers,
    });
  const confirm = (user: SignedIn) =>
    call(app, user, { method: 'POST', url: `/api/escalas/${schedule.id}/confirmar` });
  const detail = async (user: SignedIn) => {
    const response = await call(app, user, { method: 'GET', url: `/api/escalas/${schedule.id}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ScheduleDetail>();
  };
  return { app, f, schedule, decline, confirm, detail };
}

const placeOf = (detail: ScheduleDetail, memberId: number) =>
  detail.membros.find((member) => member.membro_id === memberId);

describe('POST /api/escalas/:id/recusar', () => {
  it('records the decline with its reason; the leader and admins read it, other members do not', async () => {
    const { f, decline, detail } = await setup();
    const answered = await decline(f.people.ana, '  Viagem com a família  ');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({
      message: 'Recusa registrada. Quem organiza a escala vai ver o seu motivo.',
      estou_escalado: true,
      confirmei_presenca: false,
      recusei_presenca: true,
    });

    const byOwner = await detail(f.people.owner);
    expect(placeOf(byOwner, f.ids.ana)).toMatchObject({
      resposta: 'RECUSADO',
      confirmado: false,
      motivo_recusa: 'Viagem com a família',
    });
    expect(placeOf(byOwner, f.ids.bruno)).toMatchObject({
      resposta: 'PENDENTE',
      motivo_recusa: null,
    });
    expect(byOwner).toMatchObject({ total_confirmados: 0, total_recusados: 1, total_membros: 2 });
    expect(placeOf(await detail(f.people.admin), f.ids.ana)?.motivo_recusa).toBe(
      'Viagem com a família',
    );

    const byAna = await detail(f.people.ana);
    expect(byAna).toMatchObject({ recusei_presenca: true, posso_mudar_resposta: true });
    expect(placeOf(byAna, f.ids.ana)?.motivo_recusa).toBe('Viagem com a família');

    const byBruno = await detail(f.people.bruno);
    expect(placeOf(byBruno, f.ids.ana)).toMatchObject({
      resposta: 'RECUSADO',
      motivo_recusa: null,
    });
  });

  it('refuses a reason under five characters, in the caller language, and changes nothing', async () => {
    const { app, f, decline } = await setup();
    const before = await scheduleTables(app);
    for (const [motivo, headers, text] of [
      ['abc ', {}, 'Conte o motivo em pelo menos 5 caracteres.'],
      ['    ', en, 'Give the reason in at least 5 characters.'],
    ] as const) {
      const response = await decline(f.people.ana, motivo, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ motivo: [text] });
    }
    expect((await decline(f.people.ana, undefined)).statusCode).toBe(400);
    expect((await decline(f.people.ana, 'x'.repeat(301))).statusCode).toBe(400);
    expect(await scheduleTables(app)).toEqual(before);
  });

  it('is for members on the schedule only', async () => {
    const { app, f, decline } = await setup();
    const before = await scheduleTables(app);
    const response = await decline(f.people.owner, 'Não estou escalado');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'not_scheduled' });
    expect(await scheduleTables(app)).toEqual(before);
  });
});

describe('changing the answer', () => {
  it('goes from declined to confirmed and back until the day is over', async () => {
    const { f, decline, confirm, detail } = await setup();
    expect((await decline(f.people.ana, 'Plantão no hospital')).statusCode).toBe(200);
    expect((await confirm(f.people.ana)).json()).toMatchObject({
      confirmei_presenca: true,
      recusei_presenca: false,
    });
    const confirmed = placeOf(await detail(f.people.owner), f.ids.ana);
    expect(confirmed).toMatchObject({ resposta: 'CONFIRMADO', motivo_recusa: null });

    expect((await decline(f.people.ana, 'Plantão mudou de novo')).statusCode).toBe(200);
    const declinedAgain = await detail(f.people.owner);
    expect(placeOf(declinedAgain, f.ids.ana)).toMatchObject({
      resposta: 'RECUSADO',
      motivo_recusa: 'Plantão mudou de novo',
    });
    expect(declinedAgain).toMatchObject({ total_confirmados: 0, total_recusados: 1 });
  });

  it('closes the day after: no decline, no change; a first confirmation is still taken', async () => {
    const { app, f, decline, confirm, detail } = await setup();
    expect((await decline(f.people.ana, 'Viagem marcada')).statusCode).toBe(200);
    vi.setSystemTime(mondayEarly);
    const before = await scheduleTables(app);

    const late = await decline(f.people.bruno, 'Esqueci de avisar');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: 'presence_closed',
      message: 'O dia desta escala já passou: a resposta não pode mais ser mudada.',
    });
    const changed = await confirm(f.people.ana);
    expect(changed.statusCode).toBe(409);
    expect(await scheduleTables(app)).toEqual(before);

    expect((await confirm(f.people.bruno)).statusCode).toBe(200);
    expect(await detail(f.people.ana)).toMatchObject({
      recusei_presenca: true,
      posso_mudar_resposta: false,
    });
  });

  it('keeps a decline through a save and clears it when the date moves', async () => {
    const { app, f, schedule, decline, detail } = await setup();
    await decline(f.people.bruno, 'Casamento do meu irmão');
    const kept = await putSchedule(app, f.people.owner, schedule.id, {
      ...sundayService(f),
      titulo: 'Culto da família',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(placeOf(await detail(f.people.owner), f.ids.bruno)).toMatchObject({
      resposta: 'RECUSADO',
      motivo_recusa: 'Casamento do meu irmão',
    });

    await putSchedule(app, f.people.owner, schedule.id, sundayService(f, { data: '2026-11-29' }));
    expect(placeOf(await detail(f.people.owner), f.ids.bruno)).toMatchObject({
      resposta: 'PENDENTE',
      motivo_recusa: null,
    });
  });

  it('counts declines in the list and says so in GET /verificar', async () => {
    const { app, f, decline } = await setup();
    await decline(f.people.bruno, 'Casamento do meu irmão');
    const verify = await call(app, f.people.bruno, {
      method: 'GET',
      url: `/api/escalas/${(await listOf(app, f)).escalas[0]!.id}/verificar`,
    });
    expect(verify.json()).toEqual({
      estou_escalado: true,
      confirmei_presenca: false,
      recusei_presenca: true,
    });
    expect((await listOf(app, f)).escalas[0]).toMatchObject({
      total_confirmados: 0,
      total_recusados: 1,
    });
  });
});

describe('GET /api/minhas-escalas', () => {
  it("says which of the caller's schedules they declined (the ministry home's week)", async () => {
    const { app, f, decline } = await setup();
    await decline(f.people.bruno, 'Casamento do meu irmão');
    const mine = async (user: SignedIn) => {
      const response = await call(app, user, {
        method: 'GET',
        url: `/api/minhas-escalas?ministerio_id=${f.ministry.id}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MySchedules>().escalas;
    };
    expect(await mine(f.people.bruno)).toMatchObject([
      { confirmei_presenca: false, recusei_presenca: true },
    ]);
    expect(await mine(f.people.ana)).toMatchObject([
      { confirmei_presenca: false, recusei_presenca: false },
    ]);
  });
});

async function listOf(app: FastifyInstance, f: ScheduleFixture) {
  const response = await call(app, f.people.owner, {
    method: 'GET',
    url: `/api/escalas?ministerio_id=${f.ministry.id}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SchedulePage>();
}
