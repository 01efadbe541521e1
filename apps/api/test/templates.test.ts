import type { LeftOut, ScheduleDetail, TemplateSummary } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import {
  atSundayNight,
  createSchedule,
  markUnavailable,
  scheduleFixture,
  sundayService,
  type ScheduleFixture,
} from './schedule-fixtures';
import { call } from './song-fixtures';

/*
 * Schedule templates on the test database (docs/schedules.md "Templates"): kept from a
 * schedule, listed, renamed, deleted, and used to make drafts; admin rights only.
 */

atSundayNight();

const en = { 'accept-language': 'en-US' };

/** The fixture's Sunday with a welcome before the songs, a sermon after them, and slots. */
async function sunday(app: FastifyInstance, f: ScheduleFixture) {
  return createSchedule(
    app,
    f.people.admin,
    sundayService(f, {
      musicas_escaladas: [
        { musica_id: f.songs[0]!.id, ordem: 2, tom_alterado: 'D' },
        { musica_id: f.songs[1]!.id, ordem: 3 },
      ],
      itens: [
        { tipo: 'boas_vindas', titulo: 'Boas-vindas', duracao_minutos: 5, ordem: 1 },
        {
          tipo: 'pregacao',
          titulo: 'Pregação',
          duracao_minutos: 40,
          ordem: 4,
          responsavel_id: f.ids.bruno,
        },
      ],
      vagas: [{ funcao_id: f.functions.vocal.id, quantidade: 2 }],
    }),
  );
}

const keep = (app: FastifyInstance, user: SignedIn, scheduleId: number, body: object) =>
  call(app, user, {
    method: 'POST',
    url: `/api/escalas/${scheduleId}/modelo`,
    payload: body,
    headers: en,
  });

async function kept(app: FastifyInstance, user: SignedIn, scheduleId: number, body: object) {
  const response = await keep(app, user, scheduleId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TemplateSummary>();
}

const makeFrom = (app: FastifyInstance, user: SignedIn, templateId: number, body: object) =>
  call(app, user, {
    method: 'POST',
    url: `/api/modelos/${templateId}/escalas`,
    payload: body,
    headers: en,
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

/** The Sunday and a template of it with its team, kept by the admin. */
async function keptWithTeam() {
  const app = await buildTestApp();
  const f = await scheduleFixture(app);
  const schedule = await sunday(app, f);
  const template = await kept(app, f.people.admin, schedule.id, {
    nome: 'Domingo',
    com_equipe: true,
  });
  return { app, f, schedule, template };
}

describe('schedule templates', () => {
  it('keeps a schedule without its date, with its team when asked, for admin rights only', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const schedule = await sunday(app, f);
    const template = await kept(app, f.people.admin, schedule.id, {
      nome: ' Domingo à noite ',
      com_equipe: true,
    });
    expect(template).toMatchObject({
      nome: 'Domingo à noite',
      titulo: 'Culto de Domingo',
      horario: '19:00',
      local: 'Templo principal',
      total_musicas: 2,
      total_itens: 2,
      total_vagas: 2,
      total_equipe: 2,
      versao: 1,
    });
    const withoutTeam = await kept(app, f.people.owner, schedule.id, { nome: 'Só o roteiro' });
    expect(withoutTeam.total_equipe).toBeNull();

    const listed = await call(app, f.people.admin, {
      method: 'GET',
      url: `/api/ministerios/${f.ministry.id}/modelos`,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ modelos: TemplateSummary[] }>().modelos.map((row) => row.nome)).toEqual([
      'Domingo à noite',
      'Só o roteiro',
    ]);

    // A plain member may neither keep nor list them.
    expect((await keep(app, f.people.ana, schedule.id, { nome: 'Meu' })).statusCode).toBe(403);
    const theirs = await call(app, f.people.ana, {
      method: 'GET',
      url: `/api/ministerios/${f.ministry.id}/modelos`,
    });
    expect(theirs.statusCode).toBe(403);
    const unnamed = await keep(app, f.people.admin, schedule.id, { nome: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json<{ errors: object }>().errors)).toEqual(['nome']);
  });

  it('makes a draft on a day with the service order, slots and team, linked to the template', async () => {
    const { app, f, schedule, template } = await keptWithTeam();
    const made = await makeFrom(app, f.people.admin, template.id, { data: '2026-11-29' });
    expect(made.statusCode, made.body).toBe(201);
    const { escala, deixados_de_fora } = made.json<{
      escala: ScheduleDetail;
      deixados_de_fora: LeftOut;
    }>();
    expect(escala).toMatchObject({
      titulo: 'Culto de Domingo',
      data: '2026-11-29T19:00:00',
      publicada: false,
      status: 'rascunho',
    });
    expect(order(escala)).toEqual(order(schedule));
    expect(escala.membros_escalados).toEqual(schedule.membros_escalados);
    expect(escala.vagas).toEqual(schedule.vagas);
    expect(escala.itens[1]?.responsavel?.nome).toBe('Bruno');
    expect(deixados_de_fora).toEqual({ musicas: 0, membros: 0, vagas: 0 });
    const row = await app.db
      .selectFrom('schedules')
      .select('template_id')
      .where('id', '=', escala.id)
      .executeTakeFirstOrThrow();
    expect(row.template_id).toBe(template.id);
  });

  it('leaves out a song gone from the repertoire and a member away that day, and says so', async () => {
    const { app, f, template } = await keptWithTeam();
    const gone = await call(app, f.people.owner, {
      method: 'DELETE',
      url: `/api/musicas/${f.songs[0]!.id}`,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    await markUnavailable(app, f.ids.bruno, '2026-12-06', '2026-12-06');
    const made = await makeFrom(app, f.people.admin, template.id, {
      data: '2026-12-06',
      horario: '09:30',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { escala, deixados_de_fora } = made.json<{
      escala: ScheduleDetail;
      deixados_de_fora: LeftOut;
    }>();
    expect(escala.horario).toBe('09:30');
    expect(order(escala)).toEqual(['Boas-vindas', 'Bondade de Deus', 'Pregação']);
    expect(escala.membros.map((member) => member.membro.nome)).toEqual(['Ana']);
    expect(deixados_de_fora).toEqual({ musicas: 1, membros: 1, vagas: 0 });
  });

  it('is renamed from the version read, and deleted keeping the schedules made from it', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const schedule = await sunday(app, f);
    const template = await kept(app, f.people.admin, schedule.id, { nome: 'Domingo' });
    const made = await makeFrom(app, f.people.admin, template.id, { data: '2026-11-29' });
    const draftId = made.json<{ escala: ScheduleDetail }>().escala.id;
    const put = (body: object) =>
      call(app, f.people.admin, {
        method: 'PUT',
        url: `/api/modelos/${template.id}`,
        payload: body,
        headers: en,
      });
    const fields = { nome: 'Domingo cedo', titulo: 'Culto da manhã', horario: '09:00' };
    const renamed = await put({ ...fields, versao: 1 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TemplateSummary>()).toMatchObject({ ...fields, local: null, versao: 2 });
    const stale = await put({ ...fields, nome: 'Outro', versao: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toBe('stale_version');

    const plain = await call(app, f.people.ana, {
      method: 'DELETE',
      url: `/api/modelos/${template.id}`,
    });
    expect(plain.statusCode).toBe(403);
    const deleted = await call(app, f.people.admin, {
      method: 'DELETE',
      url: `/api/modelos/${template.id}`,
      headers: en,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe('Template deleted.');
    const draft = await call(app, f.people.admin, {
      method: 'GET',
      url: `/api/escalas/${draftId}`,
    });
    expect(draft.statusCode).toBe(200);
    expect(
      (await makeFrom(app, f.people.admin, template.id, { data: '2026-12-06' })).statusCode,
    ).toBe(404);
  });

  it('makes the drafts of a weekly rule, skips what is there, and makes nothing twice', async () => {
    const { app, f, template } = await keptWithTeam();
    const rule = {
      regras: [{ dia_semana: 0 }, { dia_semana: 3, horario: '20:00' }],
      data_inicial: '2026-11-29',
      data_final: '2026-12-13',
    };
    const run = (path: string, body: object = rule, user = f.people.admin) =>
      call(app, user, {
        method: 'POST',
        url: `/api/modelos/${template.id}/recorrencia${path}`,
        payload: body,
        headers: en,
      });
    await makeFrom(app, f.people.admin, template.id, { data: '2026-12-06' });
    await markUnavailable(app, f.ids.ana, '2026-12-09', '2026-12-09');

    const preview = await run('/previa');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<{ datas: object[] }>().datas).toEqual([
      { data: '2026-11-29', horario: '19:00', existe: false },
      { data: '2026-12-02', horario: '20:00', existe: false },
      { data: '2026-12-06', horario: '19:00', existe: true },
      { data: '2026-12-09', horario: '20:00', existe: false },
      { data: '2026-12-13', horario: '19:00', existe: false },
    ]);

    const made = await run('');
    expect(made.statusCode, made.body).toBe(201);
    const result = made.json<{
      criadas: { id: number; data: string; horario: string }[];
      puladas: { data: string; horario: string }[];
    }>();
    expect(result.criadas.map((entry) => `${entry.data} ${entry.horario}`)).toEqual([
      '2026-11-29 19:00',
      '2026-12-02 20:00',
      '2026-12-09 20:00',
      '2026-12-13 19:00',
    ]);
    expect(result.puladas).toEqual([{ data: '2026-12-06', horario: '19:00' }]);
    const wednesday = await call(app, f.people.admin, {
      method: 'GET',
      url: `/api/escalas/${result.criadas[2]!.id}`,
    });
    // Ana is away that Wednesday: the draft goes without her.
    expect(wednesday.json<ScheduleDetail>().membros.map((member) => member.membro.nome)).toEqual([
      'Bruno',
    ]);
    expect(wednesday.json<ScheduleDetail>()).toMatchObject({
      status: 'rascunho',
      data: '2026-12-09T20:00:00',
    });

    const again = await run('');
    expect(again.json<{ criadas: object[]; puladas: object[] }>()).toMatchObject({
      criadas: [],
    });
    expect(again.json<{ puladas: object[] }>().puladas).toHaveLength(5);
    const rows = await app.db
      .selectFrom('schedules')
      .select('id')
      .where('template_id', '=', template.id)
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('refuses more than 26 weeks, translated, and anyone without admin rights', async () => {
    const { app, f, template } = await keptWithTeam();
    const long = await call(app, f.people.admin, {
      method: 'POST',
      url: `/api/modelos/${template.id}/recorrencia`,
      payload: {
        regras: [{ dia_semana: 0 }],
        data_inicial: '2026-11-29',
        data_final: '2027-06-30',
      },
      headers: en,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      data_final: ['A repetition covers at most 26 weeks.'],
    });
    const member = await call(app, f.people.ana, {
      method: 'POST',
      url: `/api/modelos/${template.id}/recorrencia`,
      payload: {
        regras: [{ dia_semana: 0 }],
        data_inicial: '2026-11-29',
        data_final: '2026-12-31',
      },
    });
    expect(member.statusCode).toBe(403);
  });
});

describe('a weekly rule across a daylight-saving change', () => {
  it('keeps each Sunday at 19:00 on the wall clock of TIME_ZONE', async () => {
    const app = await buildTestApp({ env: { TIME_ZONE: 'America/New_York' } });
    const f = await scheduleFixture(app);
    const schedule = await sunday(app, f);
    const template = await kept(app, f.people.admin, schedule.id, { nome: 'Domingo' });
    const made = await call(app, f.people.admin, {
      method: 'POST',
      url: `/api/modelos/${template.id}/recorrencia`,
      // New York moves its clocks forward on 2027-03-14.
      payload: {
        regras: [{ dia_semana: 0 }],
        data_inicial: '2027-03-07',
        data_final: '2027-03-21',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const rows = await app.db
      .selectFrom('schedules')
      .select(['data', 'horario'])
      .where('template_id', '=', template.id)
      .orderBy('data')
      .execute();
    expect(rows).toEqual([
      { data: '2027-03-07', horario: '19:00' },
      { data: '2027-03-14', horario: '19:00' },
      { data: '2027-03-21', horario: '19:00' },
    ]);
  });
});
