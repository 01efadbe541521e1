import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { updateUser } from './accounts-fixtures';
import { buildTestApp, makeDeployRoot } from './helper';
import { approve, makeAdmin, requestAccess, type SignedIn } from './ministry-fixtures';
import { call, createSong, ownerWithMinistry, person, songPage } from './song-fixtures';

/*
 * Two API servers on one database, as a scaled-out deployment runs them (issue 23). Nothing
 * about a caller is remembered between requests, so a change made through one server holds
 * on the other's very next request: a role change, a removal, a password change. Search
 * answers and pages of songs are remembered, under the ministries' song versions, which every
 * request reads.
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
});
