import type { ScheduleDetail } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import {
  assignFunction,
  atSundayNight,
  createSchedule,
  postSchedule,
  putSchedule,
  scheduleFixture,
  scheduleTables,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * The service order (parts besides the songs, placed among them) and open slots of a
 * schedule, through the API on the test database (docs/schedules.md "Service order", "Open
 * slots").
 */

atSundayNight();

const en = { 'accept-language': 'en-US' };

async function detail(app: FastifyInstance, user: SignedIn, id: number) {
  const response = await call(app, user, { method: 'GET', url: `/api/escalas/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScheduleDetail>();
}

/** Sunday with a welcome before the songs, a prayer between them, a sermon after, and slots. */
const withOrder = (f: ScheduleFixture) =>
  sundayService(f, {
    musicas_escaladas: [
      { musica_id: f.songs[0]!.id, ordem: 2, tom_alterado: 'D' },
      { musica_id: f.songs[1]!.id, ordem: 4 },
    ],
    itens: [
      { tipo: 'pregacao', titulo: 'Pregação', duracao_minutos: 40, ordem: 5 },
      { tipo: 'boas_vindas', titulo: 'Boas-vindas', duracao_minutos: 5, ordem: 1 },
      {
        tipo: 'oracao',
        titulo: 'Oração pelos enfermos',
        duracao_minutos: 3,
        observacoes: ' Ler os pedidos da semana ',
        responsavel_id: f.ids.ana,
        ordem: 3,
      },
    ],
    vagas: [
      { funcao_id: f.functions.vocal.id, quantidade: 2 },
      { funcao_id: f.functions.baixo.id, quantidade: 1 },
    ],
  });

const order = (schedule: ScheduleDetail) =>
  [
    ...schedule.itens.map((item) => [item.ordem, item.titulo] as const),
    ...schedule.musicas_escaladas.map(
      (song) =>
        [
          song.ordem,
          schedule.musicas.find((entry) => entry.musica_id === song.musica_id)!.nome,
        ] as const,
    ),
  ]
    .sort((a, b) => a[0] - b[0])
    .map(([, name]) => name);

async function refused(app: FastifyInstance, send: () => ReturnType<typeof postSchedule>) {
  const before = await scheduleTables(app);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect(await scheduleTables(app)).toEqual(before);
  return response.json<{ error: string; message: string; errors: Record<string, string[]> }>();
}

describe('a schedule with its service order and slots', () => {
  it('stores the parts among the songs, and answers them with their place and responsible', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const created = await createSchedule(app, f.people.admin, withOrder(f));
    expect(order(created)).toEqual([
      'Boas-vindas',
      'Aleluia',
      'Oração pelos enfermos',
      'Bondade de Deus',
      'Pregação',
    ]);
    // The songs keep their own numbering; reports, e-mail and the feed read it as before.
    expect(created.musicas.map((song) => song.ordem)).toEqual([1, 2]);
    expect(created.itens[1]).toEqual({
      tipo: 'oracao',
      titulo: 'Oração pelos enfermos',
      duracao_minutos: 3,
      observacoes: 'Ler os pedidos da semana',
      responsavel_id: f.ids.ana,
      responsavel: { id: f.ids.ana, nome: 'Ana', ex_integrante: false },
      ordem: 3,
    });
    expect(await detail(app, f.people.bruno, created.id)).toMatchObject({
      itens: created.itens,
      musicas_escaladas: created.musicas_escaladas,
    });
  });

  it('shows the slots and what they miss; a decline opens its place again', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const created = await createSchedule(
      app,
      f.people.admin,
      sundayService(f, {
        membros_escalados: [
          { membro_id: f.ids.ana, funcao_id: f.functions.vocal.id },
          { membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id },
        ],
        vagas: [
          { funcao_id: f.functions.vocal.id, quantidade: 2 },
          { funcao_id: f.functions.baixo.id, quantidade: 1 },
        ],
      }),
    );
    expect(created.vagas.map((slot) => [slot.nome, slot.quantidade])).toEqual([
      ['Vocal', 2],
      ['Baixo', 1],
    ]);
    expect(created.faltam.map((slot) => [slot.nome, slot.quantidade])).toEqual([['Vocal', 1]]);

    const declined = await call(app, f.people.bruno, {
      method: 'POST',
      url: `/api/escalas/${created.id}/recusar`,
      payload: { motivo: 'Viagem' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(
      (await detail(app, f.people.admin, created.id)).faltam.map((slot) => [
        slot.nome,
        slot.quantidade,
      ]),
    ).toEqual([
      ['Vocal', 1],
      ['Baixo', 1],
    ]);
  });

  it('takes back what it answered unchanged, and keeps parts and slots a save leaves out', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const created = await createSchedule(app, f.people.admin, withOrder(f));
    const { itens, vagas, musicas_escaladas, membros_escalados, versao } = created;
    const sentBack = await putSchedule(app, f.people.admin, created.id, {
      ...sundayService(f),
      musicas_escaladas,
      membros_escalados,
      itens: itens.map(({ responsavel: _, ...item }) => item),
      vagas: vagas.map(({ funcao_id, quantidade }) => ({ funcao_id, quantidade })),
      versao,
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const same = sentBack.json<ScheduleDetail>();
    expect([same.itens, same.vagas, same.musicas_escaladas]).toEqual([
      itens,
      vagas,
      musicas_escaladas,
    ]);

    // A client that sends only songs: the second song goes, the parts and slots stay, the
    // prayer and the sermon now after the one song left.
    const songsOnly = await putSchedule(app, f.people.admin, created.id, {
      ...sundayService(f, { musicas_escaladas: [{ musica_id: f.songs[0]!.id }] }),
      versao: same.versao,
    });
    expect(songsOnly.statusCode, songsOnly.body).toBe(200);
    const kept = songsOnly.json<ScheduleDetail>();
    expect(order(kept)).toEqual(['Boas-vindas', 'Aleluia', 'Oração pelos enfermos', 'Pregação']);
    expect(kept.vagas).toEqual(vagas);

    const cleared = await putSchedule(app, f.people.admin, created.id, {
      ...sundayService(f),
      itens: [],
      vagas: [],
      versao: kept.versao,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<ScheduleDetail>()).toMatchObject({ itens: [], vagas: [], faltam: [] });
  });

  it('refuses, translated and keyed by the field, what the rule does not take, writing nothing', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const part = { tipo: 'oracao', titulo: 'Oração', duracao_minutos: 3, ordem: 1 };
    const post = (changes: object) => () =>
      postSchedule(app, f.people.admin, sundayService(f, changes), en);

    const long = await refused(app, post({ itens: [{ ...part, duracao_minutos: 241 }] }));
    expect(long.errors['itens.0.duracao_minutos']).toEqual([
      "An item's length is a whole number from 0 to 240 minutes.",
    ]);
    const kind = await refused(app, post({ itens: [{ ...part, tipo: 'danca' }] }));
    expect(Object.keys(kind.errors)).toEqual(['itens.0.tipo']);
    const many = await refused(app, post({ itens: Array.from({ length: 61 }, () => part) }));
    expect(Object.keys(many.errors)).toEqual(['itens']);
    const stranger = await refused(
      app,
      post({ itens: [{ ...part, responsavel_id: f.other.memberId }] }),
    );
    expect(stranger.errors).toEqual({
      'itens.0.responsavel_id': ["Member not found among this ministry's active members."],
    });
    const otherFunctions = await app.repos.functions.list(f.other.ministry.id);
    const foreign = await refused(
      app,
      post({ vagas: [{ funcao_id: otherFunctions[0]!.id, quantidade: 1 }] }),
    );
    expect(foreign.errors).toEqual({
      'vagas.0.funcao_id': ['Function not found in this ministry.'],
    });
    const twice = await refused(
      app,
      post({
        vagas: [
          { funcao_id: f.functions.vocal.id, quantidade: 1 },
          { funcao_id: f.functions.vocal.id, quantidade: 2 },
        ],
      }),
    );
    expect(Object.keys(twice.errors)).toEqual(['vagas']);
    const size = await refused(
      app,
      post({ vagas: [{ funcao_id: f.functions.vocal.id, quantidade: 0 }] }),
    );
    expect(Object.keys(size.errors)).toEqual(['vagas.0.quantidade']);
  });

  it("loses a deleted function's slot; a removed member stays responsible for the parts they had", async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const created = await createSchedule(app, f.people.admin, withOrder(f));
    const deleted = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/funcoes/${f.functions.baixo.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const removed = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/membros/${f.ids.ana}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await detail(app, f.people.admin, created.id);
    expect(after.vagas.map((slot) => slot.nome)).toEqual(['Vocal']);

    // Ana is no longer active: her part may stay hers, a new schedule's may not be given to her.
    const parts = after.itens.map(({ responsavel: _, ...item }) => item);
    const kept = await putSchedule(app, f.people.admin, created.id, {
      ...withOrder(f),
      membros_escalados: [],
      vagas: [],
      itens: parts,
      versao: after.versao,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ScheduleDetail>().itens[1]?.responsavel?.nome).toBe('Ana');
    const given = await postSchedule(
      app,
      f.people.admin,
      { ...withOrder(f), membros_escalados: [], vagas: [] },
      en,
    );
    expect(given.statusCode, given.body).toBe(400);
    expect(Object.keys(given.json<{ errors: object }>().errors)).toEqual([
      'itens.2.responsavel_id',
    ]);
  });

  it('lists each schedule with what its slots miss, within a range of days', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const needs = {
      vagas: [
        { funcao_id: f.functions.vocal.id, quantidade: 2 },
        { funcao_id: f.functions.baixo.id, quantidade: 1 },
      ],
    };
    await createSchedule(app, f.people.admin, sundayService(f, { ...needs, data: '2026-11-22' }));
    await createSchedule(app, f.people.admin, sundayService(f, { ...needs, data: '2026-11-29' }));
    await createSchedule(app, f.people.admin, sundayService(f, { data: '2026-12-06' }));
    const listed = await call(app, f.people.admin, {
      method: 'GET',
      url: `/api/escalas?ministerio_id=${f.ministry.id}&data_inicial=2026-11-23&data_final=2026-12-06`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json<{
      escalas: { data: string; faltam: { nome: string; quantidade: number }[] }[];
    }>();
    expect(
      page.escalas.map((entry) => [
        entry.data.slice(0, 10),
        entry.faltam.map((slot) => `${slot.quantidade} ${slot.nome}`),
      ]),
    ).toEqual([
      ['2026-11-29', ['2 Vocal']],
      ['2026-12-06', []],
    ]);
    const backwards = await call(app, f.people.admin, {
      method: 'GET',
      url: `/api/escalas?ministerio_id=${f.ministry.id}&data_inicial=2026-12-06&data_final=2026-11-23`,
      headers: en,
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json<{ errors: object }>().errors)).toEqual(['data_final']);
  });

  it('fills an open slot with a holder of the function, once, and refuses what the rule does not take', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const created = await createSchedule(
      app,
      f.people.admin,
      sundayService(f, {
        membros_escalados: [
          { membro_id: f.ids.ana, funcao_id: f.functions.vocal.id },
          { membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id },
        ],
        vagas: [{ funcao_id: f.functions.vocal.id, quantidade: 2 }],
      }),
    );
    const fill = (substituto_id: number, funcao_id = f.functions.vocal.id) =>
      call(app, f.people.owner, {
        method: 'POST',
        url: `/api/escalas/${created.id}/substituir`,
        payload: { funcao_id, substituto_id },
        headers: en,
      });
    const refusedWith = async (response: Awaited<ReturnType<typeof fill>>) => {
      expect(response.statusCode, response.body).toBe(409);
      return response.json<{ error: string; message: string }>();
    };

    expect((await refusedWith(await fill(f.ids.admin))).error).toBe('function_not_held');
    await assignFunction(app, f.ids.bruno, f.functions.vocal.id);
    expect((await refusedWith(await fill(f.ids.bruno))).error).toBe('substitute_already_scheduled');
    await assignFunction(app, f.ids.admin, f.functions.vocal.id);
    expect(await refusedWith(await fill(f.ids.admin, f.functions.baixo.id))).toEqual({
      error: 'slot_filled',
      message: 'This slot is already filled.',
    });

    const filled = await fill(f.ids.admin);
    expect(filled.statusCode, filled.body).toBe(200);
    const after = filled.json<ScheduleDetail>();
    expect(after.faltam).toEqual([]);
    expect(after.membros.find((member) => member.membro_id === f.ids.admin)).toMatchObject({
      resposta: 'PENDENTE',
      funcoes: [expect.objectContaining({ id: f.functions.vocal.id })],
    });
    expect((await refusedWith(await fill(f.ids.owner))).error).toBe('slot_filled');
  });
});
