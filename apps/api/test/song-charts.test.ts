import type { SongDetail, SongPage } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { ministryWithEveryStanding, type SignedIn } from './ministry-fixtures';
import { call, createSong, ownerWithMinistry, songPage, songRows } from './song-fixtures';

/*
 * A song's chord chart (`cifra`, ChordPro text; docs/songs.md "Chord charts"): written with the
 * song's own write rights, read by every active member with the song, never in lists, and
 * searched by its words after the name, artist and album.
 */

const en = { 'accept-language': 'en-US' };

const chart = [
  '{title: Bondade}',
  '{start_of_verse: Verso 1}',
  '[G9]Como o orvalho [D/F#]cobre o chão,',
  '[Em7]cedo desce o Teu per[C7M]dão',
  '{end_of_verse}',
  '{comment: repetir duas vezes}',
  '',
].join('\n');

const put = (app: FastifyInstance, user: SignedIn | undefined, id: number, payload: object) =>
  call(app, user, { method: 'PUT', url: `/api/musicas/${id}`, payload });

const read = async (app: FastifyInstance, user: SignedIn, id: number) => {
  const response = await call(app, user, { method: 'GET', url: `/api/musicas/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SongDetail>();
};

const search = (app: FastifyInstance, user: SignedIn, ministryId: number, termo: string) =>
  songPage(
    app,
    user,
    `/api/musicas/busca?ministerio_id=${ministryId}&por_pagina=100&termo=${encodeURIComponent(termo)}`,
  );
const names = (page: SongPage) => page.musicas.map((song) => song.nome);

/** The song's row as stored, to show that a refused write changed nothing. */
const rowOf = async (app: FastifyInstance, id: number) =>
  (await songRows(app)).find((row) => row.id === id);

describe('a song’s chart: writing and reading it', () => {
  it('is kept as typed (line breaks as LF), answered with the song and by GET, not by lists', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const typed = `  ${chart.replaceAll('\n', '\r\n')}\t\n`;
    const created = await createSong(app, owner, ministry.id, { nome: 'Bondade', cifra: typed });
    const stored = `  ${chart}\t\n`;
    expect(created).toMatchObject({ cifra: stored, tem_cifra: true });
    expect(await read(app, owner, created.id)).toMatchObject({ cifra: stored, tem_cifra: true });
    expect((await rowOf(app, created.id))?.cifra).toBe(stored);

    const plain = await createSong(app, owner, ministry.id, { nome: 'Sem Cifra' });
    expect(plain).toMatchObject({ cifra: null, tem_cifra: false });

    for (const url of [
      `/api/musicas?ministerio_id=${ministry.id}`,
      '/api/musicas',
      `/api/musicas/busca?ministerio_id=${ministry.id}&termo=a`,
    ]) {
      const page = await songPage(app, owner, url);
      expect(
        page.musicas.map((song) => [song.nome, song.tem_cifra]),
        url,
      ).toEqual([
        ['Bondade', true],
        ['Sem Cifra', false],
      ]);
      for (const song of page.musicas) expect(song, url).not.toHaveProperty('cifra');
    }
  });

  it("is set, changed and cleared by PUT ('' and null), and kept when left out", async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Hino' });

    const set = await put(app, owner, song.id, { cifra: chart });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ cifra: chart, tem_cifra: true, versao: 2 });

    const other = await put(app, owner, song.id, { tom: 'A' });
    expect(other.json()).toMatchObject({ tom: 'A', cifra: chart, versao: 3 });

    for (const empty of ['', '\n  \n', null]) {
      const cleared = await put(app, owner, song.id, { cifra: empty });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json()).toMatchObject({ cifra: null, tem_cifra: false });
      expect((await rowOf(app, song.id))?.cifra).toBeNull();
      await put(app, owner, song.id, { cifra: chart });
    }
    const list = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(list.musicas[0]?.tem_cifra).toBe(true);
  });

  it('takes 65,536 bytes of UTF-8 and refuses one more, counting accents as two bytes', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Longa' });

    const longest = 'a'.repeat(65_536);
    const atLimit = await put(app, owner, song.id, { cifra: longest });
    expect(atLimit.statusCode, atLimit.body.slice(0, 200)).toBe(200);
    expect((await rowOf(app, song.id))?.cifra).toBe(longest);

    const before = await rowOf(app, song.id);
    // 32,768 "ç" are 65,536 bytes (half as many characters); one more letter is too many.
    for (const [cifra, headers, text] of [
      [`${longest}a`, {}, 'Texto longo demais.'],
      [`${'ç'.repeat(32_768)}a`, en, 'Text is too long.'],
    ] as const) {
      const refused = await call(app, owner, {
        method: 'PUT',
        url: `/api/musicas/${song.id}`,
        payload: { cifra, tom: 'C' },
        headers,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'validation_error',
        errors: { cifra: [text] },
      });
    }
    expect(await rowOf(app, song.id)).toEqual(before);
    expect((await put(app, owner, song.id, { cifra: 'ç'.repeat(32_768) })).statusCode).toBe(200);

    const tooLong = await call(app, owner, {
      method: 'POST',
      url: '/api/musicas',
      payload: { ministerio_id: ministry.id, nome: 'Nova', artista: 'A', cifra: `${longest}a` },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({ cifra: ['Texto longo demais.'] });
    expect(await songRows(app)).toHaveLength(1);
  });

  it('refuses NUL and other control characters, changing nothing', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Hino', cifra: chart });
    const before = await rowOf(app, song.id);

    for (const [control, headers, text] of [
      ['\u0000', {}, 'Contém caracteres que não são permitidos.'],
      ['\u000c', en, 'Contains characters that are not allowed.'],
      ['\u001b', {}, 'Contém caracteres que não são permitidos.'],
    ] as const) {
      const refused = await call(app, owner, {
        method: 'PUT',
        url: `/api/musicas/${song.id}`,
        payload: { cifra: `[G]Santo${control} santo`, nome: 'Outro Nome' },
        headers,
      });
      expect(refused.statusCode, JSON.stringify(control)).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'validation_error',
        errors: { cifra: [text] },
      });
      const created = await call(app, owner, {
        method: 'POST',
        url: '/api/musicas',
        payload: { ministerio_id: ministry.id, nome: 'Nova', artista: 'A', cifra: `a${control}` },
      });
      expect(created.statusCode).toBe(400);
    }
    expect(await songRows(app)).toEqual([before]);
    // Tabs and line breaks are a chart's own.
    expect((await put(app, owner, song.id, { cifra: '[G]a\tb\r\nc\rd\n' })).json().cifra).toBe(
      '[G]a\tb\nc\nd\n',
    );
  });

  it('is written by the owner and admins only; every active member reads it', async () => {
    const app = await buildTestApp();
    const { ministry, people, other } = await ministryWithEveryStanding(app);
    const song = await createSong(app, people.owner, ministry.id, { nome: 'Hino', cifra: chart });
    const before = await rowOf(app, song.id);

    const refusedAs = [
      [people.member, 403],
      [people.pending, 403],
      [people.inactive, 404],
      [people.outsider, 404],
      [other.owner, 404],
      [undefined, 401],
    ] as const;
    for (const [user, status] of refusedAs)
      expect((await put(app, user, song.id, { cifra: '[D]Outra' })).statusCode).toBe(status);
    expect(await rowOf(app, song.id)).toEqual(before);

    const byAdmin = await put(app, people.admin, song.id, { cifra: '[D]Outra letra' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().cifra).toBe('[D]Outra letra');

    for (const user of [people.owner, people.admin, people.member])
      expect((await read(app, user, song.id)).cifra).toBe('[D]Outra letra');
    for (const [user, status] of [
      [people.pending, 403],
      [people.inactive, 404],
      [people.outsider, 404],
    ] as const)
      expect(
        (await call(app, user, { method: 'GET', url: `/api/musicas/${song.id}` })).statusCode,
      ).toBe(status);

    const byMember = await call(app, people.member, {
      method: 'POST',
      url: '/api/musicas',
      payload: { ministerio_id: ministry.id, nome: 'Nova', artista: 'A', cifra: chart },
    });
    expect(byMember.statusCode).toBe(403);
    expect(await songRows(app)).toHaveLength(1);
  });

  it('is in the OpenAPI document: the song read alone has the chart, a list item only the flag', async () => {
    const app = await buildTestApp();
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const schemas = doc.components.schemas;
    expect(Object.keys(schemas.MusicaDetalhe.properties)).toEqual(
      expect.arrayContaining(['cifra', 'tem_cifra']),
    );
    expect(Object.keys(schemas.Musica.properties)).toContain('tem_cifra');
    expect(Object.keys(schemas.Musica.properties)).not.toContain('cifra');
    const putBody = doc.paths['/api/musicas/{id}'].put.requestBody.content['application/json'];
    expect(Object.keys(putBody.schema.properties)).toContain('cifra');
  });
});

describe('search by the words of a chart', () => {
  /** A repertoire where "coração" is a name, an artist and a line of two charts. */
  async function repertoire() {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const add = (nome: string, fields: Record<string, unknown> = {}) =>
      createSong(app, owner, ministry.id, { nome, ...fields });
    const songs = {
      lyricInside: await add('Aurora', { cifra: '[C]Teu amor no meu des[G]coração' }),
      lyricWord: await add('Bênção', { cifra: '[D]Meu co[A/C#]ração se a[Bm7]legra\n[G]e canta' }),
      artist: await add('Zelo', { artista: 'Coração Livre' }),
      name: await add('Coração Valente'),
      notSung: await add('Só Acordes', {
        cifra:
          '{title: Coração}\n{comment: coração}\n# coração\n[G] [D]\n{sot}\ncoracao|--3--|\n{eot}',
      }),
      none: await add('Outra Canção'),
    };
    return { app, owner, ministry, songs };
  }

  it('finds a line ignoring accents and case, after every name and artist match', async () => {
    const { app, owner, ministry } = await repertoire();
    const found = await search(app, owner, ministry.id, 'CORACAO');
    expect(names(found)).toEqual(['Coração Valente', 'Zelo', 'Bênção', 'Aurora']);
    expect(found.total).toBe(4);
    // A line as it is sung, its chords dropped and a split word joined again.
    expect(names(await search(app, owner, ministry.id, 'meu coração se alegra e canta'))).toEqual([
      'Bênção',
    ]);
    expect(names(await search(app, owner, ministry.id, 'descoracao'))).toEqual(['Aurora']);
    // Chords, directives, comments and tabs are not lyrics.
    expect(names(await search(app, owner, ministry.id, 'A/C#'))).toEqual([]);
    expect(names(await search(app, owner, ministry.id, 'coracao|'))).toEqual([]);
    // Shorter than a trigram: read without the index, with the same rules.
    expect(names(await search(app, owner, ministry.id, 'sê'))).toEqual(['Bênção']);
  });

  it('is what the ministry home’s quick search finds too (the same endpoint, 5 results)', async () => {
    const { app, owner, ministry } = await repertoire();
    const home = await songPage(
      app,
      owner,
      `/api/musicas/busca?termo=alegra&ministerio_id=${ministry.id}&pagina=1&por_pagina=5`,
    );
    expect(names(home)).toEqual(['Bênção']);
    const everywhere = await songPage(app, owner, '/api/musicas/busca?termo=alegra');
    expect(names(everywhere)).toEqual(['Bênção']);
  });

  it('follows the chart: a new chart is found, a cleared one or a deleted song no longer', async () => {
    const { app, owner, ministry, songs } = await repertoire();
    expect(names(await search(app, owner, ministry.id, 'orvalho'))).toEqual([]);
    await put(app, owner, songs.none.id, { cifra: chart });
    expect(names(await search(app, owner, ministry.id, 'orvalho'))).toEqual(['Outra Canção']);
    await put(app, owner, songs.none.id, { cifra: '' });
    expect(names(await search(app, owner, ministry.id, 'orvalho'))).toEqual([]);

    expect(names(await search(app, owner, ministry.id, 'alegra'))).toEqual(['Bênção']);
    const deleted = await call(app, owner, {
      method: 'DELETE',
      url: `/api/musicas/${songs.lyricWord.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(names(await search(app, owner, ministry.id, 'alegra'))).toEqual([]);
  });
});
