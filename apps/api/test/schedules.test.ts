import type { ScheduleDetail, SchedulePage } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { deactivate, requestAccess, type SignedIn } from './ministry-fixtures';
import {
  createSchedule,
  markUnavailable,
  postSchedule,
  putSchedule,
  scheduleFixture,
  scheduleTables,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call, person } from './song-fixtures';

const en = { 'accept-language': 'en-US' };

const get = (app: FastifyInstance, user: SignedIn, url: string) =>
  call(app, user, { method: 'GET', url });

async function detail(app: FastifyInstance, user: SignedIn, id: number) {
  const response = await get(app, user, `/api/escalas/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScheduleDetail>();
}

async function list(app: FastifyInstance, user: SignedIn, query: string) {
  const response = await get(app, user, `/api/escalas?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SchedulePage>();
}

async function setup() {
  const app = await buildTestApp();
  return { app, f: await scheduleFixture(app) };
}

/** The errors map of a 400, after checking nothing was written. */
async function refused(
  app: FastifyInstance,
  send: () => ReturnType<typeof postSchedule>,
  error = 'validation_error',
) {
  const before = await scheduleTables(app);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{
    error: string;
    message: string;
    errors: Record<string, string[]>;
  }>();
  expect(body.error).toBe(error);
  expect(await scheduleTables(app)).toEqual(before);
  return body;
}

describe('POST /api/escalas', () => {
  it('creates a schedule with ordered songs and members in their functions', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(
      app,
      f.people.admin,
      sundayService(f, {
        // Sent out of order and with gaps: stored as 1..n in the order given by `ordem`.
        musicas_escaladas: [
          { musica_id: f.songs[2]!.id, ordem: 7 },
          { musica_id: f.songs[0]!.id, ordem: 3, tom_alterado: 'D' },
        ],
        membros_escalados: [
          { membro_id: f.ids.ana, funcao_id: f.functions.violao.id, observacao: ' Violão base ' },
          { membro_id: f.ids.ana, funcao_id: f.functions.vocal.id },
          { membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id },
        ],
        responsavel_id: f.ids.ana,
        data: '2026-11-22T19:00:00',
        horario: '19:00:00',
      }),
    );
    expect(created).toMatchObject({
      ministerio_id: f.ministry.id,
      titulo: 'Culto de Domingo',
      data: '2026-11-22T19:00:00',
      horario: '19:00',
      local: 'Templo principal',
      observacoes: 'Chegar às 18h para a passagem de som',
      publicada: true,
      finalizada: false,
      status: 'publicada',
      responsavel_id: f.ids.ana,
      responsavel: { id: f.ids.ana, nome: 'Ana' },
      total_musicas: 2,
      total_membros: 2,
      total_confirmados: 0,
      estou_escalado: false,
      confirmei_presenca: false,
      pode_editar: true,
    });
    expect(
      created.musicas.map((song) => [song.ordem, song.nome, song.tom_alterado, song.tom_usado]),
    ).toEqual([
      [1, 'Aleluia', 'D', 'D'],
      [2, 'Cordeiro', null, 'G'],
    ]);
    expect(created.musicas[1]).toMatchObject({
      artista: 'Banda',
      tom: 'G',
      musica: { id: f.songs[2]!.id, excluida: false },
    });
    expect(
      created.membros.map((m) => [
        m.membro.nome,
        m.funcoes.map((fn) => [fn.nome, fn.observacao]),
        m.confirmado,
      ]),
    ).toEqual([
      [
        'Ana',
        [
          ['Violão', 'Violão base'],
          ['Vocal', null],
        ],
        false,
      ],
      ['Bruno', [['Baixo', null]], false],
    ]);
    expect(created.membros[0]!.membro).toMatchObject({ id: f.ids.ana, email: 'ana@example.com' });
    expect(created.musicas_escaladas).toEqual([
      { musica_id: f.songs[0]!.id, ordem: 1, tom_alterado: 'D' },
      { musica_id: f.songs[2]!.id, ordem: 2, tom_alterado: null },
    ]);
    // Ana as the GET shows it to her: she is on it.
    const seenByAna = await detail(app, f.people.ana, created.id);
    expect(seenByAna).toMatchObject({ estou_escalado: true, confirmei_presenca: false });
  });

  it('plays a song in a minor key or a key spelled with a flat', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(
      app,
      f.people.admin,
      sundayService(f, {
        musicas_escaladas: [
          { musica_id: f.songs[0]!.id, ordem: 1, tom_alterado: 'Bbm' },
          { musica_id: f.songs[2]!.id, ordem: 2, tom_alterado: 'Eb' },
        ],
      }),
    );
    expect(created.musicas.map((song) => song.tom_usado)).toEqual(['Bbm', 'Eb']);
  });

  it('saves a draft that members do not see', async () => {
    const { app, f } = await setup();
    const draft = await createSchedule(app, f.people.owner, sundayService(f, { publicada: false }));
    expect(draft.status).toBe('rascunho');
    expect((await get(app, f.people.ana, `/api/escalas/${draft.id}`)).statusCode).toBe(404);
    expect((await list(app, f.people.ana, `ministerio_id=${f.ministry.id}`)).total).toBe(0);
    expect((await list(app, f.people.admin, `ministerio_id=${f.ministry.id}`)).total).toBe(1);
  });

  it('refuses a member without admin rights, and a member with no standing as if nothing existed', async () => {
    const { app, f } = await setup();
    const before = await scheduleTables(app);
    const asMember = await postSchedule(app, f.people.ana, sundayService(f));
    expect(asMember.statusCode).toBe(403);
    const stranger = await person(app, 'stranger');
    const asStranger = await postSchedule(app, stranger, sundayService(f));
    expect(asStranger.statusCode).toBe(404);
    const pending = await person(app, 'pending');
    await requestAccess(app, pending, f.ministry);
    expect((await postSchedule(app, pending, sundayService(f))).statusCode).toBe(403);
    expect(await scheduleTables(app)).toEqual(before);
  });

  it('requires title, date, time and ministry, with translated messages', async () => {
    const { app, f } = await setup();
    const { errors } = await refused(app, () =>
      postSchedule(app, f.people.owner, { titulo: '  ', ministerio_id: f.ministry.id }),
    );
    expect(Object.keys(errors).sort()).toEqual(['data', 'horario', 'titulo']);
    expect(errors.titulo).toEqual(['Campo obrigatório.']);
    const english = await refused(app, () =>
      postSchedule(app, f.people.owner, { ...sundayService(f), ministerio_id: undefined }, en),
    );
    expect(english.errors).toEqual({ ministerio_id: ['This field is required.'] });
  });

  it.each([
    ['2026-11-22T22:30:00Z', 'an instant in UTC'],
    ['2026-11-22T19:30:00-03:00', 'an offset'],
    ['2026-02-30', 'a day that does not exist'],
    ['22/11/2026', 'a Brazilian-style date'],
  ])('refuses the date %s (%s): it would not say which day it is', async (data) => {
    const { app, f } = await setup();
    const { errors } = await refused(app, () =>
      postSchedule(app, f.people.owner, sundayService(f, { data }), en),
    );
    expect(errors).toEqual({ data: ['Invalid date. Use the format yyyy-mm-dd.'] });
  });

  it('refuses a time that is not hh:mm and lists longer than a service holds', async () => {
    const { app, f } = await setup();
    const { errors } = await refused(app, () =>
      postSchedule(
        app,
        f.people.owner,
        sundayService(f, {
          horario: '25:00',
          musicas_escaladas: Array.from({ length: 101 }, () => ({ musica_id: f.songs[0]!.id })),
        }),
      ),
    );
    expect(errors).toEqual({
      horario: ['Horário inválido. Use o formato hh:mm.'],
      musicas_escaladas: ['Itens demais.'],
    });
  });

  it('refuses songs of another ministry, deleted songs and a song twice', async () => {
    const { app, f } = await setup();
    await call(app, f.people.owner, { method: 'DELETE', url: `/api/musicas/${f.songs[2]!.id}` });
    const { errors } = await refused(app, () =>
      postSchedule(
        app,
        f.people.owner,
        sundayService(f, {
          musicas_escaladas: [
            { musica_id: f.other.songId },
            { musica_id: f.songs[0]!.id },
            { musica_id: f.songs[0]!.id },
            { musica_id: f.songs[2]!.id },
            { musica_id: 999_999 },
          ],
        }),
      ),
    );
    const notHere = ['Música não encontrada no repertório deste ministério.'];
    expect(errors).toEqual({
      'musicas_escaladas.0.musica_id': notHere,
      'musicas_escaladas.2.musica_id': ['Esta música aparece mais de uma vez na escala.'],
      'musicas_escaladas.3.musica_id': notHere,
      'musicas_escaladas.4.musica_id': notHere,
    });
  });

  it('refuses members who are not active here, functions they do not hold, and an inactive leader', async () => {
    const { app, f } = await setup();
    const pending = await person(app, 'pending');
    const pendingId = await requestAccess(app, pending, f.ministry);
    await deactivate(app, f.people.owner, f.ids.bruno);
    const { errors } = await refused(app, () =>
      postSchedule(
        app,
        f.people.owner,
        sundayService(f, {
          membros_escalados: [
            { membro_id: f.other.memberId, funcao_id: null },
            { membro_id: pendingId },
            { membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id },
            { membro_id: f.ids.ana, funcao_id: f.functions.baixo.id },
            { membro_id: f.ids.admin, funcao_id: null },
          ],
          responsavel_id: f.ids.bruno,
        }),
      ),
    );
    const notHere = ['Membro não encontrado entre os membros ativos deste ministério.'];
    expect(errors).toEqual({
      'membros_escalados.0.membro_id': notHere,
      'membros_escalados.1.membro_id': notHere,
      'membros_escalados.2.membro_id': notHere,
      'membros_escalados.3.funcao_id': ['O membro não exerce esta função no ministério.'],
      responsavel_id: ['O responsável deve ser um membro ativo do ministério.'],
    });
  });

  it('schedules a member without a function (funcao_id null)', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { membros_escalados: [{ membro_id: f.ids.admin, funcao_id: null }] }),
    );
    expect(created.membros.map((m) => [m.membro_id, m.funcoes])).toEqual([[f.ids.admin, []]]);
    expect(created.membros_escalados).toEqual([
      { membro_id: f.ids.admin, funcao_id: null, observacao: null },
    ]);
  });
});

describe('unavailable members', () => {
  it('refuses members unavailable on the date, naming them, with both ends of the range included', async () => {
    const { app, f } = await setup();
    await markUnavailable(app, f.ids.ana, '2026-11-20', '2026-11-22', 'Viagem em família');
    await markUnavailable(app, f.ids.bruno, '2026-11-22', '2026-11-22', 'Plantão no hospital');
    const body = await refused(
      app,
      () => postSchedule(app, f.people.owner, sundayService(f)),
      'members_unavailable',
    );
    expect(body.message).toBe(
      'Membros indisponíveis nesta data: Ana, Bruno. Remova-os da escala e salve novamente.',
    );
    expect(body.errors).toEqual({
      'membros_escalados.0.membro_id': [
        'Ana está indisponível de 20/11/2026 a 22/11/2026: Viagem em família',
      ],
      'membros_escalados.1.membro_id': [
        'Bruno está indisponível de 22/11/2026 a 22/11/2026: Plantão no hospital',
      ],
    });
    expect((body as unknown as { membros_indisponiveis: unknown[] }).membros_indisponiveis).toEqual(
      [
        {
          membro_id: f.ids.ana,
          nome: 'Ana',
          justificativa: 'Viagem em família',
          data_inicio: '2026-11-20',
          data_fim: '2026-11-22',
        },
        {
          membro_id: f.ids.bruno,
          nome: 'Bruno',
          justificativa: 'Plantão no hospital',
          data_inicio: '2026-11-22',
          data_fim: '2026-11-22',
        },
      ],
    );
    // The client removes them and asks again: now it saves.
    const saved = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { membros_escalados: [] }),
    );
    expect(saved.total_membros).toBe(0);
    // The day after the range is free again.
    await createSchedule(app, f.people.owner, sundayService(f, { data: '2026-11-23' }));
  });

  it('says so in English too', async () => {
    const { app, f } = await setup();
    await markUnavailable(app, f.ids.bruno, '2026-11-01', '2026-11-30', 'Férias');
    const body = await refused(
      app,
      () => postSchedule(app, f.people.owner, sundayService(f), en),
      'members_unavailable',
    );
    expect(body.message).toBe(
      'Members unavailable on this date: Bruno. Remove them from the schedule and save again.',
    );
    expect(body.errors['membros_escalados.1.membro_id']).toEqual([
      'Bruno is unavailable from 11/01/2026 to 11/30/2026: Férias',
    ]);
  });

  it('checks again when an edit moves the schedule onto an unavailable day', async () => {
    const { app, f } = await setup();
    await markUnavailable(app, f.ids.ana, '2026-11-29', '2026-11-29');
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    await refused(
      app,
      () => putSchedule(app, f.people.owner, created.id, sundayService(f, { data: '2026-11-29' })),
      'members_unavailable',
    );
    // Registered after the schedule was made: the next save asks to take her out too.
    await markUnavailable(app, f.ids.ana, '2026-11-22', '2026-11-22');
    await refused(
      app,
      () => putSchedule(app, f.people.owner, created.id, sundayService(f, { titulo: 'Outro' })),
      'members_unavailable',
    );
  });
});

describe('GET /api/escalas', () => {
  async function threeMonths(app: FastifyInstance, f: ScheduleFixture) {
    const make = (titulo: string, data: string, horario = '19:00', extra = {}) =>
      createSchedule(
        app,
        f.people.owner,
        sundayService(f, { titulo, data, horario, membros_escalados: [], ...extra }),
      );
    await make('Culto de Outubro', '2026-10-25');
    await make('Culto da Manhã', '2026-11-22', '09:00');
    await make('Culto da Noite', '2026-11-22', '19:00');
    await make('Vigília de Oração', '2026-11-27', '23:30', { local: 'Salão anexo' });
    await make('Ensaio', '2026-11-28', '15:00', { publicada: false });
    await make('Culto de Natal', '2026-12-24');
  }

  it("lists a month's schedules oldest first, with counts and status", async () => {
    const { app, f } = await setup();
    await threeMonths(app, f);
    const november = await list(
      app,
      f.people.owner,
      `ministerio_id=${f.ministry.id}&mes=11&ano=2026`,
    );
    expect(november.total).toBe(4);
    expect(november.escalas.map((s) => [s.titulo, s.data, s.status])).toEqual([
      ['Culto da Manhã', '2026-11-22T09:00:00', 'publicada'],
      ['Culto da Noite', '2026-11-22T19:00:00', 'publicada'],
      ['Vigília de Oração', '2026-11-27T23:30:00', 'publicada'],
      ['Ensaio', '2026-11-28T15:00:00', 'rascunho'],
    ]);
    expect(november.escalas[0]).toMatchObject({
      total_musicas: 2,
      total_membros: 0,
      total_confirmados: 0,
      local: 'Templo principal',
    });
    // A member sees the same month without the draft.
    const asMember = await list(
      app,
      f.people.ana,
      `ministerio_id=${f.ministry.id}&mes=11&ano=2026`,
    );
    expect(asMember.escalas.map((s) => s.titulo)).not.toContain('Ensaio');
    expect(asMember.total).toBe(3);
  });

  it('pages everything newest first, and takes a whole year', async () => {
    const { app, f } = await setup();
    await threeMonths(app, f);
    const first = await list(app, f.people.owner, `ministerio_id=${f.ministry.id}&por_pagina=4`);
    expect(first.total).toBe(6);
    expect(first.escalas.map((s) => s.titulo)).toEqual([
      'Culto de Natal',
      'Ensaio',
      'Vigília de Oração',
      'Culto da Noite',
    ]);
    const second = await list(
      app,
      f.people.owner,
      `ministerio_id=${f.ministry.id}&por_pagina=4&pagina=2`,
    );
    expect(second.escalas.map((s) => s.titulo)).toEqual(['Culto da Manhã', 'Culto de Outubro']);
    expect((await list(app, f.people.owner, `ministerio_id=${f.ministry.id}&ano=2026`)).total).toBe(
      6,
    );
    expect((await list(app, f.people.owner, `ministerio_id=${f.ministry.id}&ano=2025`)).total).toBe(
      0,
    );
  });

  it('searches title and location ignoring case and accents', async () => {
    const { app, f } = await setup();
    await threeMonths(app, f);
    const found = await list(app, f.people.owner, `ministerio_id=${f.ministry.id}&busca=VIGILIA`);
    expect(found.escalas.map((s) => s.titulo)).toEqual(['Vigília de Oração']);
    const byPlace = await list(app, f.people.owner, `ministerio_id=${f.ministry.id}&busca=anexo`);
    expect(byPlace.total).toBe(1);
  });

  it('validates its query', async () => {
    const { app, f } = await setup();
    const response = await get(
      app,
      f.people.owner,
      `/api/escalas?ministerio_id=${f.ministry.id}&mes=13`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ mes: ['Mês inválido: use um número de 1 a 12.'] });
    const noMinistry = await get(app, f.people.owner, '/api/escalas');
    expect(noMinistry.statusCode).toBe(400);
    const elsewhere = await get(
      app,
      f.people.owner,
      `/api/escalas?ministerio_id=${f.other.ministry.id}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('PUT /api/escalas/:id', () => {
  it('replaces the fields and lists, and members who stay keep their confirmation', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    const confirm = await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/escalas/${created.id}/confirmar`,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const response = await putSchedule(
      app,
      f.people.owner,
      created.id,
      sundayService(f, {
        titulo: 'Culto de Domingo à Noite',
        local: '   ',
        musicas_escaladas: [
          { musica_id: f.songs[1]!.id, ordem: 2, tom_alterado: 'E' },
          { musica_id: f.songs[2]!.id, ordem: 1, tom_alterado: '-' },
        ],
        membros_escalados: [
          { membro_id: f.ids.ana, funcao_id: f.functions.vocal.id },
          { membro_id: f.ids.admin, funcao_id: null },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<ScheduleDetail>();
    expect(updated).toMatchObject({ titulo: 'Culto de Domingo à Noite', local: null });
    expect(updated.musicas.map((s) => [s.ordem, s.nome, s.tom_usado])).toEqual([
      [1, 'Cordeiro', 'G'],
      [2, 'Bondade de Deus', 'E'],
    ]);
    expect(updated.membros.map((m) => [m.membro.nome, m.confirmado])).toEqual([
      ['admin', false],
      ['Ana', true],
    ]);
    expect(updated.total_confirmados).toBe(1);
  });

  it('clears confirmations when the date or the time changes', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    await call(app, f.people.ana, { method: 'POST', url: `/api/escalas/${created.id}/confirmar` });
    const moved = await putSchedule(
      app,
      f.people.owner,
      created.id,
      sundayService(f, { horario: '18:00' }),
    );
    expect(moved.json<ScheduleDetail>().total_confirmados).toBe(0);
  });

  it("lets the schedule's leader edit it but not delete it; other members may not edit", async () => {
    const { app, f } = await setup();
    const created = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { publicada: false, responsavel_id: f.ids.bruno }),
    );
    // The leader sees the draft they lead, with the edit right.
    expect(await detail(app, f.people.bruno, created.id)).toMatchObject({ pode_editar: true });
    const edited = await putSchedule(
      app,
      f.people.bruno,
      created.id,
      sundayService(f, { titulo: 'Editado pelo líder', responsavel_id: f.ids.bruno }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const deleting = await call(app, f.people.bruno, {
      method: 'DELETE',
      url: `/api/escalas/${created.id}`,
    });
    expect(deleting.statusCode).toBe(403);
    // Ana is on it but does not lead it.
    expect(await detail(app, f.people.ana, created.id)).toMatchObject({ pode_editar: false });
    const before = await scheduleTables(app);
    const byAna = await putSchedule(app, f.people.ana, created.id, sundayService(f));
    expect(byAna.statusCode).toBe(403);
    expect(await scheduleTables(app)).toEqual(before);
  });

  it('keeps what the schedule already holds when it would no longer be allowed', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    // Since then: the first song left the repertoire, Bruno was deactivated and lost bass.
    await call(app, f.people.owner, { method: 'DELETE', url: `/api/musicas/${f.songs[0]!.id}` });
    await deactivate(app, f.people.owner, f.ids.bruno);
    await app.db.deleteFrom('member_functions').where('member_id', '=', f.ids.bruno).execute();
    const finished = await putSchedule(
      app,
      f.people.owner,
      created.id,
      sundayService(f, { finalizada: true }),
    );
    expect(finished.statusCode, finished.body).toBe(200);
    const shown = finished.json<ScheduleDetail>();
    expect(shown.status).toBe('finalizada');
    expect(shown.musicas[0]!.musica).toMatchObject({ nome: 'Aleluia', excluida: true });
    expect(shown.membros.map((m) => [m.membro.nome, m.funcoes.map((fn) => fn.nome)])).toEqual([
      ['Ana', ['Violão']],
      ['Bruno', ['Baixo']],
    ]);
  });

  it('keeps the name of a function deleted later, and shows the new name of a renamed one', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    const rename = await call(app, f.people.owner, {
      method: 'PUT',
      url: `/api/funcoes/${f.functions.violao.id}`,
      payload: { nome: 'Violão base' },
    });
    expect(rename.statusCode).toBe(200);
    const remove = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/funcoes/${f.functions.baixo.id}`,
    });
    expect(remove.statusCode).toBe(200);
    const shown = await detail(app, f.people.owner, created.id);
    expect(shown.membros.map((m) => m.funcoes.map((fn) => [fn.id, fn.nome, fn.icone]))).toEqual([
      [[f.functions.violao.id, 'Violão base', 'violao']],
      [[null, 'Baixo', 'baixo']],
    ]);
  });

  it('refuses a body naming another ministry', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    const body = await refused(
      app,
      () =>
        putSchedule(
          app,
          f.people.owner,
          created.id,
          sundayService(f, { ministerio_id: f.other.ministry.id }),
        ),
      'ministry_mismatch',
    );
    expect(body.message).toContain('ministerio_id');
  });
});

describe('DELETE /api/escalas/:id', () => {
  it('deletes a schedule with its lists; finished ones are refused with 409', async () => {
    const { app, f } = await setup();
    const open = await createSchedule(app, f.people.admin, sundayService(f));
    const finished = await createSchedule(
      app,
      f.people.admin,
      sundayService(f, { data: '2026-11-15', finalizada: true }),
    );
    const refusedDelete = await call(app, f.people.admin, {
      method: 'DELETE',
      url: `/api/escalas/${finished.id}`,
      headers: en,
    });
    expect(refusedDelete.statusCode).toBe(409);
    expect(refusedDelete.json()).toEqual({
      error: 'schedule_finished',
      message: 'Finished schedules cannot be deleted.',
    });
    const asMember = await call(app, f.people.ana, {
      method: 'DELETE',
      url: `/api/escalas/${open.id}`,
    });
    expect(asMember.statusCode).toBe(403);
    const deleted = await call(app, f.people.admin, {
      method: 'DELETE',
      url: `/api/escalas/${open.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Escala excluída com sucesso!' });
    const tables = await scheduleTables(app);
    expect(tables.schedules.map((s) => s.id)).toEqual([finished.id]);
    expect(new Set(tables.songs.map((s) => s.schedule_id))).toEqual(new Set([finished.id]));
    expect(new Set(tables.members.map((m) => m.schedule_id))).toEqual(new Set([finished.id]));
  });
});

describe('presence', () => {
  it('lets a scheduled member confirm once or twice, and nobody else', async () => {
    const { app, f } = await setup();
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    const verify = (user: SignedIn) => get(app, user, `/api/escalas/${created.id}/verificar`);
    const confirm = (user: SignedIn) =>
      call(app, user, { method: 'POST', url: `/api/escalas/${created.id}/confirmar` });

    expect((await verify(f.people.ana)).json()).toEqual({
      estou_escalado: true,
      confirmei_presenca: false,
      recusei_presenca: false,
    });
    expect((await verify(f.people.owner)).json()).toEqual({
      estou_escalado: false,
      confirmei_presenca: false,
      recusei_presenca: false,
    });

    const before = await scheduleTables(app);
    const notOnIt = await confirm(f.people.owner);
    expect(notOnIt.statusCode).toBe(403);
    expect(notOnIt.json()).toMatchObject({ error: 'not_scheduled' });
    expect(await scheduleTables(app)).toEqual(before);

    const first = await confirm(f.people.ana);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      message: 'Presença confirmada!',
      estou_escalado: true,
      confirmei_presenca: true,
      recusei_presenca: false,
    });
    const confirmedAt = (await scheduleTables(app)).members.find(
      (m) => m.member_id === f.ids.ana,
    )?.confirmado_em;
    expect(confirmedAt).toBeTruthy();
    expect((await confirm(f.people.ana)).statusCode).toBe(200);
    const after = (await scheduleTables(app)).members.find((m) => m.member_id === f.ids.ana);
    expect(after?.confirmado_em).toBe(confirmedAt);

    const shown = await detail(app, f.people.ana, created.id);
    expect(shown).toMatchObject({ confirmei_presenca: true, total_confirmados: 1 });
    expect(shown.membros.find((m) => m.membro_id === f.ids.ana)?.confirmado).toBe(true);
    expect(shown.membros.find((m) => m.membro_id === f.ids.bruno)?.confirmado).toBe(false);
  });

  it('answers 404 for a draft the member cannot see', async () => {
    const { app, f } = await setup();
    const draft = await createSchedule(app, f.people.owner, sundayService(f, { publicada: false }));
    const response = await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/escalas/${draft.id}/confirmar`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/minhas-escalas', () => {
  it('lists the published schedules the caller is on, in a date range, with their functions', async () => {
    const { app, f } = await setup();
    const make = (titulo: string, data: string, extra = {}) =>
      createSchedule(app, f.people.owner, sundayService(f, { titulo, data, ...extra }));
    await make('Antes', '2026-11-14');
    const first = await make('Primeiro', '2026-11-15');
    await make('Rascunho', '2026-11-18', { publicada: false });
    await make('Sem a Ana', '2026-11-19', {
      membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
    });
    const vigil = await make('Vigília', '2026-11-21', { horario: '23:30' });
    await make('Depois', '2026-11-22');
    await call(app, f.people.ana, { method: 'POST', url: `/api/escalas/${vigil.id}/confirmar` });

    const response = await get(
      app,
      f.people.ana,
      `/api/minhas-escalas?ministerio_id=${f.ministry.id}&data_inicial=2026-11-15&data_final=2026-11-21`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { escalas } = response.json<{
      escalas: {
        id: number;
        titulo: string;
        data: string;
        confirmei_presenca: boolean;
        minhas_funcoes: string[];
      }[];
    }>();
    expect(
      escalas.map((s) => [s.id, s.titulo, s.data, s.confirmei_presenca, s.minhas_funcoes]),
    ).toEqual([
      [first.id, 'Primeiro', '2026-11-15T19:00:00', false, ['Violão']],
      [vigil.id, 'Vigília', '2026-11-21T23:30:00', true, ['Violão']],
    ]);
    // Without a ministry: every ministry the caller is active in; without dates: all.
    const all = await get(app, f.people.ana, '/api/minhas-escalas');
    expect(all.json<{ escalas: unknown[] }>().escalas).toHaveLength(4);
  });

  it('refuses an end before the start and a ministry the caller is not in', async () => {
    const { app, f } = await setup();
    const backwards = await get(
      app,
      f.people.ana,
      '/api/minhas-escalas?data_inicial=2026-11-22&data_final=2026-11-21',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({
      data_final: ['A data final não pode ser anterior à data inicial'],
    });
    const elsewhere = await get(
      app,
      f.people.ana,
      `/api/minhas-escalas?ministerio_id=${f.other.ministry.id}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('dates are calendar dates of the ministry', () => {
  it('a late-night schedule stays on its day whatever the server time zone', async () => {
    for (const zone of ['America/Sao_Paulo', 'Asia/Tokyo', 'UTC']) {
      const app = await buildTestApp({ env: { TIME_ZONE: zone } });
      const f = await scheduleFixture(app);
      // 23:30 on 30 November in Brazil is already 1 December in UTC and in Tokyo.
      const late = await createSchedule(
        app,
        f.people.owner,
        sundayService(f, { data: '2026-11-30T23:30:00', horario: '23:30' }),
      );
      expect(late.data, zone).toBe('2026-11-30T23:30:00');
      const november = await list(
        app,
        f.people.owner,
        `ministerio_id=${f.ministry.id}&mes=11&ano=2026`,
      );
      expect(
        november.escalas.map((s) => s.id),
        zone,
      ).toEqual([late.id]);
      const december = await list(
        app,
        f.people.owner,
        `ministerio_id=${f.ministry.id}&mes=12&ano=2026`,
      );
      expect(december.total, zone).toBe(0);
      const mine = await get(
        app,
        f.people.ana,
        '/api/minhas-escalas?data_inicial=2026-11-30&data_final=2026-11-30',
      );
      expect(
        mine.json<{ escalas: { id: number }[] }>().escalas.map((s) => s.id),
        zone,
      ).toEqual([late.id]);
    }
  });
});
