import type { ParticipationReport, SongsReport } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { login } from './accounts-fixtures';
import { createTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import { type ReportStory, reportStory } from './report-fixtures';
import { call } from './song-fixtures';

// One ministry, built once and only read: its story and the arithmetic behind every number
// below are in report-fixtures.ts.
let app: FastifyInstance;
let close: () => Promise<void>;
let story: ReportStory;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  story = await reportStory(app);
}, 120_000);
afterAll(() => close());
afterEach(() => vi.useRealTimers());

const participationUrl = (query: string) =>
  `/api/relatorios/participacao?ministerio_id=${story.ministry.id}&${query}`;
const songsUrl = (query: string) =>
  `/api/relatorios/musicas?ministerio_id=${story.ministry.id}&${query}`;

async function report<T>(url: string, user: SignedIn = story.people.ana): Promise<T> {
  const response = await call(app, user, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
const participation = (query: string, user?: SignedIn) =>
  report<ParticipationReport>(participationUrl(query), user);
const songs = (query: string, user?: SignedIn) => report<SongsReport>(songsUrl(query), user);

/** "Now" at 23:30 on 30 November in São Paulo, already 1 December in UTC; a fresh token. */
async function nearMidnightOnNovember30() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T02:30:00Z'));
  const { access_token } = await login(app, { email: 'ana@example.com' });
  return { ...story.people.ana, token: access_token };
}

type Member = ParticipationReport['membros'][number];
/** A member's row; `participacoes_recusadas` is 0 unless given (two declines in the story). */
const member = (
  key: keyof ReportStory['memberIds'],
  nome: string,
  counts: Omit<Member, 'membro_id' | 'nome' | 'ex_integrante' | 'participacoes_recusadas'> &
    Partial<Pick<Member, 'participacoes_recusadas'>>,
): Member => ({
  membro_id: story.memberIds[key],
  nome,
  ex_integrante: false,
  participacoes_recusadas: 0,
  ...counts,
});

describe('GET /api/relatorios/participacao', () => {
  it('reports a whole year: participations per member and function, drafts left out', async () => {
    // 2026 counts E1 (finished), E2, E3, E4 and E5: 5 schedules. The draft, the 2025
    // schedule and the other ministry's are not counted.
    expect(await participation('ano=2026')).toEqual({
      periodo: { inicio: '2026-01-01', fim: '2026-12-31' },
      total_escalas: 5,
      membros: [
        // E1 (Vocal + Violão: one participation) ✓, E2 ✓, E4 ✓, E5 ✗ (declined): 4 of 5 = 80%.
        member('ana', 'Ana', {
          total_participacoes: 4,
          participacoes_confirmadas: 3,
          participacoes_recusadas: 1,
          porcentagem_participacao: 80,
          funcoes: { Vocal: 3, Ministro: 1, Violão: 1 },
        }),
        // Ties at 3 of 5 = 60% in pt-BR name order: Álvaro before Carla ('Á' is an 'a').
        // E1 ✓ and E3 ✗ on Teclado, deleted since: its name when scheduled still counts.
        // E4 ✓ on Guitarra (now "Guitarra elétrica") + Vocal.
        member('alvaro', 'Álvaro', {
          total_participacoes: 3,
          participacoes_confirmadas: 2,
          porcentagem_participacao: 60,
          funcoes: { Teclado: 2, 'Guitarra elétrica': 1, Vocal: 1 },
        }),
        // E1 ✗, E3 ✓, E4 ✓.
        member('carla', 'Carla', {
          total_participacoes: 3,
          participacoes_confirmadas: 2,
          porcentagem_participacao: 60,
          funcoes: { Vocal: 3 },
        }),
        // E2 ✓, E3 ✗, E5 ✓.
        member('davi', 'Davi', {
          total_participacoes: 3,
          participacoes_confirmadas: 2,
          participacoes_recusadas: 1,
          porcentagem_participacao: 60,
          funcoes: { Bateria: 3 },
        }),
        // Deactivated, but served: E2 ✗, E5 ✓ on Guitarra, renamed since. 2 of 5 = 40%.
        member('fabio', 'Fábio', {
          total_participacoes: 2,
          participacoes_confirmadas: 1,
          porcentagem_participacao: 40,
          funcoes: { 'Guitarra elétrica': 2 },
        }),
        // Active, served only on the draft: listed with zeros. Gil (pending) is not listed.
        member('erica', 'Érica', {
          total_participacoes: 0,
          participacoes_confirmadas: 0,
          porcentagem_participacao: 0,
          funcoes: {},
        }),
      ],
      funcoes: [
        // Ana E1 ✓ E2 ✓ E5 ✗, Carla E1 ✗ E3 ✓ E4 ✓, Álvaro E4 ✓: 5 of 7 = 71.428… → 71.4.
        {
          nome: 'Vocal',
          total_participacoes: 7,
          participacoes_confirmadas: 5,
          participacoes_recusadas: 1,
          porcentagem_confirmacao: 71.4,
        },
        // Davi E2 ✓ E3 ✗ E5 ✓: 2 of 3 = 66.666… → 66.7.
        {
          nome: 'Bateria',
          total_participacoes: 3,
          participacoes_confirmadas: 2,
          participacoes_recusadas: 1,
          porcentagem_confirmacao: 66.7,
        },
        // Fábio E2 ✗ E5 ✓, Álvaro E4 ✓: 2 of 3.
        {
          nome: 'Guitarra elétrica',
          total_participacoes: 3,
          participacoes_confirmadas: 2,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 66.7,
        },
        // Álvaro E1 ✓ E3 ✗: 1 of 2.
        {
          nome: 'Teclado',
          total_participacoes: 2,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 50,
        },
        {
          nome: 'Ministro',
          total_participacoes: 1,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 100,
        },
        {
          nome: 'Violão',
          total_participacoes: 1,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 100,
        },
      ],
    });
  });

  it('reports a month; a draft in it (Érica and Ana on 15 November) does not count', async () => {
    // E4 and E5: 2 schedules.
    expect(await participation('mes=11&ano=2026')).toEqual(novemberParticipation());
  });

  it('lists inactive members only when they served, and orders names as pt-BR does', async () => {
    // 2025 has X0 alone: Carla 1 of 1. Fábio (deactivated, no schedule in 2025) is left out;
    // the zeros follow in pt-BR order, where "Álvaro" comes before "Ana".
    const zero = {
      total_participacoes: 0,
      participacoes_confirmadas: 0,
      porcentagem_participacao: 0,
      funcoes: {},
    };
    expect(await participation('ano=2025')).toEqual({
      periodo: { inicio: '2025-01-01', fim: '2025-12-31' },
      total_escalas: 1,
      membros: [
        member('carla', 'Carla', {
          total_participacoes: 1,
          participacoes_confirmadas: 1,
          porcentagem_participacao: 100,
          funcoes: { Vocal: 1 },
        }),
        member('alvaro', 'Álvaro', zero),
        member('ana', 'Ana', zero),
        member('davi', 'Davi', zero),
        member('erica', 'Érica', zero),
      ],
      funcoes: [
        {
          nome: 'Vocal',
          total_participacoes: 1,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 100,
        },
      ],
    });
  });

  it('answers zeros, not a division by zero, for a period without schedules', async () => {
    const body = await participation('mes=1&ano=2026');
    expect(body.periodo).toEqual({ inicio: '2026-01-01', fim: '2026-01-31' });
    expect(body.total_escalas).toBe(0);
    expect(body.funcoes).toEqual([]);
    expect(body.membros.map((m) => [m.nome, m.porcentagem_participacao])).toEqual([
      ['Álvaro', 0],
      ['Ana', 0],
      ['Carla', 0],
      ['Davi', 0],
      ['Érica', 0],
    ]);
  });

  it('with membro_id, reports that member alone and the functions from their participations', async () => {
    // October: E2 and E3. Davi: E2 ✓, E3 ✗; 2 of 2 = 100%; Bateria confirmed 1 of 2.
    expect(await participation(`mes=10&ano=2026&membro_id=${story.memberIds.davi}`)).toEqual({
      periodo: { inicio: '2026-10-01', fim: '2026-10-31' },
      total_escalas: 2,
      membros: [
        member('davi', 'Davi', {
          total_participacoes: 2,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 1,
          porcentagem_participacao: 100,
          funcoes: { Bateria: 2 },
        }),
      ],
      funcoes: [
        {
          nome: 'Bateria',
          total_participacoes: 2,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 1,
          porcentagem_confirmacao: 50,
        },
      ],
    });
    // 2026, Álvaro: Teclado E1 ✓ E3 ✗ (1 of 2); Guitarra elétrica and Vocal E4 ✓. Still 5 schedules.
    expect(await participation(`ano=2026&membro_id=${story.memberIds.alvaro}`)).toEqual({
      periodo: { inicio: '2026-01-01', fim: '2026-12-31' },
      total_escalas: 5,
      membros: [
        member('alvaro', 'Álvaro', {
          total_participacoes: 3,
          participacoes_confirmadas: 2,
          porcentagem_participacao: 60,
          funcoes: { Teclado: 2, 'Guitarra elétrica': 1, Vocal: 1 },
        }),
      ],
      funcoes: [
        {
          nome: 'Teclado',
          total_participacoes: 2,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 50,
        },
        {
          nome: 'Guitarra elétrica',
          total_participacoes: 1,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 100,
        },
        {
          nome: 'Vocal',
          total_participacoes: 1,
          participacoes_confirmadas: 1,
          participacoes_recusadas: 0,
          porcentagem_confirmacao: 100,
        },
      ],
    });
  });

  it('accepts a deactivated member and one who never served', async () => {
    const fabio = await participation(`ano=2026&membro_id=${story.memberIds.fabio}`);
    expect(fabio.membros).toEqual([
      member('fabio', 'Fábio', {
        total_participacoes: 2,
        participacoes_confirmadas: 1,
        porcentagem_participacao: 40,
        funcoes: { 'Guitarra elétrica': 2 },
      }),
    ]);
    expect(fabio.funcoes).toEqual([
      {
        nome: 'Guitarra elétrica',
        total_participacoes: 2,
        participacoes_confirmadas: 1,
        participacoes_recusadas: 0,
        porcentagem_confirmacao: 50,
      },
    ]);
    const erica = await participation(`mes=11&ano=2026&membro_id=${story.memberIds.erica}`);
    expect(erica).toEqual({
      periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
      total_escalas: 2,
      membros: [
        member('erica', 'Érica', {
          total_participacoes: 0,
          participacoes_confirmadas: 0,
          porcentagem_participacao: 0,
          funcoes: {},
        }),
      ],
      funcoes: [],
    });
  });

  it('refuses a membro_id from another ministry or unknown with 400', async () => {
    for (const id of [story.other.memberId, 999_999]) {
      const response = await call(app, story.people.ana, {
        method: 'GET',
        url: participationUrl(`membro_id=${id}`),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'member_not_in_ministry',
        message: 'Membro não encontrado entre os membros ativos deste ministério.',
      });
    }
  });
});

/** November 2026: E4 and E5, 2 schedules; the draft of the 15th is left out. */
function novemberParticipation(): ParticipationReport {
  const one = (funcoes: Record<string, number>) => ({
    total_participacoes: 1,
    participacoes_confirmadas: 1,
    porcentagem_participacao: 50,
    funcoes,
  });
  return {
    periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
    total_escalas: 2,
    membros: [
      // E4 ✓ (Ministro), E5 ✗ (Vocal): 2 of 2 = 100%.
      member('ana', 'Ana', {
        total_participacoes: 2,
        participacoes_confirmadas: 1,
        participacoes_recusadas: 1,
        porcentagem_participacao: 100,
        funcoes: { Ministro: 1, Vocal: 1 },
      }),
      // 1 of 2 = 50% each.
      member('alvaro', 'Álvaro', one({ 'Guitarra elétrica': 1, Vocal: 1 })),
      member('carla', 'Carla', one({ Vocal: 1 })),
      member('davi', 'Davi', one({ Bateria: 1 })),
      member('fabio', 'Fábio', one({ 'Guitarra elétrica': 1 })),
      member('erica', 'Érica', {
        total_participacoes: 0,
        participacoes_confirmadas: 0,
        porcentagem_participacao: 0,
        funcoes: {},
      }),
    ],
    funcoes: [
      // Álvaro E4 ✓, Carla E4 ✓, Ana E5 ✗: 2 of 3 = 66.7.
      {
        nome: 'Vocal',
        total_participacoes: 3,
        participacoes_confirmadas: 2,
        participacoes_recusadas: 1,
        porcentagem_confirmacao: 66.7,
      },
      // Álvaro E4 ✓, Fábio E5 ✓.
      {
        nome: 'Guitarra elétrica',
        total_participacoes: 2,
        participacoes_confirmadas: 2,
        participacoes_recusadas: 0,
        porcentagem_confirmacao: 100,
      },
      {
        nome: 'Bateria',
        total_participacoes: 1,
        participacoes_confirmadas: 1,
        participacoes_recusadas: 0,
        porcentagem_confirmacao: 100,
      },
      {
        nome: 'Ministro',
        total_participacoes: 1,
        participacoes_confirmadas: 1,
        participacoes_recusadas: 0,
        porcentagem_confirmacao: 100,
      },
    ],
  };
}

describe('GET /api/relatorios/musicas', () => {
  const use = (id: number, data: string, titulo: string, tom_usado: string | null) => ({
    id,
    data,
    titulo,
    tom_usado,
  });
  const year2026 = (): SongsReport['musicas'] => {
    const { oceanos, aleluia, bondade, ousadoAmor } = story.songs;
    const { e1, e2, e3, e4, e5 } = story.schedules;
    return [
      {
        id: oceanos.id,
        nome: 'Oceanos',
        artista: 'Hillsong United',
        contagem: 3,
        tom_original: 'D',
        // Date then time; E2 was changed to E, the others keep the song's D.
        escalas: [
          use(e1, '2026-09-13T19:00:00', 'Culto de Domingo', 'D'),
          use(e2, '2026-10-04T10:00:00', 'Culto da Manhã', 'E'),
          use(e4, '2026-11-08T19:00:00', 'Culto de Santa Ceia', 'D'),
        ],
      },
      // Ties at 2 by name. Aleluia was removed from the repertoire: it was still played.
      {
        id: aleluia.id,
        nome: 'Aleluia',
        artista: 'Gabriela Rocha',
        contagem: 2,
        tom_original: 'G',
        escalas: [
          use(e1, '2026-09-13T19:00:00', 'Culto de Domingo', 'A'),
          use(e3, '2026-10-04T19:00:00', 'Culto da Noite', 'G'),
        ],
      },
      // No key of its own: null unless the schedule set one.
      {
        id: bondade.id,
        nome: 'Bondade de Deus',
        artista: 'Isaías Saad',
        contagem: 2,
        tom_original: null,
        escalas: [
          use(e3, '2026-10-04T19:00:00', 'Culto da Noite', null),
          use(e4, '2026-11-08T19:00:00', 'Culto de Santa Ceia', 'F'),
        ],
      },
      {
        id: ousadoAmor.id,
        nome: 'Ousado Amor',
        artista: 'Isaías Saad',
        contagem: 2,
        tom_original: 'C',
        escalas: [
          use(e2, '2026-10-04T10:00:00', 'Culto da Manhã', 'C'),
          use(e5, '2026-11-30T19:30:00', 'Culto de Oração', 'D'),
        ],
      },
    ];
  };

  it('counts the schedules that used each song, most played first, deleted songs included', async () => {
    // Santo was only on the draft and in 2025.
    expect(await songs('ano=2026')).toEqual({
      periodo: { inicio: '2026-01-01', fim: '2026-12-31' },
      total_escalas: 5,
      musicas: year2026(),
    });
  });

  it('applies limite to the songs', async () => {
    expect(await songs('ano=2026&limite=2')).toEqual({
      periodo: { inicio: '2026-01-01', fim: '2026-12-31' },
      total_escalas: 5,
      musicas: year2026().slice(0, 2),
    });
  });

  it('reports a month', async () => {
    // November: E4 and E5 (the draft's Santo and Oceanos do not count); 1 use each.
    const { oceanos, bondade, ousadoAmor } = story.songs;
    const { e4, e5 } = story.schedules;
    expect(await songs('mes=11&ano=2026')).toEqual({
      periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
      total_escalas: 2,
      musicas: [
        {
          id: bondade.id,
          nome: 'Bondade de Deus',
          artista: 'Isaías Saad',
          contagem: 1,
          tom_original: null,
          escalas: [use(e4, '2026-11-08T19:00:00', 'Culto de Santa Ceia', 'F')],
        },
        {
          id: oceanos.id,
          nome: 'Oceanos',
          artista: 'Hillsong United',
          contagem: 1,
          tom_original: 'D',
          escalas: [use(e4, '2026-11-08T19:00:00', 'Culto de Santa Ceia', 'D')],
        },
        {
          id: ousadoAmor.id,
          nome: 'Ousado Amor',
          artista: 'Isaías Saad',
          contagem: 1,
          tom_original: 'C',
          escalas: [use(e5, '2026-11-30T19:30:00', 'Culto de Oração', 'D')],
        },
      ],
    });
  });

  it('answers an empty list for a period without schedules', async () => {
    expect(await songs('mes=1&ano=2026')).toEqual({
      periodo: { inicio: '2026-01-01', fim: '2026-01-31' },
      total_escalas: 0,
      musicas: [],
    });
  });
});

describe('the period of a report', () => {
  it("defaults to the ministry's current month: November at 23:30 on the 30th in São Paulo", async () => {
    const ana = await nearMidnightOnNovember30();
    expect(await participation('', ana)).toEqual(novemberParticipation());
    const body = await songs('', ana);
    expect(body.periodo).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' });
    expect(body.total_escalas).toBe(2);
  });

  it('takes a month alone as that month of the current year', async () => {
    const ana = await nearMidnightOnNovember30();
    const body = await participation('mes=10', ana);
    expect(body.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
    // E2 and E3.
    expect(body.total_escalas).toBe(2);
  });

  it('takes a year alone as the whole year, from 1 January to 31 December', async () => {
    expect((await songs('ano=2025')).periodo).toEqual({ inicio: '2025-01-01', fim: '2025-12-31' });
    // X0 alone: Santo and Oceanos, once each, in name order.
    expect((await songs('ano=2025')).musicas.map((song) => [song.nome, song.contagem])).toEqual([
      ['Oceanos', 1],
      ['Santo', 1],
    ]);
  });

  it('ends February on its last day', async () => {
    expect((await participation('mes=2&ano=2028')).periodo).toEqual({
      inicio: '2028-02-01',
      fim: '2028-02-29',
    });
  });
});

describe('who may read reports', () => {
  const both = ['/api/relatorios/participacao', '/api/relatorios/musicas'];

  it('answers admins and owners', async () => {
    for (const path of both)
      for (const user of [story.people.ana, story.people.alvaro]) {
        const response = await call(app, user, {
          method: 'GET',
          url: `${path}?ministerio_id=${story.ministry.id}&ano=2026`,
        });
        expect(response.statusCode, `${path} ${user.id}`).toBe(200);
      }
  });

  it('refuses plain and pending members with 403, and people with no standing with 404', async () => {
    const { carla, gil, olga } = story.people;
    for (const path of both) {
      const url = `${path}?ministerio_id=${story.ministry.id}`;
      for (const [user, status, error] of [
        [carla, 403, 'forbidden'],
        [gil, 403, 'forbidden'],
        [olga, 404, 'not_found'],
      ] as const) {
        const response = await call(app, user, { method: 'GET', url });
        expect(response.statusCode, `${url} ${user.id}`).toBe(status);
        expect(response.json().error).toBe(error);
      }
      const unknown = await call(app, story.people.ana, {
        method: 'GET',
        url: `${path}?ministerio_id=999999`,
      });
      expect(unknown.statusCode).toBe(404);
      const anonymous = await call(app, undefined, { method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('report query validation', () => {
  const invalid = async (url: string) => {
    const response = await call(app, story.people.ana, { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    return response.json<{ error: string; errors: Record<string, string[]> }>();
  };

  it('refuses a month outside 1..12, a year outside 2000..2100 and a missing ministry', async () => {
    expect((await invalid(participationUrl('mes=13'))).errors).toEqual({
      mes: ['Mês inválido: use um número de 1 a 12.'],
    });
    expect((await invalid(songsUrl('mes=0&ano=1999'))).errors).toEqual({
      mes: ['Mês inválido: use um número de 1 a 12.'],
      ano: ['Ano inválido.'],
    });
    expect((await invalid('/api/relatorios/musicas?mes=1')).errors).toEqual({
      ministerio_id: ['Campo obrigatório.'],
    });
  });

  it('refuses a limite outside 1..100', async () => {
    for (const limite of ['0', '101', '2.5', 'muitos'])
      expect((await invalid(songsUrl(`limite=${limite}`))).errors, limite).toEqual({
        limite: ['O limite deve ser um número de 1 a 100.'],
      });
    expect((await songs('ano=2026&limite=100')).musicas).toHaveLength(4);
  });
});

describe('the reports in OpenAPI', () => {
  it('documents both reports under the reports tag, behind a bearer token', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    for (const path of ['/api/relatorios/participacao', '/api/relatorios/musicas']) {
      const get = doc.paths[path].get;
      expect(get.tags, path).toEqual(['reports']);
      expect(get.security, path).toEqual([{ bearer: [] }]);
      expect(Object.keys(get.responses), path).toEqual(
        expect.arrayContaining(['200', '400', '401', '403', '404']),
      );
    }
    const names = (path: string) =>
      doc.paths[path].get.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names('/api/relatorios/participacao')).toEqual(
      expect.arrayContaining(['ministerio_id', 'mes', 'ano', 'membro_id']),
    );
    expect(names('/api/relatorios/musicas')).toEqual(
      expect.arrayContaining(['ministerio_id', 'mes', 'ano', 'limite']),
    );
  });
});
