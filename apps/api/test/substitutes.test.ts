import type { ScheduleDetail, Substitutes } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helper';
import type { SwapFacts } from '../src/repositories/schedules-repository';
import type { SignedIn } from './ministry-fixtures';
import {
  assignFunction,
  atSundayNight,
  mondayEarly,
  createSchedule,
  markUnavailable,
  scheduleFixture,
  scheduleTables,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { activeMember, call } from './song-fixtures';

/*
 * For a declined place, the leader sees who could play the function instead, best first, and swaps
 * one in. The Sunday of `sundayService` is 2026-11-22 (São Paulo).
 */

atSundayNight();

/** A new active member of the fixture's ministry holding violão (principal or not). */
async function violinist(
  app: FastifyInstance,
  f: ScheduleFixture,
  nome: string,
  principal = false,
) {
  await activeMember(app, f.people.owner, f.ministry, nome);
  const row = await app.db
    .selectFrom('members as mb')
    .innerJoin('users as u', 'u.id', 'mb.user_id')
    .select('mb.id')
    .where('mb.ministry_id', '=', f.ministry.id)
    .where('u.nome', 'like', `${nome}%`)
    .executeTakeFirstOrThrow();
  await assignFunction(app, row.id, f.functions.violao.id);
  if (principal)
    await app.db
      .updateTable('member_functions')
      .set({ principal: 1 })
      .where('member_id', '=', row.id)
      .execute();
  return row.id;
}

async function setup() {
  const app = await buildTestApp();
  const f = await scheduleFixture(app);
  const carla = await violinist(app, f, 'Carla', true);
  const davi = await violinist(app, f, 'Davi');
  const eva = await violinist(app, f, 'Eva');
  const fabio = await violinist(app, f, 'Fabio');
  const schedule = await createSchedule(app, f.people.owner, sundayService(f));
  const decline = (user: SignedIn) =>
    call(app, user, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/recusar`,
      payload: { motivo: 'Viagem com a família' },
    });
  const substitutes = (user: SignedIn, functionId = f.functions.violao.id) =>
    call(app, user, {
      method: 'GET',
      url: `/api/escalas/${schedule.id}/substitutos?funcao_id=${functionId}`,
    });
  const swap = (user: SignedIn, body: object, headers = {}) =>
    call(app, user, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/substituir`,
      payload: body,
      headers,
    });
  return { app, f, schedule, ids: { carla, davi, eva, fabio }, decline, substitutes, swap };
}

describe('GET /api/escalas/:id/substitutos', () => {
  it('lists active holders of the function, available and not scheduled: principal first, then fewer participations this month', async () => {
    const { app, f, ids, substitutes } = await setup();
    const violao = f.functions.violao.id;
    const on = (memberId: number, data: string, publicada = true) =>
      createSchedule(app, f.people.owner, {
        ...sundayService(f),
        data,
        publicada,
        membros_escalados: [{ membro_id: memberId, funcao_id: violao }],
      });
    await on(ids.carla, '2026-11-08');
    await on(ids.carla, '2026-11-15');
    await on(ids.fabio, '2026-11-29');
    await on(ids.davi, '2026-12-06'); // another month
    await on(ids.davi, '2026-11-01', false); // a draft
    await markUnavailable(app, ids.eva, '2026-11-20', '2026-11-22');

    const response = await substitutes(f.people.owner);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Substitutes>();
    expect(answer.funcao_id).toBe(violao);
    // Ana plays violão on the schedule already; Eva is away; Bruno does not play it.
    expect(
      answer.substitutos.map((s) => [s.membro_id, s.principal, s.participacoes_no_mes]),
    ).toEqual([
      [ids.carla, true, 2],
      [ids.davi, false, 0],
      [ids.fabio, false, 1],
    ]);
    expect(answer.substitutos[0]).toMatchObject({ nome: expect.stringContaining('Carla') });
  });

  it('is for admin rights and the leader; a function of another ministry is refused', async () => {
    const { app, f, schedule, substitutes } = await setup();
    expect((await substitutes(f.people.bruno)).statusCode).toBe(403);
    expect((await substitutes(f.people.admin)).statusCode).toBe(200);
    const otherFunction = (await app.repos.functions.list(f.other.ministry.id))[0]!;
    const refused = await substitutes(f.people.owner, otherFunction.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'function_not_in_ministry' });

    await app.db
      .updateTable('schedules')
      .set({ responsavel_id: f.ids.bruno })
      .where('id', '=', schedule.id)
      .execute();
    expect((await substitutes(f.people.bruno)).statusCode).toBe(200);
  });
});

describe('POST /api/escalas/:id/substituir', () => {
  const placeOf = (detail: ScheduleDetail, memberId: number) =>
    detail.membros.find((member) => member.membro_id === memberId);

  it("puts the substitute in the declined member's place, answer pending, with the place's note", async () => {
    const { f, ids, decline, swap } = await setup();
    await decline(f.people.ana);
    const response = await swap(f.people.owner, {
      membro_id: f.ids.ana,
      funcao_id: f.functions.violao.id,
      substituto_id: ids.davi,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ScheduleDetail>();
    expect(placeOf(detail, f.ids.ana)).toBeUndefined();
    expect(placeOf(detail, ids.davi)).toMatchObject({
      resposta: 'PENDENTE',
      funcoes: [{ id: f.functions.violao.id, nome: 'Violão', observacao: 'Violão base' }],
    });
    expect(detail).toMatchObject({ total_membros: 2, total_recusados: 0 });
  });

  it('keeps the declined member in the functions nobody took yet', async () => {
    const { app, f, ids, schedule, swap } = await setup();
    await app.db
      .insertInto('schedule_member_functions')
      .values({
        schedule_member_id: (await app.repos.schedules.scheduledMember(schedule.id, f.ids.ana))!.id,
        function_id: f.functions.vocal.id,
        funcao_nome: 'Vocal',
        funcao_icone: 'mic',
        observacao: null,
      })
      .execute();
    await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/escalas/${schedule.id}/recusar`,
      payload: { motivo: 'Viagem com a família' },
    });
    const detail = (
      await swap(f.people.owner, {
        membro_id: f.ids.ana,
        funcao_id: f.functions.violao.id,
        substituto_id: ids.carla,
      })
    ).json<ScheduleDetail>();
    expect(placeOf(detail, f.ids.ana)).toMatchObject({
      resposta: 'RECUSADO',
      funcoes: [{ nome: 'Vocal' }],
    });
    expect(placeOf(detail, ids.carla)?.funcoes.map((fn) => fn.nome)).toEqual(['Violão']);
  });

  it('refuses, changing nothing: not declined, not eligible, not the leader, after the day', async () => {
    const { app, f, ids, decline, swap } = await setup();
    const violao = f.functions.violao.id;
    const before = await scheduleTables(app);
    const refusal = async (user: SignedIn, body: object, status: number, error: string) => {
      const response = await swap(user, body);
      expect([response.statusCode, response.json().error]).toEqual([status, error]);
      expect(await scheduleTables(app)).toEqual(before);
    };
    const place = { membro_id: f.ids.ana, funcao_id: violao };
    await refusal(
      f.people.owner,
      { ...place, substituto_id: ids.davi },
      409,
      'substitution_not_needed',
    );

    await decline(f.people.ana);
    // The decline is a change of its own: the members' answers and the schedule's version.
    const declined = await scheduleTables(app);
    before.members = declined.members;
    before.schedules = declined.schedules;
    await refusal(f.people.bruno, { ...place, substituto_id: ids.davi }, 403, 'forbidden');
    await refusal(
      f.people.owner,
      { ...place, funcao_id: f.functions.vocal.id, substituto_id: ids.davi },
      409,
      'substitution_not_needed',
    );
    await refusal(
      f.people.owner,
      { ...place, substituto_id: f.ids.bruno },
      409,
      'function_not_held',
    );
    await refusal(
      f.people.owner,
      { ...place, substituto_id: f.other.memberId },
      409,
      'substitute_not_active',
    );
    await refusal(f.people.owner, { ...place, substituto_id: 'x' }, 400, 'validation_error');
    await markUnavailable(app, ids.eva, '2026-11-22', '2026-11-22');
    await refusal(
      f.people.owner,
      { ...place, substituto_id: ids.eva },
      409,
      'substitute_unavailable',
    );
    await assignFunction(app, f.ids.bruno, violao);
    await refusal(
      f.people.owner,
      { ...place, substituto_id: f.ids.bruno },
      409,
      'substitute_already_scheduled',
    );

    vi.setSystemTime(mondayEarly);
    await refusal(f.people.owner, { ...place, substituto_id: ids.davi }, 409, 'presence_closed');
  });

  it('is offered in the detail to who edits the schedule, until its day is over', async () => {
    const { app, f, schedule } = await setup();
    const detail = async (user: SignedIn) =>
      (
        await call(app, user, { method: 'GET', url: `/api/escalas/${schedule.id}` })
      ).json<ScheduleDetail>().pode_substituir;
    expect(await detail(f.people.owner)).toBe(true);
    expect(await detail(f.people.ana)).toBe(false);
    vi.setSystemTime(mondayEarly);
    expect(await detail(f.people.owner)).toBe(false);
  });

  it('says why in the caller language', async () => {
    const { f, ids, swap } = await setup();
    const response = await swap(
      f.people.owner,
      { membro_id: f.ids.ana, funcao_id: f.functions.violao.id, substituto_id: ids.davi },
      { 'accept-language': 'en-US' },
    );
    expect(response.json()).toMatchObject({
      error: 'substitution_not_needed',
      message: 'Only someone who declined this function in the schedule can be replaced.',
    });
  });
});

describe('schedules.swapMember', () => {
  it('answers the members before and after, for the e-mails to the people added and removed', async () => {
    const { app, f, ids, schedule, decline } = await setup();
    await decline(f.people.ana);
    const swapped = await app.repos.schedules.swapMember(
      { id: schedule.id, ministry_id: f.ministry.id },
      { userId: f.people.owner.id },
      { replaced: f.ids.ana, functionId: f.functions.violao.id, substitute: ids.fabio },
      () => null,
    );
    if (swapped.refused) throw new Error(swapped.refused);
    const people = (rows: typeof swapped.before) => rows.map((row) => row.member_id).sort();
    expect(people(swapped.before)).toEqual([f.ids.ana, f.ids.bruno].sort());
    expect(people(swapped.after)).toEqual([f.ids.bruno, ids.fabio].sort());
    expect(swapped.after.find((row) => row.member_id === ids.fabio)).toMatchObject({
      confirmado: 0,
      recusado_em: null,
      email: expect.stringContaining('@'),
    });
  });

  it('is refused as the rule says, reading the facts under the lock', async () => {
    const { app, f, ids, schedule } = await setup();
    const seen: unknown[] = [];
    const swapped = await app.repos.schedules.swapMember(
      { id: schedule.id, ministry_id: f.ministry.id },
      { userId: f.people.owner.id },
      { replaced: f.ids.ana, functionId: f.functions.violao.id, substitute: ids.carla },
      (facts: SwapFacts) => {
        seen.push(facts);
        return 'substitution_not_needed';
      },
    );
    expect(swapped).toEqual({ refused: 'substitution_not_needed' });
    expect(seen).toEqual([
      {
        scheduleDate: '2026-11-22',
        replaced: { answer: 'PENDENTE', playsFunction: true },
        substitute: { status: 'ATIVO', holdsFunction: true, unavailable: false, scheduled: false },
      },
    ]);
  });
});

// The swap takes the save's lock: without it, on PostgreSQL a swap reading the member rows
// before a save rewrote them deleted a row that was gone already and left the declined member
// in place beside the substitute.
describe('a swap while the schedule is being saved', () => {
  it('ends with the save or the swap applied, never a mix of both', async () => {
    const { app, f, ids, schedule, decline, swap } = await setup();
    const save = () =>
      call(app, f.people.owner, {
        method: 'PUT',
        url: `/api/escalas/${schedule.id}`,
        payload: sundayService(f),
      });
    const late = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let round = 0; round < 20; round++) {
      expect((await save()).statusCode).toBe(200);
      expect((await decline(f.people.ana)).statusCode).toBe(200);
      const answers = await Promise.all([
        save(),
        late(round % 5).then(() =>
          swap(f.people.owner, {
            membro_id: f.ids.ana,
            funcao_id: f.functions.violao.id,
            substituto_id: ids.davi,
          }),
        ),
        save(),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const people = (await app.repos.schedules.membersOf(schedule.id))
        .map((member) => member.member_id)
        .sort((a, b) => a - b);
      const withSwap = [f.ids.bruno, ids.davi].sort((a, b) => a - b);
      const withSave = [f.ids.ana, f.ids.bruno].sort((a, b) => a - b);
      expect([withSwap, withSave]).toContainEqual(people);
    }
  });
});
