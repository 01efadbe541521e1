import type { SongPage } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { approve, requestAccess, type SignedIn } from './ministry-fixtures';
import {
  activeMember,
  call,
  createSong,
  ownerWithMinistry,
  person,
  songPage,
} from './song-fixtures';

const names = (page: SongPage) => page.musicas.map((song) => song.nome);

/** The names a search answers, first page of 100. */
const search = async (app: FastifyInstance, user: SignedIn, termo: string, query = '') =>
  names(
    await songPage(
      app,
      user,
      `/api/musicas/busca?termo=${encodeURIComponent(termo)}&por_pagina=100${query}`,
    ),
  );

describe('GET /api/musicas/busca: matching', () => {
  it('ignores accents and case both ways, in the name', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Adoração' });
    await createSong(app, owner, ministry.id, { nome: 'adoracao' });
    await createSong(app, owner, ministry.id, { nome: 'Louvor' });
    for (const termo of ['adoracao', 'ADORAÇÃO', 'Adoração', 'adoração', 'AdOrAcAo', 'doraç'])
      expect(await search(app, owner, termo), termo).toEqual(['Adoração', 'adoracao']);
  });

  it.each([
    ['Coração', 'CORACAO'],
    ['Pão da Vida', 'pao da vida'],
    ['Vitória no Deserto', 'VITORIA'],
    ['Fé', 'fe'],
    ['Niño Dios', 'nino'],
    ['Über alles', 'uber'],
    ['Ressuscitou', 'RESSUSCITOU'],
  ])('finds %s by %s', async (nome, termo) => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome });
    await createSong(app, owner, ministry.id, { nome: 'Outra' });
    expect(await search(app, owner, termo)).toEqual([nome]);
  });

  it('matches the artist and the album too, ignoring accents and case', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, {
      nome: 'Aquieta Minh’alma',
      artista: 'Ministério Zoe',
    });
    await createSong(app, owner, ministry.id, {
      nome: 'Ousado Amor',
      artista: 'Isaías Saad',
      album: 'Ao Vivo em São Paulo',
    });
    await createSong(app, owner, ministry.id, { nome: 'Outra', artista: 'Outro', album: 'Nada' });

    expect(await search(app, owner, 'MINISTERIO')).toEqual(['Aquieta Minh’alma']);
    expect(await search(app, owner, 'zoé')).toEqual(['Aquieta Minh’alma']);
    expect(await search(app, owner, 'isaias')).toEqual(['Ousado Amor']);
    expect(await search(app, owner, 'sao paulo')).toEqual(['Ousado Amor']);
    expect(await search(app, owner, 'SÃO PAULO')).toEqual(['Ousado Amor']);
  });

  it('collapses and trims spaces in the term', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Luz do Mundo' });
    await createSong(app, owner, ministry.id, { nome: 'Luzes' });
    expect(await search(app, owner, '  luz    do ')).toEqual(['Luz do Mundo']);
  });

  it('answers an empty page with total 0 when nothing matches', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Santo' });
    expect(await songPage(app, owner, '/api/musicas/busca?termo=xyzzy')).toEqual({
      musicas: [],
      total: 0,
      pagina: 1,
      por_pagina: 10,
    });
  });

  it('leaves deleted songs out', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const gone = await createSong(app, owner, ministry.id, { nome: 'Santo Espírito' });
    await createSong(app, owner, ministry.id, { nome: 'Santo' });
    await call(app, owner, { method: 'DELETE', url: `/api/musicas/${gone.id}` });
    expect(await search(app, owner, 'santo')).toEqual(['Santo']);
  });
});

describe('GET /api/musicas/busca: ranking', () => {
  it('puts the exact name first, then names starting with it, then words, then anywhere', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    // Created worst first, so neither the id nor creation order explains the answer.
    for (const song of [
      { nome: 'Alfa', artista: 'Banda', album: 'Reluzente' }, // substring, album
      { nome: 'Reluz', artista: 'Banda' }, // substring, name
      { nome: 'Zeta', artista: 'Luzia Santos' }, // word start, artist
      { nome: 'Na Luz', artista: 'Banda' }, // word start, name
      { nome: 'A Luz Brilhou', artista: 'Banda' }, // word start, name
      { nome: 'Luzeiro', artista: 'Banda' }, // name start
      { nome: 'Luz do Mundo', artista: 'Banda' }, // name start
      { nome: 'LÚZ', artista: 'Banda' }, // the exact name, but for case and accent
      { nome: 'Ômega', artista: 'Banda' }, // no match
    ])
      await createSong(app, owner, ministry.id, song);

    expect(await search(app, owner, 'luz')).toEqual([
      'LÚZ',
      'Luz do Mundo',
      'Luzeiro',
      'A Luz Brilhou',
      'Na Luz',
      'Zeta',
      'Alfa',
      'Reluz',
    ]);
  });

  it('ranks an exact name above a longer name that starts with it, whatever the order', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Águas Purificadoras' });
    await createSong(app, owner, ministry.id, { nome: 'Sobre as Águas' });
    await createSong(app, owner, ministry.id, { nome: 'Agua' });
    expect(await search(app, owner, 'águas')).toEqual(['Águas Purificadoras', 'Sobre as Águas']);
    expect(await search(app, owner, 'AGUA')).toEqual([
      'Agua',
      'Águas Purificadoras',
      'Sobre as Águas',
    ]);
  });

  it('keeps equal ranks in name order, then id, across pages', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const ids: number[] = [];
    for (const nome of ['Graça B', 'Graça', 'Graça A', 'graca', 'Maravilhosa Graça', 'GRAÇA'])
      ids.push((await createSong(app, owner, ministry.id, { nome })).id);
    const expected = [ids[1], ids[3], ids[5], ids[2], ids[0], ids[4]];

    const seen: number[] = [];
    for (let pagina = 1; pagina <= 3; pagina++) {
      const page = await songPage(
        app,
        owner,
        `/api/musicas/busca?termo=graca&pagina=${pagina}&por_pagina=2`,
      );
      expect(page).toMatchObject({ total: 6, pagina, por_pagina: 2 });
      seen.push(...page.musicas.map((song) => song.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await songPage(
      app,
      owner,
      '/api/musicas/busca?termo=graca&pagina=4&por_pagina=2',
    );
    expect(beyond).toEqual({ musicas: [], total: 6, pagina: 4, por_pagina: 2 });
  });
});

describe('GET /api/musicas/busca: what a person types is literal', () => {
  it('treats % and _ as themselves, not as LIKE wildcards', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    for (const nome of ['100% Jesus', '1000 Vozes', 'Tema_2', 'Tema 2', 'Temax2', 'Santo'])
      await createSong(app, owner, ministry.id, { nome });

    expect(await search(app, owner, '100%')).toEqual(['100% Jesus']);
    expect(await search(app, owner, '%')).toEqual(['100% Jesus']);
    expect(await search(app, owner, '%%')).toEqual([]);
    expect(await search(app, owner, '0%j')).toEqual([]);
    expect(await search(app, owner, 'tema_2')).toEqual(['Tema_2']);
    expect(await search(app, owner, '_')).toEqual(['Tema_2']);
    expect(await search(app, owner, 'a_2')).toEqual(['Tema_2']);
  });

  it('treats a backslash and quotes as themselves', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    for (const nome of ['AC\\DC Hino', "Rock d'Ele", 'Outro "Cântico"', 'Santo'])
      await createSong(app, owner, ministry.id, { nome });
    expect(await search(app, owner, '\\')).toEqual(['AC\\DC Hino']);
    expect(await search(app, owner, 'c\\d')).toEqual(['AC\\DC Hino']);
    expect(await search(app, owner, "d'ele")).toEqual(["Rock d'Ele"]);
    expect(await search(app, owner, '"cantico"')).toEqual(['Outro "Cântico"']);
  });
});

describe('GET /api/musicas/busca: the page', () => {
  it('answers the default list to an empty or blank term', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    for (const nome of ['Zelo', 'Ágape', 'Bondade'])
      await createSong(app, owner, ministry.id, { nome });
    const list = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(names(list)).toEqual(['Ágape', 'Bondade', 'Zelo']);
    for (const query of ['', 'termo=', 'termo=%20%20%20']) {
      const page = await songPage(app, owner, `/api/musicas/busca?${query}`);
      expect(page, query).toEqual(list);
    }
    const paged = await songPage(app, owner, '/api/musicas/busca?termo=&pagina=2&por_pagina=2');
    expect(paged).toMatchObject({ total: 3, pagina: 2, por_pagina: 2 });
    expect(names(paged)).toEqual(['Zelo']);
  });

  it.each([
    ['termo=luz&pagina=0', 'pagina'],
    ['termo=luz&por_pagina=101', 'por_pagina'],
    ['termo=luz&por_pagina=0', 'por_pagina'],
    [`termo=${'a'.repeat(201)}`, 'termo'],
  ])('refuses %s with 400', async (query, field) => {
    const app = await buildTestApp();
    const { owner } = await ownerWithMinistry(app);
    const response = await call(app, owner, { method: 'GET', url: `/api/musicas/busca?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });

  it('accepts a page of 100', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Luz' });
    const page = await songPage(app, owner, '/api/musicas/busca?termo=luz&por_pagina=100');
    expect(page).toMatchObject({ total: 1, por_pagina: 100 });
  });
});

describe('GET /api/musicas/busca: whose songs', () => {
  it('searches every ministry the caller is active in, or the one asked for', async () => {
    const app = await buildTestApp();
    const first = await ownerWithMinistry(app, 'first');
    const second = await ownerWithMinistry(app, 'second');
    const third = await ownerWithMinistry(app, 'third');
    const me = await activeMember(app, first.owner, first.ministry, 'me');
    await approve(app, second.owner, await requestAccess(app, me, second.ministry));
    await requestAccess(app, me, third.ministry); // pending

    await createSong(app, first.owner, first.ministry.id, { nome: 'Santo (primeiro)' });
    await createSong(app, second.owner, second.ministry.id, { nome: 'Santo (segundo)' });
    await createSong(app, third.owner, third.ministry.id, { nome: 'Santo (terceiro)' });

    expect(await search(app, me, 'santo')).toEqual(['Santo (primeiro)', 'Santo (segundo)']);
    expect(await search(app, me, 'santo', `&ministerio_id=${second.ministry.id}`)).toEqual([
      'Santo (segundo)',
    ]);
    const pending = await call(app, me, {
      method: 'GET',
      url: `/api/musicas/busca?termo=santo&ministerio_id=${third.ministry.id}`,
    });
    expect(pending.statusCode).toBe(403);
    const outsider = await person(app, 'outsider');
    const foreign = await call(app, outsider, {
      method: 'GET',
      url: `/api/musicas/busca?termo=santo&ministerio_id=${first.ministry.id}`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'Resource not found.' });
    expect(await search(app, outsider, 'santo')).toEqual([]);
    const anonymous = await call(app, undefined, {
      method: 'GET',
      url: '/api/musicas/busca?termo=santo',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
