import type { MemberUnavailabilities, Unavailability, UnavailableMembers } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestAppOptions } from './helper';
import { ministryWithEveryStanding, type Standing } from './ministry-fixtures';
import { call, type Call } from './song-fixtures';

/**
 * Unavailability (part 2 §3, §4, §5, §7): each member reports and keeps their own periods;
 * admins and the owner read everyone's and ask who is unavailable on a day. Statuses are
 * computed against today in TIME_ZONE (America/Sao_Paulo unless configured).
 */

type Fixture = Awaited<ReturnType<typeof ministryWithEveryStanding>>;
type Person = Fixture['people'][Standing];

const en = { 'accept-language': 'en-US' };

/** Noon in São Paulo on 2026-11-20: far from midnight in every zone the tests use. */
const NOV_20 = new Date('2026-11-20T15:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

/** An app and fixture built at `now` (tokens are signed and checked on the faked clock). */
async function setup(now = NOV_20, options: TestAppOptions = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  const app = await buildTestApp(options);
  const fixture = await ministryWithEveryStanding(app);
  return { app, ...fixture };
}

const period = (data_inicio: string, data_fim: string, justificativa = 'Viagem de trabalho') => ({
  data_inicio,
  data_fim,
  justificativa,
});

const report = (
  app: FastifyInstance,
  user: Person | undefined,
  payload: object,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'POST', url: '/api/indisponibilidades', payload, headers });

/** Reports a period for the user's own membership and checks it answered 201. */
async function reported(
  app: FastifyInstance,
  user: Person,
  fields: ReturnType<typeof period>,
): Promise<Unavailability> {
  const response = await report(app, user, { membro_id: user.memberId, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Unavailability>();
}

async function entriesOf(app: FastifyInstance, user: Person, memberId: number) {
  const response = await call(app, user, {
    method: 'GET',
    url: `/api/indisponibilidades/membros/${memberId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberUnavailabilities>().indisponibilidades;
}

async function unavailableOn(
  app: FastifyInstance,
  user: Person,
  ministryId: number,
  query = '',
): Promise<UnavailableMembers> {
  const response = await call(app, user, {
    method: 'GET',
    url: `/api/ministerios/${ministryId}/indisponiveis${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UnavailableMembers>();
}

/** Every unavailability in the database: what a refusal must leave as it was. */
const unavailabilityRows = (app: FastifyInstance) =>
  app.db.selectFrom('unavailabilities').selectAll().orderBy('id').execute();

/** A period straight into the database, for members the API would not let report. */
const stored = (app: FastifyInstance, memberId: number, fields: ReturnType<typeof period>) => {
  const now = new Date().toISOString();
  return app.db
    .insertInto('unavailabilities')
    .values({ member_id: memberId, ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
};

describe('POST /api/indisponibilidades', () => {
  it("reports a period for one's own membership, with the web's date-times and a trimmed reason", async () => {
    const { app, people } = await setup();
    const response = await report(app, people.member, {
      membro_id: people.member.memberId,
      data_inicio: '2026-12-24T00:00:00',
      data_fim: '2026-12-26T00:00:00',
      justificativa: '  Natal com a família  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      membro_id: people.member.memberId,
      data_inicio: '2026-12-24',
      data_fim: '2026-12-26',
      justificativa: 'Natal com a família',
      status: 'futura',
      dias: 3,
      versao: 1,
    });
    const [row] = await unavailabilityRows(app);
    expect(row).toMatchObject({
      member_id: people.member.memberId,
      data_inicio: '2026-12-24',
      data_fim: '2026-12-26',
      justificativa: 'Natal com a família',
    });
  });

  it('takes a one-day period (end equal to start) and a membro_id sent as text', async () => {
    const { app, people } = await setup();
    const response = await report(app, people.admin, {
      membro_id: String(people.admin.memberId),
      ...period('2026-11-20', '2026-11-20', 'Plantão'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ dias: 1, status: 'atual', justificativa: 'Plantão' });
  });

  it('lets the owner report for their own row', async () => {
    const { app, people } = await setup();
    const created = await reported(app, people.owner, period('2026-11-01', '2026-11-03'));
    expect(created).toMatchObject({ membro_id: people.owner.memberId, status: 'passada', dias: 3 });
  });

  it('refuses an end before the start with errors.data_fim, in pt-BR and en-US', async () => {
    const { app, people } = await setup();
    const payload = { membro_id: people.member.memberId, ...period('2026-12-10', '2026-12-09') };
    const pt = await report(app, people.member, payload);
    expect(pt.statusCode).toBe(400);
    expect(pt.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors: { data_fim: ['A data final não pode ser anterior à data inicial'] },
    });
    const english = await report(app, people.member, payload, en);
    expect(english.json()).toEqual({
      error: 'validation_error',
      message: 'Validation error.',
      errors: { data_fim: ['The end date cannot be before the start date'] },
    });
    expect(await unavailabilityRows(app)).toEqual([]);
  });

  it('refuses a reason under 5 characters (after trimming), in pt-BR and en-US', async () => {
    const { app, people } = await setup();
    for (const justificativa of ['Ida', '  abcd   ']) {
      const payload = {
        membro_id: people.member.memberId,
        ...period('2026-12-01', '2026-12-02', justificativa),
      };
      const pt = await report(app, people.member, payload);
      expect(pt.statusCode).toBe(400);
      expect(pt.json().errors).toEqual({
        justificativa: ['A justificativa deve ter pelo menos 5 caracteres.'],
      });
      const english = await report(app, people.member, payload, en);
      expect(english.json().errors).toEqual({
        justificativa: ['The reason must have at least 5 characters.'],
      });
    }
    expect(await unavailabilityRows(app)).toEqual([]);
    // Exactly 5 is enough.
    await reported(app, people.member, period('2026-12-01', '2026-12-02', 'Viag.'));
  });

  it.each([
    ['a blank reason', { justificativa: '   ' }, { justificativa: ['Campo obrigatório.'] }],
    ['no reason', { justificativa: undefined }, { justificativa: ['Campo obrigatório.'] }],
    [
      'a reason over 500 characters',
      { justificativa: 'x'.repeat(501) },
      { justificativa: ['Texto longo demais.'] },
    ],
    [
      'a day that does not exist',
      { data_inicio: '2026-02-29' },
      { data_inicio: ['Data inválida. Use o formato aaaa-mm-dd.'] },
    ],
    [
      'an instant with an offset',
      { data_fim: '2026-12-02T00:00:00Z' },
      { data_fim: ['Data inválida. Use o formato aaaa-mm-dd.'] },
    ],
    [
      'no start date',
      { data_inicio: undefined },
      { data_inicio: ['Data inválida. Use o formato aaaa-mm-dd.'] },
    ],
    ['no membro_id', { membro_id: undefined }, { membro_id: ['Campo obrigatório.'] }],
    ['membro_id 0', { membro_id: 0 }, { membro_id: ['Campo obrigatório.'] }],
  ])('refuses %s with 400 and stores nothing', async (_label, change, errors) => {
    const { app, people } = await setup();
    const payload = {
      membro_id: people.member.memberId,
      ...period('2026-12-01', '2026-12-02'),
      ...change,
    };
    const response = await report(app, people.member, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors,
    });
    expect(await unavailabilityRows(app)).toEqual([]);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const { app, people } = await setup();
    const created = await reported(
      app,
      people.member,
      period('2026-12-01', '2026-12-01', 'x'.repeat(500)),
    );
    expect(created.justificativa).toHaveLength(500);
  });

  it.each([
    ['owner', 'member', 403],
    ['admin', 'member', 403],
    ['member', 'admin', 403],
    ['member', 'owner', 403],
    ['pending', 'pending', 403],
    ['inactive', 'inactive', 404],
    ['outsider', 'member', 404],
  ] as const)('refuses %s reporting for the %s row with %i', async (caller, target, status) => {
    const { app, people } = await setup();
    const response = await report(app, people[caller], {
      membro_id: people[target].memberId,
      ...period('2026-12-01', '2026-12-02'),
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(await unavailabilityRows(app)).toEqual([]);
  });

  it("refuses another ministry's member, or one that does not exist, with the same 404", async () => {
    const { app, people, other } = await setup();
    const cross = await report(app, people.owner, {
      membro_id: other.memberId,
      ...period('2026-12-01', '2026-12-02'),
    });
    const nowhere = await report(app, people.owner, {
      membro_id: 999_999,
      ...period('2026-12-01', '2026-12-02'),
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toEqual(nowhere.json());
    const anonymous = await report(app, undefined, {
      membro_id: people.member.memberId,
      ...period('2026-12-01', '2026-12-02'),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await unavailabilityRows(app)).toEqual([]);
  });
});

describe('GET /api/indisponibilidades/membros/:id', () => {
  it('lists newest start first, with status against today and the inclusive day count', async () => {
    const { app, people } = await setup();
    const past = await reported(app, people.member, period('2026-11-01', '2026-11-19'));
    const endsToday = await reported(app, people.member, period('2026-11-15', '2026-11-20'));
    const startsToday = await reported(app, people.member, period('2026-11-20', '2026-11-22'));
    const future = await reported(app, people.member, period('2026-11-21', '2026-11-21'));
    const later = await reported(app, people.member, period('2027-01-10', '2027-02-09'));

    const list = await entriesOf(app, people.member, people.member.memberId!);
    expect(list.map((e) => [e.id, e.status, e.dias])).toEqual([
      [later.id, 'futura', 31],
      [future.id, 'futura', 1],
      [startsToday.id, 'atual', 3],
      [endsToday.id, 'atual', 6],
      [past.id, 'passada', 19],
    ]);
    expect(list[0]).toEqual(later);
  });

  it('counts days across a month end and a leap day', async () => {
    const { app, people } = await setup();
    const leap = await reported(app, people.member, period('2028-02-27', '2028-03-01'));
    expect(leap.dias).toBe(4);
    const yearEnd = await reported(app, people.member, period('2026-12-31', '2027-01-01'));
    expect(yearEnd.dias).toBe(2);
  });

  it("shows a member's entries to the admin and the owner, not to another member", async () => {
    const { app, people } = await setup();
    const entry = await reported(app, people.member, period('2026-12-01', '2026-12-02'));
    expect(await entriesOf(app, people.admin, people.member.memberId!)).toEqual([entry]);
    expect(await entriesOf(app, people.owner, people.member.memberId!)).toEqual([entry]);
    await reported(app, people.admin, period('2026-12-03', '2026-12-04'));
    const snooping = await call(app, people.member, {
      method: 'GET',
      url: `/api/indisponibilidades/membros/${people.admin.memberId}`,
    });
    expect(snooping.statusCode).toBe(403);
    // The admin's own list is theirs alone.
    expect(await entriesOf(app, people.admin, people.admin.memberId!)).toHaveLength(1);
  });

  it('answers an empty list for a member without entries', async () => {
    const { app, people } = await setup();
    expect(await entriesOf(app, people.member, people.member.memberId!)).toEqual([]);
  });
});

describe('statuses near midnight', () => {
  /** 23:30 on 2026-11-22 in São Paulo; already 02:30 on the 23rd in UTC. */
  const lateNight = new Date('2026-11-23T02:30:00Z');

  it("uses today in São Paulo by default: a period starting on the 23rd is still 'futura'", async () => {
    const { app, ministry, people } = await setup(lateNight);
    const tomorrow = await reported(app, people.member, period('2026-11-23', '2026-11-24'));
    const today = await reported(app, people.member, period('2026-11-22', '2026-11-22'));
    expect(tomorrow.status).toBe('futura');
    expect(today.status).toBe('atual');
    const list = await entriesOf(app, people.owner, people.member.memberId!);
    expect(list.map((e) => e.status)).toEqual(['futura', 'atual']);
    const unavailable = await unavailableOn(app, people.owner, ministry.id);
    expect(unavailable.data).toBe('2026-11-22');
    expect(unavailable.membros_indisponiveis.map((e) => e.data_inicio)).toEqual(['2026-11-22']);
  });

  it("uses today in the configured TIME_ZONE: in UTC the same period is 'atual'", async () => {
    const { app, ministry, people } = await setup(lateNight, { env: { TIME_ZONE: 'UTC' } });
    const tomorrow = await reported(app, people.member, period('2026-11-23', '2026-11-24'));
    const yesterday = await reported(app, people.member, period('2026-11-22', '2026-11-22'));
    expect(tomorrow.status).toBe('atual');
    expect(yesterday.status).toBe('passada');
    const unavailable = await unavailableOn(app, people.owner, ministry.id);
    expect(unavailable.data).toBe('2026-11-23');
    expect(unavailable.membros_indisponiveis.map((e) => e.data_inicio)).toEqual(['2026-11-23']);
  });
});

describe('PUT /api/indisponibilidades/:id', () => {
  const put = (
    app: FastifyInstance,
    user: Person | undefined,
    id: number,
    payload: object,
    headers: Record<string, string> = {},
  ) => call(app, user, { method: 'PUT', url: `/api/indisponibilidades/${id}`, payload, headers });

  it('changes the dates and the reason of your own entry', async () => {
    const { app, people } = await setup();
    const entry = await reported(app, people.member, period('2026-12-01', '2026-12-02'));
    const response = await put(app, people.member, entry.id, {
      membro_id: people.member.memberId,
      data_inicio: '2026-11-19T00:00:00',
      data_fim: '2026-11-21T00:00:00',
      justificativa: ' Cirurgia marcada ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: entry.id,
      membro_id: people.member.memberId,
      data_inicio: '2026-11-19',
      data_fim: '2026-11-21',
      justificativa: 'Cirurgia marcada',
      status: 'atual',
      dias: 3,
      versao: 2,
    });
    // membro_id may be left out.
    const again = await put(app, people.member, entry.id, period('2026-12-05', '2026-12-05'));
    expect(again.statusCode, again.body).toBe(200);
    expect(await entriesOf(app, people.member, people.member.memberId!)).toEqual([again.json()]);
  });

  it('refuses an end before the start and a short reason, and changes nothing', async () => {
    const { app, people } = await setup();
    const entry = await reported(app, people.member, period('2026-12-01', '2026-12-02'));
    const before = await unavailabilityRows(app);
    const backwards = await put(
      app,
      people.member,
      entry.id,
      period('2026-12-03', '2026-12-01'),
      en,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({
      data_fim: ['The end date cannot be before the start date'],
    });
    const short = await put(
      app,
      people.member,
      entry.id,
      period('2026-12-01', '2026-12-03', 'Não'),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      justificativa: ['A justificativa deve ter pelo menos 5 caracteres.'],
    });
    expect(await unavailabilityRows(app)).toEqual(before);
  });

  it("refuses moving the entry to another member's row with 403", async () => {
    const { app, people } = await setup();
    const entry = await reported(app, people.member, period('2026-12-01', '2026-12-02'));
    const before = await unavailabilityRows(app);
    const response = await put(app, people.member, entry.id, {
      membro_id: people.admin.memberId,
      ...period('2026-12-01', '2026-12-02'),
    });
    expect(response.statusCode).toBe(403);
    expect(await unavailabilityRows(app)).toEqual(before);
  });
});

describe('DELETE /api/indisponibilidades/:id', () => {
  it('deletes your own entry only, with a translated message', async () => {
    const { app, people } = await setup();
    const first = await reported(app, people.member, period('2026-12-01', '2026-12-02'));
    const second = await reported(app, people.member, period('2026-12-10', '2026-12-12'));
    const admins = await reported(app, people.admin, period('2026-12-01', '2026-12-02'));

    const response = await call(app, people.member, {
      method: 'DELETE',
      url: `/api/indisponibilidades/${first.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Indisponibilidade excluída com sucesso!' });
    expect((await unavailabilityRows(app)).map((r) => r.id)).toEqual([second.id, admins.id]);

    const english = await call(app, people.member, {
      method: 'DELETE',
      url: `/api/indisponibilidades/${second.id}`,
      headers: en,
    });
    expect(english.json()).toEqual({ message: 'Unavailability deleted!' });
    const again = await call(app, people.member, {
      method: 'DELETE',
      url: `/api/indisponibilidades/${second.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('leaves a deactivated member no access to their old entries (404)', async () => {
    const { app, people } = await setup();
    const entry = await stored(app, people.inactive.memberId!, period('2026-12-01', '2026-12-02'));
    const before = await unavailabilityRows(app);
    for (const request of [
      { method: 'DELETE', url: `/api/indisponibilidades/${entry.id}` },
      {
        method: 'PUT',
        url: `/api/indisponibilidades/${entry.id}`,
        payload: period('2026-12-01', '2026-12-03'),
      },
      { method: 'GET', url: `/api/indisponibilidades/membros/${people.inactive.memberId}` },
    ] satisfies Call[]) {
      const response = await call(app, people.inactive, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect(await unavailabilityRows(app)).toEqual(before);
  });
});

describe('GET /api/ministerios/:id/indisponiveis', () => {
  it('lists the active members unavailable on the day, both ends included, by name', async () => {
    const { app, ministry, people, other } = await setup();
    await reported(app, people.member, period('2026-12-01', '2026-12-05', 'Viagem à praia'));
    await reported(app, people.admin, period('2026-12-05', '2026-12-09', 'Curso fora'));
    await reported(app, people.owner, period('2026-12-06', '2026-12-07', 'Casamento'));
    // Not on any team: their entries do not count.
    await stored(app, people.pending.memberId!, period('2026-12-01', '2026-12-31'));
    await stored(app, people.inactive.memberId!, period('2026-12-01', '2026-12-31'));
    // Another ministry's member.
    await stored(app, other.memberId, period('2026-12-01', '2026-12-31'));

    const fifth = await unavailableOn(app, people.admin, ministry.id, '?data=2026-12-05');
    expect(fifth).toEqual({
      data: '2026-12-05',
      membros_indisponiveis: [
        {
          membro_id: people.admin.memberId,
          nome: 'Admin',
          justificativa: 'Curso fora',
          data_inicio: '2026-12-05',
          data_fim: '2026-12-09',
        },
        {
          membro_id: people.member.memberId,
          nome: 'Member',
          justificativa: 'Viagem à praia',
          data_inicio: '2026-12-01',
          data_fim: '2026-12-05',
        },
      ],
    });
    const seventh = await unavailableOn(
      app,
      people.owner,
      ministry.id,
      '?data=2026-12-07T00:00:00',
    );
    expect(seventh.data).toBe('2026-12-07');
    expect(seventh.membros_indisponiveis.map((e) => e.nome)).toEqual(['Admin', 'Owner']);
    const tenth = await unavailableOn(app, people.owner, ministry.id, '?data=2026-12-10');
    expect(tenth.membros_indisponiveis).toEqual([]);
  });

  it('orders names as a Brazilian reader expects', async () => {
    const { app, ministry, people } = await setup();
    await app.db
      .updateTable('users')
      .set({ nome: 'Ângela' })
      .where('id', '=', people.member.id)
      .execute();
    await app.db
      .updateTable('users')
      .set({ nome: 'bruno' })
      .where('id', '=', people.admin.id)
      .execute();
    await app.db
      .updateTable('users')
      .set({ nome: 'Carla' })
      .where('id', '=', people.owner.id)
      .execute();
    for (const who of ['owner', 'admin', 'member'] as const)
      await reported(app, people[who], period('2026-12-01', '2026-12-01'));
    const list = await unavailableOn(app, people.owner, ministry.id, '?data=2026-12-01');
    // Byte order would give 'Carla', 'bruno', 'Ângela'.
    expect(list.membros_indisponiveis.map((e) => e.nome)).toEqual(['Ângela', 'bruno', 'Carla']);
  });

  it("defaults to today in the ministry's time zone (the admin grid's flag)", async () => {
    const { app, ministry, people } = await setup();
    await reported(app, people.member, period('2026-11-20', '2026-11-20'));
    await reported(app, people.admin, period('2026-11-21', '2026-11-22'));
    const today = await unavailableOn(app, people.owner, ministry.id);
    expect(today.data).toBe('2026-11-20');
    expect(today.membros_indisponiveis.map((e) => e.membro_id)).toEqual([people.member.memberId]);
  });

  it.each(['2026-13-01', 'amanhã', '2026-11-20T10:00:00-03:00'])(
    'refuses data=%s with 400 errors.data',
    async (data) => {
      const { app, ministry, people } = await setup();
      const response = await call(app, people.owner, {
        method: 'GET',
        url: `/api/ministerios/${ministry.id}/indisponiveis?data=${encodeURIComponent(data)}`,
        headers: en,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_error',
        message: 'Validation error.',
        errors: { data: ['Invalid date. Use the format yyyy-mm-dd.'] },
      });
    },
  );
});

/*
 * Who may call these endpoints (every standing, and every call aimed at another ministry's
 * ids) is held by permission-matrix.test.ts.
 */
describe('the unavailability endpoints in OpenAPI', () => {
  it('documents every endpoint in OpenAPI', async () => {
    const app = await buildTestApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const paths = {
      '/api/indisponibilidades/membros/{id}': ['get'],
      '/api/indisponibilidades': ['post'],
      '/api/indisponibilidades/{id}': ['put', 'delete'],
      '/api/ministerios/{id}/indisponiveis': ['get'],
    };
    for (const [path, methods] of Object.entries(paths))
      for (const method of methods) {
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation.tags).toEqual(['unavailability']);
        expect(operation.security).toEqual([{ bearer: [] }]);
      }
    const post = doc.paths['/api/indisponibilidades'].post;
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404']),
    );
  });
});
