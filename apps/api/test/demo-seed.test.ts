import type {
  MinistryStatistics,
  ParticipationReport,
  SongPage,
  SongsReport,
  UnavailableMembers,
} from '@levita/contracts';
import {
  DEMO_PASSWORD,
  demoMinistries,
  demoMinistry,
  demoPeople,
  demoPerson,
} from '@levita/contracts/demo';
import { demoWorldOf } from '@levita/testing/mock-api';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnnouncement, seedDemo } from '../src/demo/seed-demo';
import { login, register } from './accounts-fixtures';
import { buildTestApp } from './helper';
import { call } from './song-fixtures';

// Wednesday 25 November 2026, noon in São Paulo: the last Sunday is the 22nd, the next one the
// 29th, so the demo's past runs from 18 October and its coming schedules to 20 December.
const wednesday = new Date('2026-11-25T15:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(wednesday);
});
afterEach(() => vi.useRealTimers());

const seed = (app: FastifyInstance) => seedDemo(app.repos, { timeZone: app.config.timeZone });

/** How many rows each table the demo writes holds. */
async function counts(app: FastifyInstance) {
  const count = async (
    table:
      | 'users'
      | 'ministries'
      | 'members'
      | 'member_functions'
      | 'songs'
      | 'schedules'
      | 'schedule_songs'
      | 'schedule_members'
      | 'unavailabilities'
      | 'mail_jobs',
  ) =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count('users'),
    ministries: await count('ministries'),
    members: await count('members'),
    memberFunctions: await count('member_functions'),
    songs: await count('songs'),
    schedules: await count('schedules'),
    scheduleSongs: await count('schedule_songs'),
    scheduleMembers: await count('schedule_members'),
    unavailabilities: await count('unavailabilities'),
    mailJobs: await count('mail_jobs'),
  };
}

describe('the demo seed (npm start -- --demo)', () => {
  it('fills an empty database with a living ministry, through the product rules', async () => {
    const app = await buildTestApp();
    const result = await seed(app);
    if (!result.seeded) throw new Error('the demo was not seeded');

    // Ten people; the demo ministry's nine members and the second ministry's two; 16 + 2 songs.
    expect(await counts(app)).toMatchObject({
      users: 10,
      ministries: 2,
      members: 11,
      songs: 18,
      schedules: 13,
      unavailabilities: 1,
      // No schedule e-mail is queued for the demo's schedules.
      mailJobs: 0,
    });

    // The printed accounts sign in with the printed password; argon2 hashed it.
    expect(result.password).toBe(DEMO_PASSWORD);
    const owner = await login(app, { email: result.logins.owner.email, senha: result.password });
    const member = await login(app, { email: result.logins.member.email, senha: result.password });
    const asOwner = { id: 0, token: owner.access_token };
    const asMember = { id: 0, token: member.access_token };
    const hashes = await app.db.selectFrom('users').select('password_hash').execute();
    expect(hashes.every((row) => row.password_hash?.startsWith('$argon2id$'))).toBe(true);

    const get = async <T>(user: typeof asOwner, url: string) => {
      const response = await call(app, user, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    const id = result.ministryId;

    // The ministry home: 16 songs, 6 active members (not the two waiting for approval nor the
    // inactive one), 12 counted schedules (the draft is not), 6 of them in November (1, 8, 11,
    // 15, 22 and 29).
    const home = await get<MinistryStatistics>(asMember, `/api/ministerios/${id}/estatisticas`);
    expect(home.estatisticas).toMatchObject({
      total_musicas: 16,
      total_membros: 6,
      total_escalas: 12,
      escalas_mes_atual: 6,
    });

    // Participation over the year: every active member served; Felipe and Carla declined a
    // past service, Gabriela the coming Sunday, each with their reason.
    const participation = await get<ParticipationReport>(
      asOwner,
      `/api/relatorios/participacao?ministerio_id=${id}&ano=2026`,
    );
    expect(participation.total_escalas).toBe(12);
    expect(participation.membros).toHaveLength(6);
    const declines = Object.fromEntries(
      participation.membros.map((row) => [row.nome, row.participacoes_recusadas]),
    );
    expect(declines).toMatchObject({
      [demoPerson('felipe').nome]: 1,
      [demoPerson('carla').nome]: 1,
      [demoPerson('gabriela').nome]: 1,
      [demoPerson('ana').nome]: 0,
    });
    const confirmed = participation.membros.reduce(
      (sum, row) => sum + row.participacoes_confirmadas,
      0,
    );
    const served = participation.membros.reduce((sum, row) => sum + row.total_participacoes, 0);
    expect(confirmed).toBeGreaterThan(0);
    // Some places on coming schedules are still waiting for an answer.
    expect(confirmed + 3).toBeLessThan(served);
    const reasons = await app.db
      .selectFrom('schedule_members')
      .select('motivo_recusa')
      .where('recusado_em', 'is not', null)
      .orderBy('motivo_recusa')
      .execute();
    expect(reasons.map((row) => row.motivo_recusa)).toEqual([
      'Consulta médica no mesmo horário',
      'Plantão no trabalho',
      'Viagem em família',
    ]);

    // The most played song: Lugar Secreto, on six counted schedules.
    const songs = await get<SongsReport>(
      asOwner,
      `/api/relatorios/musicas?ministerio_id=${id}&ano=2026`,
    );
    expect(songs.musicas[0]).toMatchObject({ nome: 'Lugar Secreto', contagem: 6 });

    // The songs are searchable as any song is (their search columns were derived).
    const search = await get<SongPage>(
      asMember,
      `/api/musicas/busca?ministerio_id=${id}&termo=ousado`,
    );
    expect(search.musicas.map((song) => song.nome)).toEqual(['Ousado Amor']);
    // Ten of them have a chart, found by a line of its words.
    const byLyrics = await get<SongPage>(
      asMember,
      `/api/musicas/busca?ministerio_id=${id}&termo=${encodeURIComponent('orvalho cobre o chão')}`,
    );
    expect(byLyrics.musicas.map((song) => [song.nome, song.tem_cifra])).toEqual([
      ['Bondade de Deus', true],
    ]);

    // Past schedules are finished, coming ones published, one a draft, in date order.
    const schedules = await app.db
      .selectFrom('schedules')
      .select(['data', 'publicada', 'finalizada'])
      .orderBy('data')
      .execute();
    expect(schedules.filter((s) => s.finalizada === 1).map((s) => s.data)).toEqual([
      '2026-10-18',
      '2026-10-25',
      '2026-10-28',
      '2026-11-01',
      '2026-11-08',
      '2026-11-11',
      '2026-11-15',
      '2026-11-22',
    ]);
    expect(schedules.filter((s) => s.finalizada === 0).map((s) => [s.data, s.publicada])).toEqual([
      ['2026-11-29', 1],
      ['2026-12-02', 1],
      ['2026-12-06', 1],
      ['2026-12-13', 1],
      ['2026-12-20', 0],
    ]);

    // Elisa is away the weekend of 6 December.
    const away = await get<UnavailableMembers>(
      asOwner,
      `/api/ministerios/${id}/indisponiveis?data=2026-12-06`,
    );
    expect(JSON.stringify(away)).toContain(demoPerson('elisa').nome);

    expect(demoAnnouncement(result, 'http://localhost:3000')).toContain(
      `Password / Senha:      ${DEMO_PASSWORD}`,
    );
    expect(demoAnnouncement(result, 'http://localhost:3000')).toContain(result.logins.admin.email);
  });

  // The mock API seeds the same world (libs/testing/src/mock-api/demo-data.test.ts holds it
  // there): read back from the tables, the demo is `@levita/contracts/demo` itself.
  it('writes the one demo world: its people, ministries, members, functions, songs and keys', async () => {
    const app = await buildTestApp();
    const result = await seed(app);
    if (!result.seeded) throw new Error('the demo was not seeded');

    const { db } = app;
    const world = demoWorldOf({
      users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
      ministries: await db.selectFrom('ministries').selectAll().orderBy('id').execute(),
      members: await db.selectFrom('members').selectAll().orderBy('id').execute(),
      functions: await db.selectFrom('functions').selectAll().orderBy('id').execute(),
      memberFunctions: await db.selectFrom('member_functions').selectAll().orderBy('id').execute(),
      songs: await db.selectFrom('songs').selectAll().orderBy('id').execute(),
      memberSongKeys: await db.selectFrom('member_song_keys').selectAll().orderBy('id').execute(),
    });
    expect(world.people).toEqual(
      demoPeople.map(({ nome, email, telefone }) => ({ nome, email, telefone })),
    );
    expect(world.ministries).toEqual(demoMinistries);
    const [demoMinistryRow] = await db
      .selectFrom('ministries')
      .select('nome')
      .where('id', '=', result.ministryId)
      .execute();
    expect(demoMinistryRow?.nome).toBe(demoMinistry.nome);

    // Everyone signs in with the one password, the printed accounts among them.
    expect(result.logins).toEqual({
      owner: { nome: 'Ana Souza', email: 'ana@example.com' },
      admin: { nome: 'Bruno Lima', email: 'bruno@example.com' },
      member: { nome: 'Carla Mendes', email: 'carla@example.com' },
    });
    for (const person of demoPeople)
      expect(
        (await login(app, { email: person.email, senha: DEMO_PASSWORD })).access_token,
      ).toEqual(expect.any(String));
  });

  it('leaves a database with users alone and says so', async () => {
    const app = await buildTestApp();
    await register(app);
    const before = await counts(app);

    const result = await seed(app);

    expect(result).toEqual({ seeded: false });
    expect(await counts(app)).toEqual(before);
    expect(demoAnnouncement(result, 'http://localhost:3000')).toMatch(/already has data/);
  });

  it('adds nothing the second time', async () => {
    const app = await buildTestApp();
    expect((await seed(app)).seeded).toBe(true);
    const once = await counts(app);

    expect(await seed(app)).toEqual({ seeded: false });

    expect(await counts(app)).toEqual(once);
  });

  // Sunday 22 to Saturday 28 November 2026: whatever the weekday, the past stays before today
  // (a Sunday's own service is not in it) and nobody's answer is due within the reminder time.
  it.each(['22', '23', '24', '25', '26', '27', '28'])(
    'dates past schedules before and coming ones after 2026-11-%s, with no reminder due that day',
    async (day) => {
      const today = `2026-11-${day}`;
      const app = await buildTestApp();
      await seedDemo(app.repos, { timeZone: app.config.timeZone, today });

      const schedules = await app.db
        .selectFrom('schedules')
        .select(['data', 'finalizada'])
        .execute();
      const past = schedules.filter((s) => s.finalizada === 1).map((s) => s.data);
      const coming = schedules.filter((s) => s.finalizada === 0).map((s) => s.data);
      expect(past).toHaveLength(8);
      expect(coming).toHaveLength(5);
      expect(past.every((date) => date < today)).toBe(true);
      expect(coming.every((date) => date > today)).toBe(true);

      // 23:59 that day in São Paulo: the mail queue's round finds no reminder to queue.
      await app.mailQueue.tick(new Date(`${today}T23:59:00-03:00`));
      expect((await counts(app)).mailJobs).toBe(0);
    },
  );
});
