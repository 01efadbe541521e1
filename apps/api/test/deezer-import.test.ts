import type { MusicSearchResult, Song } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { createMinistry, type SignedIn } from './ministry-fixtures';
import {
  activeMember,
  call,
  closedPortUrl,
  createSong,
  deezerAnswering,
  deezerTrack,
  fakeDeezer,
  ownerWithMinistry,
  person,
  songPage,
  songRows,
} from './song-fixtures';

const en = { 'accept-language': 'en-US' };

const searchDeezer = (
  app: FastifyInstance,
  user: SignedIn | undefined,
  query: string,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'GET', url: `/api/musicas/busca-deezer?${query}`, headers });

async function results(app: FastifyInstance, user: SignedIn, query: string) {
  const response = await searchDeezer(app, user, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ resultados: MusicSearchResult[] }>().resultados;
}

/** The app, talking to a Deezer that answers these tracks. */
async function withTracks(tracks: object[]) {
  const deezer = await deezerAnswering(200, { data: tracks, total: tracks.length });
  const app = await buildTestApp({ env: { DEEZER_API_URL: deezer.url } });
  return { app, deezer };
}

const oceans = deezerTrack(65724647, 'Oceans (Where Feet May Fail)');
const soGood = deezerTrack(3135556, 'So Will I (100 Billion X)', {
  duration: 0,
  preview: '',
  artist: { id: 8, name: 'Hillsong Worship' },
  album: null,
});

const unavailable = {
  error: 'music_service_unavailable',
  message:
    'O serviço de busca de músicas não respondeu como esperado. Tente novamente em instantes.',
};

describe('GET /api/musicas/busca-deezer', () => {
  it("asks Deezer's /search with q and limit and answers in the product's form", async () => {
    const { app, deezer } = await withTracks([oceans, soGood]);
    const { owner } = await ownerWithMinistry(app);
    const found = await results(app, owner, `q=${encodeURIComponent('Hillsong Oceans')}`);
    expect(found).toEqual([
      {
        id_externo: '65724647',
        nome: 'Oceans (Where Feet May Fail)',
        artista: 'Hillsong United',
        album: 'Zion',
        capa_url: 'https://e-cdns-images.dzcdn.net/images/cover/65724647/250x250-000000-80-0-0.jpg',
        duracao: 245,
        link_audio: 'https://cdnt-preview.dzcdn.net/api/1/1/65724647.mp3',
        importada: false,
      },
      {
        id_externo: '3135556',
        nome: 'So Will I (100 Billion X)',
        artista: 'Hillsong Worship',
        album: null,
        capa_url: null,
        duracao: 0,
        link_audio: null,
        importada: false,
      },
    ]);
    expect(deezer.requests).toHaveLength(1);
    const [request] = deezer.requests;
    expect(request!.method).toBe('GET');
    expect(request!.url.pathname).toBe('/search');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      q: 'Hillsong Oceans',
      limit: '10',
    });
  });

  it('passes the limit asked for and the term as typed (trimmed, accents kept)', async () => {
    const { app, deezer } = await withTracks([oceans]);
    const { owner } = await ownerWithMinistry(app);
    await results(app, owner, `q=${encodeURIComponent('  Coração & Alma  ')}&limite=3`);
    expect(Object.fromEntries(deezer.requests[0]!.url.searchParams)).toEqual({
      q: 'Coração & Alma',
      limit: '3',
    });
  });

  it('answers no more results than the limit, even if Deezer sends more', async () => {
    const tracks = Array.from({ length: 5 }, (_, i) => deezerTrack(100 + i, `Faixa ${i}`));
    const { app } = await withTracks(tracks);
    const { owner } = await ownerWithMinistry(app);
    const found = await results(app, owner, 'q=faixa&limite=2');
    expect(found.map((song) => song.id_externo)).toEqual(['100', '101']);
  });

  it('answers an empty list when Deezer finds nothing', async () => {
    const { app } = await withTracks([]);
    const { owner } = await ownerWithMinistry(app);
    expect(await results(app, owner, 'q=qwertyuiop')).toEqual([]);
  });

  it('refuses a term shorter than 3 characters without calling Deezer', async () => {
    const { app, deezer } = await withTracks([oceans]);
    const { owner } = await ownerWithMinistry(app);
    for (const query of ['q=ab', 'q=%20ab%20%20', 'q=', '']) {
      const response = await searchDeezer(app, owner, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error: 'validation_error',
        message: 'Erro de validação.',
      });
    }
    const pt = await searchDeezer(app, owner, 'q=ab');
    expect(pt.json().errors).toEqual({ q: ['Digite pelo menos 3 caracteres para buscar.'] });
    const english = await searchDeezer(app, owner, 'q=ab', en);
    expect(english.json()).toEqual({
      error: 'validation_error',
      message: 'Validation error.',
      errors: { q: ['Type at least 3 characters to search.'] },
    });
    expect(deezer.requests).toEqual([]);
    // Three characters are enough.
    expect(await results(app, owner, 'q=abc')).toHaveLength(1);
  });

  it.each(['limite=0', 'limite=51', 'limite=dez', 'ministerio_id=abc'])(
    'refuses %s with 400 without calling Deezer',
    async (query) => {
      const { app, deezer } = await withTracks([oceans]);
      const { owner } = await ownerWithMinistry(app);
      const response = await searchDeezer(app, owner, `q=oceans&${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(deezer.requests).toEqual([]);
    },
  );

  it('needs a signed-in user', async () => {
    const { app, deezer } = await withTracks([oceans]);
    expect((await searchDeezer(app, undefined, 'q=oceans')).statusCode).toBe(401);
    expect(deezer.requests).toEqual([]);
  });
});

describe('GET /api/musicas/busca-deezer when Deezer fails', () => {
  /** Searching through an app pointed at `url` (and, for the timeout, a short wait). */
  async function searchThrough(url: string, env: Record<string, string> = {}, headers = {}) {
    const app = await buildTestApp({ env: { DEEZER_API_URL: url, ...env } });
    const user = await person(app, 'user');
    const started = Date.now();
    const response = await searchDeezer(app, user, 'q=oceans', headers);
    return { response, elapsed: Date.now() - started };
  }

  it('answers 502 when Deezer does not answer in time', async () => {
    const deezer = await fakeDeezer(() => {
      // Never answers: the connection stays open until the test closes the server.
    });
    const { response, elapsed } = await searchThrough(deezer.url, { DEEZER_TIMEOUT_MS: '300' });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual(unavailable);
    expect(deezer.requests).toHaveLength(1);
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(3000);
  });

  it('answers 502 when Deezer sends the headers but never finishes the body', async () => {
    const deezer = await fakeDeezer((_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": [');
    });
    const { response, elapsed } = await searchThrough(deezer.url, { DEEZER_TIMEOUT_MS: '300' });
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual(unavailable);
    expect(elapsed).toBeLessThan(3000);
  });

  it('answers 502 when nothing listens at the address', async () => {
    const { response } = await searchThrough(await closedPortUrl());
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual(unavailable);
  });

  it.each([500, 503, 429, 404, 403])('answers 502 when Deezer answers %i', async (status) => {
    const deezer = await deezerAnswering(status, { data: [oceans], total: 1 });
    const { response } = await searchThrough(deezer.url);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual(unavailable);
  });

  it('answers 502 to an HTML page instead of JSON', async () => {
    const deezer = await deezerAnswering(200, '<!doctype html><html><body>Oops</body></html>');
    const { response } = await searchThrough(deezer.url);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual(unavailable);
  });

  it('answers 502 to HTML labelled as JSON', async () => {
    const deezer = await deezerAnswering(200, '<html>maintenance</html>', 'application/json');
    const { response } = await searchThrough(deezer.url);
    expect(response.statusCode, response.body).toBe(502);
  });

  it.each([
    ['an error object (as Deezer sends over quota)', { error: { type: 'Exception', code: 4 } }],
    ['data that is not a list', { data: { id: 1 } }],
    ['tracks without a title or artist', { data: [{ id: 1 }] }],
    ['a track with a text duration', { data: [{ ...oceans, duration: 'long' }] }],
    ['a list instead of an object', [oceans]],
    ['null', null],
  ])('answers 502 to JSON of the wrong shape: %s', async (_name, body) => {
    const deezer = await deezerAnswering(200, JSON.stringify(body), 'application/json');
    const { response } = await searchThrough(deezer.url);
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json()).toEqual(unavailable);
  });

  it('says so in English when asked', async () => {
    const deezer = await deezerAnswering(500, 'Internal Server Error');
    const { response } = await searchThrough(deezer.url, {}, en);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'music_service_unavailable',
      message: 'The music search service did not answer as expected. Try again in a moment.',
    });
  });
});

describe('Importing a Deezer result', () => {
  /** The body the import modal posts for a search result. */
  const importBody = (ministryId: number, result: MusicSearchResult, extra: object = {}) => ({
    ministerio_id: ministryId,
    nome: result.nome,
    artista: result.artista,
    album: result.album,
    duracao: result.duracao,
    capa_url: result.capa_url,
    links: { audio: result.link_audio },
    id_externo: result.id_externo,
    origem_externa: 'deezer',
    ...extra,
  });

  const postSong = (app: FastifyInstance, user: SignedIn, payload: object, headers = {}) =>
    call(app, user, { method: 'POST', url: '/api/musicas', payload, headers });

  it('imports a result; the next search marks it as imported in that ministry only', async () => {
    const { app } = await withTracks([oceans, soGood]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const other = await ownerWithMinistry(app, 'other');
    const query = `q=hillsong&ministerio_id=${ministry.id}`;

    const before = await results(app, owner, query);
    expect(before.map((r) => r.importada)).toEqual([false, false]);

    const response = await postSong(
      app,
      owner,
      importBody(ministry.id, before[0]!, { tom: 'D', bpm: 64, classificacoes: 'adoracao' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Song>()).toMatchObject({
      ministerio_id: ministry.id,
      nome: 'Oceans (Where Feet May Fail)',
      artista: 'Hillsong United',
      album: 'Zion',
      duracao: 245,
      capa_url: before[0]!.capa_url,
      link_audio: before[0]!.link_audio,
      links: { audio: before[0]!.link_audio },
      tom: 'D',
      bpm: 64,
      classificacoes: 'adoracao',
      id_externo: '65724647',
      origem_externa: 'deezer',
    });

    const after = await results(app, owner, query);
    expect(after.map((r) => [r.id_externo, r.importada])).toEqual([
      ['65724647', true],
      ['3135556', false],
    ]);
    // Without a ministry nothing is marked; another ministry has not imported it.
    expect((await results(app, owner, 'q=hillsong')).map((r) => r.importada)).toEqual([
      false,
      false,
    ]);
    const elsewhere = await results(
      app,
      other.owner,
      `q=hillsong&ministerio_id=${other.ministry.id}`,
    );
    expect(elsewhere.map((r) => r.importada)).toEqual([false, false]);
  });

  it('takes a numeric id_externo and defaults the origin to deezer', async () => {
    const { app } = await withTracks([oceans]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { id_externo: 65724647 });
    expect(song).toMatchObject({ id_externo: '65724647', origem_externa: 'deezer' });
    const [found] = await results(app, owner, `q=oceans&ministerio_id=${ministry.id}`);
    expect(found!.importada).toBe(true);
  });

  it('refuses the same import twice into one ministry with 409, adding nothing', async () => {
    const { app } = await withTracks([oceans]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const [result] = await results(app, owner, 'q=oceans');
    expect((await postSong(app, owner, importBody(ministry.id, result!))).statusCode).toBe(201);

    const again = await postSong(app, owner, importBody(ministry.id, result!, { tom: 'E' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toEqual({
      error: 'song_exists',
      message: 'Esta música já foi importada para este ministério.',
    });
    const english = await postSong(app, owner, importBody(ministry.id, result!), en);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({
      error: 'song_exists',
      message: 'This song has already been imported into this ministry.',
    });
    expect(await songRows(app)).toHaveLength(1);
  });

  it('imports the same result into another ministry', async () => {
    const { app } = await withTracks([oceans]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const second = await createMinistry(app, owner, { nome: 'Segundo Ministério' });
    const [result] = await results(app, owner, 'q=oceans');
    expect((await postSong(app, owner, importBody(ministry.id, result!))).statusCode).toBe(201);
    const response = await postSong(app, owner, importBody(second.id, result!));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Song>()).toMatchObject({
      ministerio_id: second.id,
      id_externo: '65724647',
    });
    expect(await songRows(app)).toHaveLength(2);
  });

  it('imports it again after the imported song was deleted', async () => {
    const { app } = await withTracks([oceans]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const query = `q=oceans&ministerio_id=${ministry.id}`;
    const [result] = await results(app, owner, query);
    const first = await postSong(app, owner, importBody(ministry.id, result!));
    const song = first.json<Song>();
    expect((await results(app, owner, query))[0]!.importada).toBe(true);

    const deleted = await call(app, owner, { method: 'DELETE', url: `/api/musicas/${song.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await results(app, owner, query))[0]!.importada).toBe(false);

    const again = await postSong(app, owner, importBody(ministry.id, result!));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Song>().id).not.toBe(song.id);
    expect((await results(app, owner, query))[0]!.importada).toBe(true);
    // A second live copy is still refused.
    expect((await postSong(app, owner, importBody(ministry.id, result!))).statusCode).toBe(409);
    const rows = await songRows(app);
    expect(rows.map((row) => row.deleted_at === null)).toEqual([false, true]);
    const list = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(list.total).toBe(1);
  });

  it('requires nome and artista to import, and refuses an unknown origin', async () => {
    const { app } = await withTracks([oceans]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const [result] = await results(app, owner, 'q=oceans');
    const noName = await postSong(app, owner, importBody(ministry.id, result!, { nome: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ nome: ['Campo obrigatório.'] });
    const badOrigin = await postSong(
      app,
      owner,
      importBody(ministry.id, result!, { origem_externa: 'spotify' }),
    );
    expect(badOrigin.statusCode).toBe(400);
    expect(Object.keys(badOrigin.json().errors)).toEqual(['origem_externa']);
    expect(await songRows(app)).toEqual([]);
  });

  it('marks results for the owner and admins only; members and outsiders are refused', async () => {
    const { app, deezer } = await withTracks([oceans]);
    const { owner, ministry } = await ownerWithMinistry(app);
    const member = await activeMember(app, owner, ministry, 'member');
    const outsider = await person(app, 'outsider');
    const query = `q=oceans&ministerio_id=${ministry.id}`;
    const byMember = await searchDeezer(app, member, query);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toBe('forbidden');
    expect((await searchDeezer(app, outsider, query)).statusCode).toBe(404);
    expect(deezer.requests).toEqual([]);
  });
});
