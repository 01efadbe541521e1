import type * as Contracts from '@levita/contracts';
import {
  ACCESS_CODE_ALPHABET,
  type Ministry,
  type MinistryFunction,
  type MinistryStatistics,
  drawAccessCode,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIn } from '../src/calendar/today';
import { isUniqueViolation } from '../src/db/unique-violation';
import { ministryStatistics } from '../src/ministries/statistics';
import type { StatisticsRepository } from '../src/repositories/statistics-repository';
import { bearer, signedIn } from './accounts-fixtures';
import { buildTestApp } from './helper';
import {
  approve,
  createMinistry,
  deactivate,
  makeAdmin,
  ministryWithEveryStanding,
  multipart,
  requestAccess,
  type SignedIn,
} from './ministry-fixtures';
import { insertSchedule } from './report-fixtures';

// The real generator, wrapped so a test can make it draw a code that is already taken and
// watch the route draw again. Every other test gets the real codes.
vi.mock('@levita/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof Contracts>();
  return { ...actual, drawAccessCode: vi.fn(actual.drawAccessCode) };
});
const drawCode = vi.mocked(drawAccessCode);
beforeEach(() => drawCode.mockReset());

const person = (app: FastifyInstance, key: string) =>
  signedIn(app, { email: `${key}@example.com`, nome: key });

async function postMinistry(
  app: FastifyInstance,
  user: SignedIn,
  body: { form: Record<string, string | Blob> } | { json: object },
  headers: Record<string, string> = {},
) {
  const encoded =
    'form' in body
      ? await multipart(body.form)
      : { payload: body.json, headers: { 'content-type': 'application/json' } };
  return app.inject({
    method: 'POST',
    url: '/api/ministerios',
    headers: { ...bearer(user.token), ...encoded.headers, ...headers },
    payload: encoded.payload as string | Buffer | object,
  });
}

const get = (app: FastifyInstance, user: SignedIn, url: string, headers = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(user.token), ...headers } });

async function functionsOf(app: FastifyInstance, user: SignedIn, ministryId: number) {
  const response = await get(app, user, `/api/ministerios/${ministryId}/funcoes`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MinistryFunction[]>();
}

/** Rows in a table: what a refused request must not have added to. */
async function countRows(
  app: FastifyInstance,
  table: 'ministries' | 'members' | 'functions' | 'uploads',
) {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const ptMonths = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];
const enMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

describe('POST /api/ministerios', () => {
  it('creates a ministry from a multipart form; the creator owns it', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const ministry = await createMinistry(app, owner, { nome: '  Louvor Central ' });
    expect(ministry).toEqual({
      id: expect.any(Number),
      nome: 'Louvor Central',
      logo: null,
      codigo_acesso: expect.any(String),
      aceitando_membros: true,
      // Reminders go 48 hours before a schedule until the ministry says otherwise.
      lembrete_horas: 48,
      proprietario_id: owner.id,
      situacao_usuario: 'PROPRIETARIO',
      data_criacao: expect.any(String),
      versao: 1,
    });

    const situacao = await get(app, owner, `/api/ministerios/${ministry.id}/situacao`);
    expect(situacao.json()).toEqual({ situacao: 'PROPRIETARIO' });
    // The owner also has a member row, active and admin, so member lists and counts see them.
    const row = await app.repos.members.find(ministry.id, owner.id);
    expect(row).toMatchObject({ status: 'ATIVO', admin: 1 });
  });

  it('creates a ministry from JSON, with aceitando_membros as a boolean', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const response = await postMinistry(app, owner, {
      json: { nome: 'Coral', aceitando_membros: false },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      nome: 'Coral',
      aceitando_membros: false,
      situacao_usuario: 'PROPRIETARIO',
      proprietario_id: owner.id,
    });
    const stored = await get(app, owner, `/api/ministerios/${response.json<Ministry>().id}`);
    expect(stored.json()).toMatchObject({ nome: 'Coral', aceitando_membros: false });
  });

  it.each([
    ['the text true', { aceitando_membros: 'true' }, true],
    ['the text false', { aceitando_membros: 'false' }, false],
    ['nothing (the default)', {}, true],
  ])('reads aceitando_membros from %s', async (_label, fields, expected) => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const response = await postMinistry(app, owner, { form: { nome: 'Coral', ...fields } });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<Ministry>();
    const stored = await get(app, owner, `/api/ministerios/${id}`);
    expect(stored.json<Ministry>().aceitando_membros).toBe(expected);
  });

  it.each([
    ['a form without nome', { form: { aceitando_membros: 'true' } }],
    ['a form with a blank nome', { form: { nome: '   ' } }],
    ['JSON without nome', { json: {} }],
    ['JSON with a blank nome', { json: { nome: ' \t ' } }],
  ] as const)('refuses %s with 400 errors.nome and stores nothing', async (_label, body) => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const response = await postMinistry(app, owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors: { nome: ['Campo obrigatório.'] },
    });
    for (const table of ['ministries', 'members', 'functions'] as const)
      expect(await countRows(app, table)).toBe(0);
  });

  it('translates the nome error for an English caller', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const response = await postMinistry(
      app,
      owner,
      { json: { nome: '' } },
      {
        'accept-language': 'en-US',
      },
    );
    expect(response.json()).toMatchObject({ errors: { nome: ['This field is required.'] } });
  });
});

describe('the 18 default functions', () => {
  // Icons of part 1 §3, in its order; two of them use the microphone.
  const specIcons = [
    'microfone',
    'microfone',
    'violao',
    'guitarra',
    'baixo',
    'bateria',
    'teclado',
    'piano',
    'violino',
    'flauta',
    'gaita',
    'triangulo',
    'pandeiro',
    'tecnico-som',
    'outro',
    'acordeao',
    'saxofone',
    'projetor',
  ];

  it('come with every new ministry, with the icons of the spec and names in pt-BR', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const ministry = await createMinistry(app, owner);
    const functions = await functionsOf(app, owner, ministry.id);
    expect(functions).toHaveLength(18);
    expect(functions.map((fn) => fn.icone).sort()).toEqual([...specIcons].sort());
    expect(new Set(functions.map((fn) => fn.nome)).size).toBe(18);
    const icons = Object.fromEntries(functions.map((fn) => [fn.nome, fn.icone]));
    expect(icons).toMatchObject({
      Violão: 'violao',
      'Técnico de som': 'tecnico-som',
      Baixo: 'baixo',
      Bateria: 'bateria',
      Acordeão: 'acordeao',
    });
    for (const fn of functions)
      expect(fn).toMatchObject({ ministerio_id: ministry.id, descricao: '' });
  });

  it('are named in English when the creator asks for en-US', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const response = await postMinistry(
      app,
      owner,
      { form: { nome: 'Worship' } },
      {
        'accept-language': 'en-US,en;q=0.9',
      },
    );
    const functions = await functionsOf(app, owner, response.json<Ministry>().id);
    expect(functions).toHaveLength(18);
    const icons = Object.fromEntries(functions.map((fn) => [fn.nome, fn.icone]));
    expect(icons).toMatchObject({
      'Acoustic guitar': 'violao',
      'Sound technician': 'tecnico-som',
      Bass: 'baixo',
      Drums: 'bateria',
    });
    expect(icons).not.toHaveProperty('Violão');
  });
});

describe('access codes', () => {
  const codePattern = new RegExp(`^[${ACCESS_CODE_ALPHABET}]{6}$`);

  it('are 6 characters without look-alikes (no 0, O, 1, I) and never repeat', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const codes: string[] = [];
    for (let i = 0; i < 30; i++)
      codes.push((await createMinistry(app, owner, { nome: `Ministério ${i}` })).codigo_acesso);
    for (const code of codes) {
      expect(code).toMatch(codePattern);
      expect(code).not.toMatch(/[0O1I]/);
    }
    expect(new Set(codes).size).toBe(30);
  });

  it('are unique in the database: a second ministry with the same code is refused whole', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const input = {
      nome: 'A',
      aceitandoMembros: true,
      ownerId: owner.id,
      codigoAcesso: 'ACDEFG',
      logo: undefined,
      functions: [{ nome: 'Vocal', icone: 'microfone' }],
    };
    await app.repos.ministries.create(input);
    const error = await app.repos.ministries.create({ ...input, nome: 'B' }).catch((e) => e);
    expect(isUniqueViolation(error)).toBe(true);
    // The transaction left no member or function of the refused ministry behind.
    expect(await countRows(app, 'ministries')).toBe(1);
    expect(await countRows(app, 'members')).toBe(1);
    expect(await countRows(app, 'functions')).toBe(1);
  });

  it('are drawn again when the first draw is taken', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const first = await createMinistry(app, owner, { nome: 'Primeiro' });
    drawCode.mockClear();
    drawCode.mockReturnValueOnce(first.codigo_acesso);

    const second = await createMinistry(app, owner, { nome: 'Segundo' });
    expect(drawCode).toHaveBeenCalledTimes(2);
    expect(second.codigo_acesso).toMatch(codePattern);
    expect(second.codigo_acesso).not.toBe(first.codigo_acesso);
    expect(await functionsOf(app, owner, second.id)).toHaveLength(18);
    expect(await countRows(app, 'ministries')).toBe(2);
  });

  it('give up after 5 taken draws without storing anything', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const first = await createMinistry(app, owner, { nome: 'Primeiro' });
    drawCode.mockClear();
    drawCode.mockReturnValue(first.codigo_acesso);

    const response = await postMinistry(app, owner, { form: { nome: 'Segundo' } });
    expect(response.statusCode).toBe(500);
    expect(drawCode).toHaveBeenCalledTimes(5);
    expect(await countRows(app, 'ministries')).toBe(1);
    expect(await countRows(app, 'functions')).toBe(18);
  });
});

describe('GET /api/ministerios', () => {
  it("lists the caller's active and pending ministries by name with their standing", async () => {
    const app = await buildTestApp();
    const user = await person(app, 'user');
    const leader = await person(app, 'leader');
    await createMinistry(app, user, { nome: 'Zeta' });
    const alfa = await createMinistry(app, leader, { nome: 'Alfa' });
    const delta = await createMinistry(app, leader, { nome: 'Delta' });
    const meio = await createMinistry(app, leader, { nome: 'Meio' });
    const beta = await createMinistry(app, leader, { nome: 'Beta' });
    await createMinistry(app, leader, { nome: 'Outro' });
    await approve(app, leader, await requestAccess(app, user, alfa));
    const deltaId = await requestAccess(app, user, delta);
    await approve(app, leader, deltaId);
    await makeAdmin(app, leader, deltaId);
    await requestAccess(app, user, meio);
    const betaId = await requestAccess(app, user, beta);
    await approve(app, leader, betaId);
    await deactivate(app, leader, betaId);

    const response = await get(app, user, '/api/ministerios');
    expect(response.statusCode).toBe(200);
    expect(response.json<Ministry[]>().map((m) => [m.nome, m.situacao_usuario])).toEqual([
      ['Alfa', 'MEMBRO'],
      ['Delta', 'ADMIN'],
      ['Meio', 'PENDENTE'],
      ['Zeta', 'PROPRIETARIO'],
    ]);
  });
});

describe('PUT /api/ministerios/:id', () => {
  it('renames and closes the ministry; joining by code is then refused', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const ministry = await createMinistry(app, owner);
    const update = await app.inject({
      method: 'PUT',
      url: `/api/ministerios/${ministry.id}`,
      headers: bearer(owner.token),
      payload: { nome: 'Novo Nome', aceitando_membros: false },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({
      id: ministry.id,
      nome: 'Novo Nome',
      aceitando_membros: false,
      codigo_acesso: ministry.codigo_acesso,
      situacao_usuario: 'PROPRIETARIO',
    });

    const visitor = await person(app, 'visitor');
    for (const [language, text] of [
      ['pt-BR', 'Este ministério não está aceitando novos membros no momento.'],
      ['en-US', 'This ministry is not accepting new members at the moment.'],
    ]) {
      const join = await app.inject({
        method: 'POST',
        url: `/api/ministerios/participar/${ministry.codigo_acesso}`,
        headers: { ...bearer(visitor.token), 'accept-language': language! },
      });
      expect(join.statusCode).toBe(409);
      expect(join.json()).toEqual({ error: 'not_accepting_members', message: text });
    }
    expect(await app.repos.members.find(ministry.id, visitor.id)).toBeUndefined();
  });

  it('opens the ministry again from a form with the text true', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const ministry = await createMinistry(app, owner, { aceitando_membros: 'false' });
    const form = await multipart({ aceitando_membros: 'true' });
    const update = await app.inject({
      method: 'PUT',
      url: `/api/ministerios/${ministry.id}`,
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(update.json()).toMatchObject({ nome: ministry.nome, aceitando_membros: true });
    await requestAccess(app, await person(app, 'visitor'), ministry);
  });
});

describe('DELETE /api/ministerios/:id', () => {
  async function memberFunctionRows(app: FastifyInstance, memberId: number) {
    return app.db
      .selectFrom('member_functions')
      .selectAll()
      .where('member_id', '=', memberId)
      .execute();
  }

  it('removes the ministry with its members, functions, their assignments and its logo', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const logo = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#36c' },
    })
      .png()
      .toBuffer();
    const doomed = await createMinistry(app, owner, { logo: new Blob([logo]) });
    const kept = await createMinistry(app, owner, { nome: 'Fica' });
    const member = await person(app, 'member');
    const memberId = await requestAccess(app, member, doomed);
    await approve(app, owner, memberId);
    const [fn] = await app.repos.functions.list(doomed.id);
    await app.db
      .insertInto('member_functions')
      .values({ member_id: memberId, function_id: fn!.id, principal: 1, created_at: 'now' })
      .execute();
    expect(await memberFunctionRows(app, memberId)).toHaveLength(1);

    const response = await app.inject({
      method: 'DELETE',
      url: `/api/ministerios/${doomed.id}`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Ministério excluído com sucesso!' });

    const rowsOf = (table: 'members' | 'functions') =>
      app.db.selectFrom(table).select('id').where('ministry_id', '=', doomed.id).execute();
    expect(await app.repos.ministries.findById(doomed.id)).toBeUndefined();
    expect(await rowsOf('members')).toEqual([]);
    expect(await rowsOf('functions')).toEqual([]);
    expect(await memberFunctionRows(app, memberId)).toEqual([]);
    expect(await countRows(app, 'uploads')).toBe(0);
    expect((await app.inject({ method: 'GET', url: doomed.logo! })).statusCode).toBe(404);
    expect((await get(app, owner, `/api/ministerios/${doomed.id}`)).statusCode).toBe(404);

    // The owner's other ministry is untouched.
    expect(await functionsOf(app, owner, kept.id)).toHaveLength(18);
    expect(await app.repos.members.find(kept.id, owner.id)).toMatchObject({ status: 'ATIVO' });
  });
});

describe('GET /api/ministerios/:id/estatisticas', () => {
  const statistics = async (app: FastifyInstance, user: SignedIn, id: number, headers = {}) => {
    const response = await get(app, user, `/api/ministerios/${id}/estatisticas`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MinistryStatistics>();
  };
  /** The current month (1..12) and year where the ministry is, not in UTC. */
  const currentMonth = (app: FastifyInstance) => {
    const today = todayIn(app.config.timeZone);
    return { mes: Number(today.slice(5, 7)), ano: Number(today.slice(0, 4)) };
  };
  afterEach(() => vi.useRealTimers());

  it('counts active members, the owner included, and not pending or inactive ones', async () => {
    const app = await buildTestApp();
    const { ministry, people } = await ministryWithEveryStanding(app);
    const body = await statistics(app, people.member, ministry.id);
    const { mes, ano } = currentMonth(app);
    expect(body.estatisticas).toEqual({
      total_musicas: 0,
      total_escalas: 0,
      total_membros: 3,
      escalas_mes_atual: 0,
      nome_mes_atual: ptMonths[mes - 1],
    });
    const history = body.historico_mensal;
    expect(history).toHaveLength(6);
    expect(history.at(-1)).toEqual({ mes, ano, nome_mes: ptMonths[mes - 1], total_escalas: 0 });
    // Consecutive months, oldest first.
    const serial = history.map(({ mes, ano }) => ano * 12 + mes);
    expect(serial).toEqual(serial.map((_, i) => serial[0]! + i));
  });

  it('counts a new ministry as its owner alone and names the month in English', async () => {
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const ministry = await createMinistry(app, owner);
    const body = await statistics(app, owner, ministry.id, { 'accept-language': 'en-US' });
    const { mes } = currentMonth(app);
    expect(body.estatisticas).toMatchObject({
      total_membros: 1,
      nome_mes_atual: enMonths[mes - 1],
    });
    expect(body.historico_mensal.at(-1)!.nome_mes).toBe(enMonths[mes - 1]);
  });

  it("counts published and finished schedules, not drafts, by the ministry's month", async () => {
    // 23:30 on 30 November in São Paulo: already December in UTC, still November here.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T02:30:00Z'));
    const app = await buildTestApp();
    const owner = await person(app, 'owner');
    const ministry = await createMinistry(app, owner);
    const other = await createMinistry(app, await person(app, 'other'));
    const schedule = (data: string, state: { publicada?: boolean; finalizada?: boolean }) =>
      insertSchedule(app, ministry.id, { titulo: 'Culto', data, horario: '19:00', ...state });
    await schedule('2026-05-31', { publicada: true }); // before the 6 months: total only
    await schedule('2026-06-10', { publicada: true }); // the oldest month shown
    await schedule('2026-09-05', { publicada: true });
    await schedule('2026-11-01', { finalizada: true }); // finished, never marked published
    await schedule('2026-11-30', { publicada: true, finalizada: true });
    await schedule('2026-11-15', {}); // a draft: never counted
    await schedule('2026-12-01', { publicada: true }); // next month here
    await insertSchedule(app, other.id, {
      titulo: 'Outro',
      data: '2026-11-20',
      horario: '19:00',
      publicada: true,
    });

    const body = await statistics(app, owner, ministry.id);
    expect(body).toEqual({
      estatisticas: {
        total_musicas: 0,
        // Every published or finished one: 6 of the 7 (the draft is left out).
        total_escalas: 6,
        total_membros: 1,
        // 1 and 30 November.
        escalas_mes_atual: 2,
        nome_mes_atual: 'Novembro',
      },
      historico_mensal: [
        { mes: 6, ano: 2026, nome_mes: 'Junho', total_escalas: 1 },
        { mes: 7, ano: 2026, nome_mes: 'Julho', total_escalas: 0 },
        { mes: 8, ano: 2026, nome_mes: 'Agosto', total_escalas: 0 },
        { mes: 9, ano: 2026, nome_mes: 'Setembro', total_escalas: 1 },
        { mes: 10, ano: 2026, nome_mes: 'Outubro', total_escalas: 0 },
        { mes: 11, ano: 2026, nome_mes: 'Novembro', total_escalas: 2 },
      ],
    });
  });
});

describe('ministryStatistics', () => {
  // The songs are the counter the access check read with the ministry.
  const ministry = { id: 1, song_count: 42 };

  /** A repository with fixed counts that records the date range it was asked for. */
  function fakeStatistics(perMonth: Record<string, number>) {
    const asked: string[][] = [];
    const repository: StatisticsRepository = {
      activeMembers: async () => 7,
      schedules: async () => 30,
      schedulesPerMonth: async (_id, inicio, fim) => {
        asked.push([inicio, fim]);
        return new Map(Object.entries(perMonth));
      },
    };
    return { repository, asked };
  }

  it('reports the last 6 months across a year boundary, ending with the current one', async () => {
    const { repository, asked } = fakeStatistics({ '2026-12': 3, '2027-02': 4, '2026-08': 99 });
    const result = await ministryStatistics(repository, ministry, 'pt-BR', '2027-02-15');
    expect(asked).toEqual([['2026-09-01', '2027-02-28']]);
    expect(result).toEqual({
      estatisticas: {
        total_musicas: 42,
        total_escalas: 30,
        total_membros: 7,
        escalas_mes_atual: 4,
        nome_mes_atual: 'Fevereiro',
      },
      historico_mensal: [
        { mes: 9, ano: 2026, nome_mes: 'Setembro', total_escalas: 0 },
        { mes: 10, ano: 2026, nome_mes: 'Outubro', total_escalas: 0 },
        { mes: 11, ano: 2026, nome_mes: 'Novembro', total_escalas: 0 },
        { mes: 12, ano: 2026, nome_mes: 'Dezembro', total_escalas: 3 },
        { mes: 1, ano: 2027, nome_mes: 'Janeiro', total_escalas: 0 },
        { mes: 2, ano: 2027, nome_mes: 'Fevereiro', total_escalas: 4 },
      ],
    });
  });

  it('names the months in English for en-US', async () => {
    const { repository, asked } = fakeStatistics({});
    const result = await ministryStatistics(repository, ministry, 'en-US', '2026-03-31');
    expect(asked).toEqual([['2025-10-01', '2026-03-31']]);
    expect(result.estatisticas.nome_mes_atual).toBe('March');
    expect(result.historico_mensal.map((m) => m.nome_mes)).toEqual([
      'October',
      'November',
      'December',
      'January',
      'February',
      'March',
    ]);
  });
});

describe('authentication comes first', () => {
  it('answers 401 to an anonymous call before reading or validating its body', async () => {
    const app = await buildTestApp();
    for (const request of [
      { method: 'POST' as const, url: '/api/ministerios', payload: {} },
      { method: 'GET' as const, url: '/api/ministerios/abc' },
      { method: 'PUT' as const, url: '/api/membros/1', payload: {} },
    ]) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json().error).toBe('unauthorized');
    }
  });
});

describe('POST /api/ministerios/:id/codigo-acesso', () => {
  const newCode = (app: FastifyInstance, user: SignedIn, ministryId: number, headers = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/ministerios/${ministryId}/codigo-acesso`,
      headers: { ...bearer(user.token), ...headers },
    });
  const join = (app: FastifyInstance, user: SignedIn, code: string) =>
    app.inject({
      method: 'POST',
      url: `/api/ministerios/participar/${code}`,
      headers: bearer(user.token),
    });
  const storedCode = async (app: FastifyInstance, id: number) =>
    (await app.repos.ministries.findById(id))!.codigo_acesso;

  it.each(['owner', 'admin'] as const)(
    'gives the %s a new code: the old one stops working at once, the new one joins',
    async (who) => {
      const app = await buildTestApp();
      const { ministry, people } = await ministryWithEveryStanding(app);
      const response = await newCode(app, people[who], ministry.id);
      expect(response.statusCode, response.body).toBe(200);
      const renewed = response.json<Ministry>();
      expect(renewed.codigo_acesso).toMatch(new RegExp(`^[${ACCESS_CODE_ALPHABET}]{6}$`));
      expect(renewed.codigo_acesso).not.toBe(ministry.codigo_acesso);
      // The settings' version stays: a settings edit open elsewhere still saves.
      expect(renewed.versao).toBe(ministry.versao);
      expect(await storedCode(app, ministry.id)).toBe(renewed.codigo_acesso);

      const latecomer = await person(app, 'latecomer');
      expect((await join(app, latecomer, ministry.codigo_acesso)).statusCode).toBe(404);
      expect(await app.repos.members.find(ministry.id, latecomer.id)).toBeUndefined();
      expect((await join(app, latecomer, renewed.codigo_acesso)).statusCode).toBe(201);
    },
  );

  it.each([
    ['member', 403],
    ['pending', 403],
    ['inactive', 404],
    ['outsider', 404],
  ] as const)('refuses a %s (%i) and keeps the code', async (who, status) => {
    const app = await buildTestApp();
    const { ministry, people } = await ministryWithEveryStanding(app);
    expect((await newCode(app, people[who], ministry.id)).statusCode).toBe(status);
    expect(await storedCode(app, ministry.id)).toBe(ministry.codigo_acesso);
  });

  it("answers 404 for another ministry's owner and for a ministry that does not exist", async () => {
    const app = await buildTestApp();
    const { ministry, other } = await ministryWithEveryStanding(app);
    expect((await newCode(app, other.owner, ministry.id)).statusCode).toBe(404);
    expect((await newCode(app, other.owner, 999_999)).statusCode).toBe(404);
    expect(await storedCode(app, ministry.id)).toBe(ministry.codigo_acesso);
  });

  it("draws again when the new code is another ministry's", async () => {
    const app = await buildTestApp();
    const { ministry, people, other } = await ministryWithEveryStanding(app);
    drawCode.mockClear();
    drawCode.mockReturnValueOnce(other.ministry.codigo_acesso);
    const response = await newCode(app, people.owner, ministry.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(drawCode).toHaveBeenCalledTimes(2);
    const code = response.json<Ministry>().codigo_acesso;
    expect(code).not.toBe(other.ministry.codigo_acesso);
    expect(await storedCode(app, ministry.id)).toBe(code);
    expect(await storedCode(app, other.ministry.id)).toBe(other.ministry.codigo_acesso);
  });
});
