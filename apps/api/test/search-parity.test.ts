import { lyricsOf } from '@levita/charts';
import {
  apiPaths,
  songSearchColumns,
  songSearchRank,
  songSearchTiers,
  type SongPage,
} from '@levita/contracts';
import { createMockApi, DEMO_MINISTRY_ID } from '@levita/testing/mock-api';
import type { FastifyInstance } from 'fastify';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper';
import type { SignedIn } from './ministry-fixtures';
import { createSong, ownerWithMinistry, songPage } from './song-fixtures';

/*
 * The mock API that every component test and the standalone harness run on must find what this API
 * finds, in the same order: both seed the same songs through POST /musicas and answer the same
 * searches through GET /musicas/busca. Some songs have a chord chart, whose words (read by the
 * same lyricsOf on both sides) are searched after the name, artist and album.
 */

type Seed = { nome: string; artista?: string; album?: string; cifra?: string };

const songs: Seed[] = [
  { nome: 'Alfa', artista: 'Banda', album: 'Reluzente' }, // only in the album
  { nome: 'Reluz' }, // only inside a word
  { nome: 'Zeta', artista: 'Luzia Santos' }, // a word of the artist
  { nome: 'Na Luz' }, // a word of the name
  { nome: 'A Luz Brilhou' },
  { nome: 'Luzeiro' }, // the name starts with it
  { nome: 'Luz do Mundo' },
  { nome: 'Luz  do   Amanhecer' }, // double spaces
  { nome: 'LÚZ' }, // the name itself, but for case and accent
  { nome: 'Luz' },
  { nome: 'Ômega' },
  { nome: 'Adoração', artista: 'Ministério Zoe' },
  { nome: 'adoracao' },
  { nome: 'CORAÇÃO VALENTE', album: 'Ao Vivo em São Paulo' },
  // Ties: the same folded name goes by id, then names by their folded text.
  { nome: 'Graça B' },
  { nome: 'Graça' },
  { nome: 'Graça A' },
  { nome: 'graca' },
  { nome: 'Maravilhosa Graça' },
  { nome: 'GRAÇA' },
  // What a person types is literal: no LIKE wildcards.
  { nome: '100% Jesus' },
  { nome: '1000 Vozes' },
  { nome: 'Tema_2' },
  { nome: 'Tema 2' },
  { nome: 'Temax2' },
  // Lyrics: a word of them, a word split by a chord, accents, a line break, and what is not
  // sung (directives, comments, chords, tabs) left out.
  { nome: 'Hino da Manhã', cifra: '{key: G}\n[G]A luz do sol já [D/F#]vem\n[Em7]sobre o mar' },
  { nome: 'Canto Novo', cifra: '{soc: Refrão}\n[C]Re[G]luzente é o Teu [Am7]rosto\n{eoc}' },
  {
    nome: 'Salmo',
    artista: 'Coro',
    cifra: '[D]Meu co[A/C#]ração se a[Bm7]legra,\r\n[G7M]canta o Teu [A4]nome',
  },
  {
    nome: 'Só Acordes',
    cifra: '{title: Luz}\n{comment: luz no fim}\n# luz\n[Luz] [G] [D]\n{sot}\ne|--luz--|\n{eot}',
  },
];

const terms = [
  'luz',
  'LÚZ',
  'Luz',
  '  luz    do ',
  'luz do amanhecer',
  'reluz',
  'santos',
  'banda',
  'graca',
  'GRAÇA',
  'adoracao',
  'zoé',
  'coracao',
  'sao paulo',
  'ção',
  'a',
  '100%',
  '%',
  '%%',
  '0%j',
  '_',
  'tema_2',
  'a_2',
  'xyzzy',
  '',
  '   ',
  'a luz do sol',
  'sol ja vem sobre',
  'reluzente',
  'luzente',
  'meu coracao',
  'alegra, canta',
  'rosto',
  'coro',
  'fim',
];

const PAGE = 100;
const rows = (page: SongPage) => page.musicas.map((song) => [song.nome, song.artista]);
const searchQuery = (termo: string, ministryId: number) =>
  `termo=${encodeURIComponent(termo)}&ministerio_id=${ministryId}&por_pagina=${PAGE}`;

/** The mock API, its demo repertoire replaced by the seed, called through its own handlers. */
async function mockSearch() {
  const api = createMockApi({ baseUrl: 'http://mock.test/api' });
  const call = async (method: string, path: string, body?: object) => {
    const response = await getResponse(
      api.handlers,
      new Request(`http://mock.test/api${path}`, {
        method,
        headers: { authorization: 'Bearer parity', 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      }),
    );
    if (!response) throw new Error(`The mock API does not answer ${method} ${path}`);
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  };
  api.store.tables.songs = [];
  for (const song of songs)
    await call('POST', apiPaths.songs, {
      ministerio_id: DEMO_MINISTRY_ID,
      artista: 'Artista',
      ...song,
    });
  return async (termo: string) =>
    rows(
      (await call(
        'GET',
        `${apiPaths.songSearch}?${searchQuery(termo, DEMO_MINISTRY_ID)}`,
      )) as SongPage,
    );
}

describe('song search: the mock API and the API agree', () => {
  let app: FastifyInstance;
  let owner: SignedIn;
  let ministryId: number;
  let mock: (termo: string) => Promise<string[][]>;

  beforeAll(async () => {
    const built = await createTestApp();
    app = built.app;
    ({
      owner,
      ministry: { id: ministryId },
    } = await ownerWithMinistry(app));
    for (const song of songs)
      await createSong(app, owner, ministryId, { artista: 'Artista', ...song });
    mock = await mockSearch();
    return built.close;
  });

  const api = async (termo: string) =>
    rows(
      await songPage(app, owner, `/api${apiPaths.songSearch}?${searchQuery(termo, ministryId)}`),
    );

  it.each(terms.map((termo) => [JSON.stringify(termo), termo]))(
    'answers %s in the same order',
    async (_label, termo) => {
      const expected = await api(termo);
      expect(await mock(termo)).toEqual(expected);
    },
  );

  it('covers every tier of the ranking, so agreeing means something', async () => {
    const tiers = (await api('luz')).map(([nome, artista]) => {
      const seed = songs.find((song) => song.nome === nome)!;
      return songSearchRank(
        songSearchColumns(
          { nome: nome!, artista: artista!, album: seed.album ?? null, cifra: seed.cifra ?? null },
          lyricsOf,
        ),
        'luz',
      );
    });
    expect(new Set(tiers)).toEqual(new Set(songSearchTiers.map((_, tier) => tier)));
  });
});
