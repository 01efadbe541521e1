import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { updateUser } from './accounts-fixtures';
import { buildTestApp, makeDeployRoot } from './helper';
import { approve, makeAdmin, requestAccess, type SignedIn } from './ministry-fixtures';
import { createSchedule, putSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { call, createSong, ownerWithMinistry, person, songPage } from './song-fixtures';

/*
 * Two API servers on one database, as a scaled-out deployment runs them. Nothing about a caller is
 * remembered between requests, so a change made through one server holds on the other's very next
 * request: a role change, a removal, a password change. Search answers and pages of songs are
 * remembered, under the ministries' song versions, and the home's answers under their data versions
 * (raised by triggers), which every request reads.
 */

async function twoServers() {
  const deployRoot = await makeDeployRoot();
  const first = await buildTestApp({ deployRoot });
  const { database } = first.config;
  // The second server opens the first one's database: the same file, or the same schema.
  const sameDatabase: Record<string, string> =
    database.kind === 'postgres'
      ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' }
      : {};
  const second = await buildTestApp({ deployRoot, env: sameDatabase });
  return { first, second };
}

const songAs = (app: FastifyInstance, user: SignedIn, id: number, payload?: object) =>
  call(app, user, {
    method: payload ? 'PUT' : 'GET',
    url: `/api/musicas/${id}`,
    ...(payload && { payload }),
  });

describe('two servers on one database', () => {
  it('apply a role change, a removal and a password change on the next request to either', async () => {
    const { first, second } = await twoServers();
    const { owner, ministry } = await ownerWithMinistry(first);
    const song = await createSong(first, owner, ministry.id, { nome: 'Santo' });
    const musician = await person(first, 'musician');
    const membershipId = await requestAccess(first, musician, ministry);
    await approve(first, owner, membershipId);

    // The second server reads what the first one wrote.
    expect((await songAs(second, musician, song.id)).statusCode).toBe(200);
    expect((await songAs(second, musician, song.id, { tom: 'D' })).statusCode).toBe(403);

    await makeAdmin(first, owner, membershipId);
    expect((await songAs(second, musician, song.id, { tom: 'D' })).statusCode).toBe(200);

    const revoke = await call(first, owner, {
      method: 'PUT',
      url: `/api/membros/${membershipId}`,
      payload: { admin: false },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await songAs(second, musician, song.id, { tom: 'E' })).statusCode).toBe(403);

    const remove = await call(second, owner, {
      method: 'DELETE',
      url: `/api/membros/${membershipId}`,
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect((await songAs(first, musician, song.id)).statusCode).toBe(404);

    const changed = await updateUser(first, musician, {
      senha_atual: 'Abcdef1!',
      nova_senha: 'Outra1!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const me = await call(second, musician, { method: 'GET', url: '/api/usuario' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ error: 'token_expired' });
  });

  it('answer a search with what either of them wrote last', async () => {
    const { first, second } = await twoServers();
    const { owner, ministry } = await ownerWithMinistry(first);
    const names = async (app: FastifyInstance) => {
      const found = await songPage(app, owner, `/api/musicas/busca?termo=santo`);
      return { names: found.musicas.map((song) => song.nome), total: found.total };
    };
    const song = await createSong(first, owner, ministry.id, { nome: 'Santo' });
    const tuEs = await createSong(first, owner, ministry.id, { nome: 'Tu és Santo' });
    // Both servers now hold the answer.
    expect(await names(first)).toEqual({ names: ['Santo', 'Tu és Santo'], total: 2 });
    expect(await names(second)).toEqual({ names: ['Santo', 'Tu és Santo'], total: 2 });

    await createSong(second, owner, ministry.id, { nome: 'Santo Espírito' });
    expect(await names(first)).toEqual({
      names: ['Santo', 'Santo Espírito', 'Tu és Santo'],
      total: 3,
    });

    const renamed = await songAs(first, owner, song.id, { nome: 'Aleluia' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names(second)).toEqual({ names: ['Santo Espírito', 'Tu és Santo'], total: 2 });

    const removed = await call(second, owner, {
      method: 'DELETE',
      url: `/api/musicas/${tuEs.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names(first)).toEqual({ names: ['Santo Espírito'], total: 1 });
  });

  it('list a page with what either of them wrote last, an edit that keeps its place too', async () => {
    const { first, second } = await twoServers();
    const { owner, ministry } = await ownerWithMinistry(first);
    const listed = async (app: FastifyInstance) => {
      const page = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
      return {
        songs: page.musicas.map((song) => `${song.nome}/${song.artista}`),
        total: page.total,
      };
    };
    const aleluia = await createSong(first, owner, ministry.id, { nome: 'Aleluia', artista: 'A' });
    await createSong(first, owner, ministry.id, { nome: 'Santo', artista: 'B' });
    expect(await listed(first)).toEqual({ songs: ['Aleluia/A', 'Santo/B'], total: 2 });
    expect(await listed(second)).toEqual({ songs: ['Aleluia/A', 'Santo/B'], total: 2 });

    // Same ids in the same order: only the stamp can tell the cached page is old.
    const edited = await songAs(second, owner, aleluia.id, { nome: 'Aleluia', artista: 'C' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listed(first)).toEqual({ songs: ['Aleluia/C', 'Santo/B'], total: 2 });

    await createSong(second, owner, ministry.id, { nome: 'Glória', artista: 'D' });
    expect(await listed(first)).toEqual({ songs: ['Aleluia/C', 'Glória/D', 'Santo/B'], total: 3 });

    const removed = await call(first, owner, {
      method: 'DELETE',
      url: `/api/musicas/${aleluia.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listed(second)).toEqual({ songs: ['Glória/D', 'Santo/B'], total: 2 });
  });

  it('answer the ministry home with what either of them wrote last, cascades included', async () => {
    const { first, second } = await twoServers();
    const f = await scheduleFixture(first);
    const { owner, ana, bruno } = f.people;
    const get = async <T>(app: FastifyInstance, user: SignedIn, url: string) => {
      const response = await call(app, user, { method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    };
    type Listed = {
      escalas: { titulo: string; total_membros: number; total_confirmados: number }[];
    };
    const home = async (app: FastifyInstance, member: SignedIn | null = bruno) => {
      const { estatisticas } = await get<{
        estatisticas: { total_escalas: number; total_membros: number };
      }>(app, owner, `/api/ministerios/${f.ministry.id}/estatisticas`);
      const listed = (user: SignedIn) =>
        get<Listed>(app, user, `/api/escalas?ministerio_id=${f.ministry.id}`).then((page) =>
          page.escalas.map((s) => `${s.titulo} ${s.total_confirmados}/${s.total_membros}`),
        );
      // Ana's schedules in this ministry, and in all of hers (each answer has its own stamp).
      const mine = (query: string) =>
        get<{ escalas: { titulo: string; confirmei_presenca: boolean }[] }>(
          app,
          ana,
          `/api/minhas-escalas${query}`,
        ).then((page) =>
          page.escalas.map((s) => `${s.titulo} ${s.confirmei_presenca ? 'confirmed' : 'not yet'}`),
        );
      const anaHere = await mine(`?ministerio_id=${f.ministry.id}`);
      expect(await mine('')).toEqual(anaHere);
      return {
        counts: `${estatisticas.total_escalas} schedules, ${estatisticas.total_membros} members`,
        leader: await listed(owner),
        member: member && (await listed(member)),
        ana: anaHere,
      };
    };
    const sunday = await createSchedule(first, owner, sundayService(f));
    const draft = await createSchedule(
      first,
      owner,
      sundayService(f, { titulo: 'Ensaio', data: '2026-11-21', publicada: false }),
    );
    const before = {
      counts: '1 schedules, 4 members',
      leader: ['Culto de Domingo 0/2', 'Ensaio 0/2'],
      member: ['Culto de Domingo 0/2'],
      ana: ['Culto de Domingo not yet'],
    };
    // Both servers now hold every answer.
    expect(await home(first)).toEqual(before);
    expect(await home(second)).toEqual(before);

    const confirmed = await call(second, ana, {
      method: 'POST',
      url: `/api/escalas/${sunday.id}/confirmar`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await home(first)).toMatchObject({
      leader: ['Culto de Domingo 1/2', 'Ensaio 0/2'],
      ana: ['Culto de Domingo confirmed'],
    });

    const published = await putSchedule(
      first,
      owner,
      draft.id,
      sundayService(f, { titulo: 'Ensaio', data: '2026-11-21', publicada: true }),
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(await home(second)).toEqual({
      counts: '2 schedules, 4 members',
      leader: ['Culto de Domingo 1/2', 'Ensaio 0/2'],
      member: ['Culto de Domingo 1/2', 'Ensaio 0/2'],
      ana: ['Ensaio not yet', 'Culto de Domingo confirmed'],
    });

    // Bruno is deactivated, then removed: his places on both schedules go by cascade.
    const remove = (app: FastifyInstance) =>
      call(app, owner, { method: 'DELETE', url: `/api/membros/${f.ids.bruno}` });
    const deactivated = await remove(second);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await home(first, null)).toMatchObject({
      counts: '2 schedules, 3 members',
      leader: ['Culto de Domingo 1/2', 'Ensaio 0/2'],
    });
    const removed = await remove(first);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await home(second, null)).toEqual({
      counts: '2 schedules, 3 members',
      leader: ['Culto de Domingo 1/1', 'Ensaio 0/1'],
      member: null,
      ana: ['Ensaio not yet', 'Culto de Domingo confirmed'],
    });
  });
});
