import {
  type MinistryStatistics,
  type Song,
  songCategories,
  songKeys,
  type SongPage,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import {
  approve,
  createMinistry,
  deactivate,
  requestAccess,
  type SignedIn,
} from './ministry-fixtures';
import {
  activeMember,
  call,
  createSong,
  ownerWithMinistry,
  person,
  songPage,
  songRows,
} from './song-fixtures';

const en = { 'accept-language': 'en-US' };

const postSong = (
  app: FastifyInstance,
  user: SignedIn | undefined,
  payload: object,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'POST', url: '/api/musicas', payload, headers });

const putSong = (
  app: FastifyInstance,
  user: SignedIn | undefined,
  id: number,
  payload: object,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'PUT', url: `/api/musicas/${id}`, payload, headers });

const getSong = (
  app: FastifyInstance,
  user: SignedIn | undefined,
  id: number,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'GET', url: `/api/musicas/${id}`, headers });

const deleteSong = (
  app: FastifyInstance,
  user: SignedIn | undefined,
  id: number,
  headers: Record<string, string> = {},
) => call(app, user, { method: 'DELETE', url: `/api/musicas/${id}`, headers });

/** The names of a page, in the order the API gave them. */
const names = (page: SongPage) => page.musicas.map((song) => song.nome);

describe('POST /api/musicas (manual song)', () => {
  it('creates a song with every field; GET answers it with links as an object and flat', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const response = await postSong(app, owner, {
      ministerio_id: ministry.id,
      nome: '  Oceanos  ',
      artista: 'Hillsong United',
      album: 'Zion',
      duracao: 535,
      capa_url: 'https://images.example.com/zion.jpg',
      tom: 'D',
      bpm: 64,
      classificacoes: 'adoracao,confianca',
      links: {
        cifra: 'https://www.cifraclub.com.br/hillsong-united/oceans/',
        letra: 'https://www.letras.mus.br/hillsong-united/oceans/',
        audio: 'https://open.spotify.com/track/abc',
        video: 'https://www.youtube.com/watch?v=dy9nwe9_xzw',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const song = response.json<Song>();
    expect(song).toEqual({
      id: expect.any(Number),
      ministerio_id: ministry.id,
      nome: 'Oceanos',
      artista: 'Hillsong United',
      album: 'Zion',
      tom: 'D',
      bpm: 64,
      duracao: 535,
      capa_url: 'https://images.example.com/zion.jpg',
      classificacoes: 'adoracao,confianca',
      classificacoes_lista: ['adoracao', 'confianca'],
      links: {
        cifra: 'https://www.cifraclub.com.br/hillsong-united/oceans/',
        letra: 'https://www.letras.mus.br/hillsong-united/oceans/',
        audio: 'https://open.spotify.com/track/abc',
        video: 'https://www.youtube.com/watch?v=dy9nwe9_xzw',
      },
      link_cifra: 'https://www.cifraclub.com.br/hillsong-united/oceans/',
      link_letra: 'https://www.letras.mus.br/hillsong-united/oceans/',
      link_audio: 'https://open.spotify.com/track/abc',
      link_video: 'https://www.youtube.com/watch?v=dy9nwe9_xzw',
      origem_externa: null,
      id_externo: null,
      data_criacao: expect.any(String),
      data_atualizacao: expect.any(String),
      versao: 1,
      tem_cifra: false,
      cifra: null,
      meu_tom: null,
      tons_membros: [],
    });

    const read = await getSong(app, owner, song.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(song);

    const [row] = await songRows(app);
    expect(row).toMatchObject({ id: song.id, ministry_id: ministry.id, deleted_at: null });
  });

  it('needs only nome and artista; the rest is empty', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Santo', artista: 'Gabriela' });
    expect(song).toMatchObject({
      nome: 'Santo',
      artista: 'Gabriela',
      album: null,
      tom: null,
      bpm: null,
      duracao: null,
      capa_url: null,
      classificacoes: '',
      classificacoes_lista: [],
      links: { cifra: null, letra: null, audio: null, video: null },
      link_cifra: null,
      origem_externa: null,
      id_externo: null,
    });
  });

  it('takes empty strings and nulls from a form as "not given", not as a catalogue id', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const first = await createSong(app, owner, ministry.id, {
      nome: 'Primeira',
      id_externo: null,
      origem_externa: null,
      tom: '',
      bpm: '',
      duracao: '',
      capa_url: '',
      links: { cifra: '', letra: null },
    });
    expect(first).toMatchObject({
      id_externo: null,
      origem_externa: null,
      tom: null,
      bpm: null,
      duracao: null,
      capa_url: null,
      links: { cifra: null, letra: null, audio: null, video: null },
    });
    // Two manual songs sent the same way are not "the same import".
    const second = await createSong(app, owner, ministry.id, { nome: 'Segunda', id_externo: '' });
    expect(second.id_externo).toBeNull();
    // A manual song keeps its name editable.
    const renamed = await putSong(app, owner, first.id, { nome: 'Primeira (ao vivo)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('requires nome and artista, with translated field messages, and adds nothing', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);

    const missing = await postSong(app, owner, { ministerio_id: ministry.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors: { nome: ['Campo obrigatório.'], artista: ['Campo obrigatório.'] },
    });

    const blank = await postSong(app, owner, {
      ministerio_id: ministry.id,
      nome: '   ',
      artista: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({
      nome: ['Campo obrigatório.'],
      artista: ['Campo obrigatório.'],
    });

    const english = await postSong(app, owner, { ministerio_id: ministry.id, nome: 'Só' }, en);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      error: 'validation_error',
      message: 'Validation error.',
      errors: { artista: ['This field is required.'] },
    });

    expect(await songRows(app)).toEqual([]);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    [
      'a negative duration',
      { duracao: -1 },
      'duracao',
      'A duração deve ser um número de segundos maior ou igual a zero.',
    ],
    [
      'a duration that is not a number',
      { duracao: '3:45' },
      'duracao',
      'A duração deve ser um número de segundos maior ou igual a zero.',
    ],
    ['BPM 0', { bpm: 0 }, 'bpm', 'O BPM deve ser um número inteiro de 1 a 300.'],
    ['BPM 301', { bpm: 301 }, 'bpm', 'O BPM deve ser um número inteiro de 1 a 300.'],
    ['a fractional BPM', { bpm: 72.5 }, 'bpm', 'O BPM deve ser um número inteiro de 1 a 300.'],
    ['a BPM in words', { bpm: 'rápido' }, 'bpm', 'O BPM deve ser um número inteiro de 1 a 300.'],
    ['the key H', { tom: 'H' }, 'tom', 'Tom inválido.'],
    ['a lower-case key', { tom: 'c' }, 'tom', 'Tom inválido.'],
    ['a double sharp', { tom: 'F##' }, 'tom', 'Tom inválido.'],
    ['a major key written as a minor one', { tom: 'Bbmaj' }, 'tom', 'Tom inválido.'],
    [
      'an unknown category',
      { classificacoes: 'rock' },
      'classificacoes.0',
      'Classificação desconhecida.',
    ],
    [
      'an unknown category among known ones',
      { classificacoes: 'adoracao,louvor,sertanejo' },
      'classificacoes.2',
      'Classificação desconhecida.',
    ],
    [
      'a chords link on another site without a scheme',
      { links: { cifra: 'cifras.com.br/cifra/x' } },
      'links.cifra',
      'Informe um endereço que comece com http:// ou https://.',
    ],
    [
      'an ftp chords link on another site',
      { links: { cifra: 'ftp://cifras.com.br/x' } },
      'links.cifra',
      'Informe um endereço que comece com http:// ou https://.',
    ],
    [
      'a javascript: lyrics link',
      { links: { letra: 'javascript:alert(1)' } },
      'links.letra',
      'Informe um endereço que comece com http:// ou https://.',
    ],
    [
      'an audio link that is no URL',
      { links: { audio: 'spotify oceans' } },
      'links.audio',
      'Informe um endereço que comece com http:// ou https://.',
    ],
    [
      'a video link without a scheme',
      { links: { video: 'www.youtube.com/watch?v=1' } },
      'links.video',
      'Informe um endereço que comece com http:// ou https://.',
    ],
    [
      'a data: cover',
      { capa_url: 'data:image/png;base64,AAAA' },
      'capa_url',
      'Informe um endereço que comece com http:// ou https://.',
    ],
  ];

  it.each(invalid)('refuses %s with 400 and adds nothing', async (_name, fields, field, text) => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const response = await postSong(app, owner, {
      ministerio_id: ministry.id,
      nome: 'Canção',
      artista: 'Artista',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: string; errors: Record<string, string[]> }>();
    expect(body.error).toBe('validation_error');
    expect(body.errors[field]).toEqual([text]);
    expect(await songRows(app)).toEqual([]);
  });

  it('translates field messages to English', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const response = await postSong(
      app,
      owner,
      {
        ministerio_id: ministry.id,
        nome: 'Canção',
        artista: 'Artista',
        bpm: 400,
        tom: 'X',
        classificacoes: 'rock',
        links: { video: 'nope' },
      },
      en,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      bpm: ['BPM must be a whole number from 1 to 300.'],
      tom: ['Invalid key.'],
      'classificacoes.0': ['Unknown category.'],
      'links.video': ['Enter an address starting with http:// or https://.'],
    });
    expect(await songRows(app)).toEqual([]);
  });

  it('accepts the limits: duration 0, BPM 1 and 300, every key (Bb as well as A#) and every category', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    expect((await createSong(app, owner, ministry.id, { duracao: 0 })).duracao).toBe(0);
    expect((await createSong(app, owner, ministry.id, { bpm: 1 })).bpm).toBe(1);
    expect((await createSong(app, owner, ministry.id, { bpm: '300' })).bpm).toBe(300);
    for (const tom of songKeys)
      expect((await createSong(app, owner, ministry.id, { tom })).tom).toBe(tom);
    expect(songCategories).toHaveLength(20);
    const all = await createSong(app, owner, ministry.id, {
      classificacoes: songCategories.join(','),
    });
    expect(all.classificacoes_lista).toEqual([...songCategories]);
    expect(await songRows(app)).toHaveLength(3 + songKeys.length + 1);
  });

  it('tidies the categories: spaces and repeats removed, the order kept', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, {
      classificacoes: ' louvor , adoracao,,louvor,santa_ceia ',
    });
    expect(song.classificacoes).toBe('louvor,adoracao,santa_ceia');
    expect(song.classificacoes_lista).toEqual(['louvor', 'adoracao', 'santa_ceia']);
  });

  it('takes categories by the names people see, in either language, and stores their codes', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, {
      classificacoes: 'Adoração, santa ceia, Christmas',
    });
    expect(song.classificacoes).toBe('adoracao,santa_ceia,natal');
    const edited = await call(app, owner, {
      method: 'PUT',
      url: `/api/musicas/${song.id}`,
      payload: { classificacoes_lista: ["Lord's Supper", 'LOUVOR'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().classificacoes_lista).toEqual(['santa_ceia', 'louvor']);
  });

  it.each([
    ['http://cifraclub.com.br/hillsong/oceans/', 'https://www.cifraclub.com.br/hillsong/oceans/'],
    [
      'https://m.cifraclub.com.br/hillsong/oceans/',
      'https://www.cifraclub.com.br/hillsong/oceans/',
    ],
    [
      'http://WWW.CifraClub.com.br/aline-barros/ressuscita-me/#tom=G',
      'https://www.cifraclub.com.br/aline-barros/ressuscita-me/#tom=G',
    ],
    ['http://www.cifraclub.com.br:8080/x/y/?a=1', 'https://www.cifraclub.com.br/x/y/?a=1'],
    ['https://www.cifras.com.br/cifra/x', 'https://www.cifras.com.br/cifra/x'],
    ['http://notcifraclub.com.br/x', 'http://notcifraclub.com.br/x'],
    ['cifraclub.com.br/hillsong/oceans/', 'https://www.cifraclub.com.br/hillsong/oceans/'],
    ['m.cifraclub.com.br/hillsong/oceans/', 'https://www.cifraclub.com.br/hillsong/oceans/'],
    // Part 2 §5: any link containing the site's domain, whatever its scheme.
    ['ftp://cifraclub.com.br/x', 'https://www.cifraclub.com.br/x'],
  ])('stores the chords link %s as %s', async (sent, stored) => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { links: { cifra: sent } });
    expect(song.links.cifra).toBe(stored);
    expect(song.link_cifra).toBe(stored);
  });

  it('normalises only the chords link, not a lyrics link on the same site', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, {
      links: { letra: 'http://m.cifraclub.com.br/x/letra/' },
    });
    expect(song.links.letra).toBe('http://m.cifraclub.com.br/x/letra/');
  });

  it('lets only the owner and admins add songs', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const member = await activeMember(app, owner, ministry, 'member');
    const pending = await person(app, 'pending');
    await requestAccess(app, pending, ministry);
    const outsider = await person(app, 'outsider');
    const payload = { ministerio_id: ministry.id, nome: 'Canção', artista: 'Artista' };

    const byMember = await postSong(app, member, payload);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({
      error: 'forbidden',
      message: 'Você não tem permissão para realizar esta ação.',
    });
    expect((await postSong(app, pending, payload)).statusCode).toBe(403);
    const byOutsider = await postSong(app, outsider, payload, en);
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json()).toEqual({ error: 'not_found', message: 'Resource not found.' });
    expect((await postSong(app, undefined, payload)).statusCode).toBe(401);
    expect((await postSong(app, owner, { ...payload, ministerio_id: 999_999 })).statusCode).toBe(
      404,
    );
    expect(await songRows(app)).toEqual([]);
  });
});

describe('GET /api/musicas/:id', () => {
  it('answers active members of the song ministry and 404 to everyone else', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const member = await activeMember(app, owner, ministry, 'member');
    const other = await ownerWithMinistry(app, 'other');
    const song = await createSong(app, owner, ministry.id);

    expect((await getSong(app, member, song.id)).json()).toEqual(song);
    const foreign = await getSong(app, other.owner, song.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado.' });
    const missing = await getSong(app, owner, 999_999, en);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Resource not found.' });
    expect((await getSong(app, undefined, song.id)).statusCode).toBe(401);
  });
});

describe('PUT /api/musicas/:id', () => {
  it('changes key, BPM, categories and links, and keeps what was not sent', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, {
      nome: 'Ressuscita-me',
      artista: 'Aline Barros',
      album: 'Extraordinário Amor de Deus',
      duracao: 300,
      tom: 'C',
      bpm: 70,
      classificacoes: 'louvor',
      links: { letra: 'https://www.letras.mus.br/aline-barros/ressuscita-me/' },
    });
    const response = await putSong(app, owner, song.id, {
      tom: 'G#m',
      bpm: '128',
      classificacoes_lista: ['vitoria', 'celebracao'],
      link_cifra: 'http://m.cifraclub.com.br/aline-barros/ressuscita-me/',
      link_video: 'https://www.youtube.com/watch?v=1',
      link_audio: 'https://open.spotify.com/track/1',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<Song>();
    expect(updated).toEqual({
      ...song,
      tom: 'G#m',
      bpm: 128,
      classificacoes: 'vitoria,celebracao',
      classificacoes_lista: ['vitoria', 'celebracao'],
      links: {
        cifra: 'https://www.cifraclub.com.br/aline-barros/ressuscita-me/',
        letra: 'https://www.letras.mus.br/aline-barros/ressuscita-me/',
        audio: 'https://open.spotify.com/track/1',
        video: 'https://www.youtube.com/watch?v=1',
      },
      link_cifra: 'https://www.cifraclub.com.br/aline-barros/ressuscita-me/',
      link_audio: 'https://open.spotify.com/track/1',
      link_video: 'https://www.youtube.com/watch?v=1',
      data_atualizacao: expect.any(String),
      versao: song.versao + 1,
    });
    expect((await getSong(app, owner, song.id)).json()).toEqual(updated);
  });

  it('changes one field alone (a key change does not touch the name)', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Águas', tom: 'E', bpm: 90 });
    const response = await putSong(app, owner, song.id, { tom: 'F' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Song>()).toMatchObject({ nome: 'Águas', tom: 'F', bpm: 90 });
    // The name still sorts and searches as before.
    const found = await songPage(app, owner, '/api/musicas/busca?termo=aguas');
    expect(names(found)).toEqual(['Águas']);
  });

  it('accepts the categories as a comma string too, and clears fields sent empty', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, {
      tom: 'A',
      bpm: 100,
      classificacoes: 'natal',
      links: { cifra: 'https://www.cifraclub.com.br/a/b/', video: 'https://youtu.be/x' },
    });
    const response = await putSong(app, owner, song.id, {
      tom: '',
      bpm: null,
      classificacoes_lista: 'pascoa, missoes',
      link_cifra: '',
      link_video: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Song>()).toMatchObject({
      tom: null,
      bpm: null,
      classificacoes: 'pascoa,missoes',
      classificacoes_lista: ['pascoa', 'missoes'],
      links: { cifra: null, video: null },
    });
    const cleared = await putSong(app, owner, song.id, { classificacoes_lista: [] });
    expect(cleared.json<Song>()).toMatchObject({ classificacoes: '', classificacoes_lista: [] });
  });

  it("edits a manual song's name, artist, album, duration and cover", async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Rascunho', artista: 'Eu' });
    const response = await putSong(app, owner, song.id, {
      nome: 'Grande é o Senhor',
      artista: 'Adhemar de Campos',
      album: 'Ao Vivo',
      duracao: 241,
      capa_url: 'https://images.example.com/capa.jpg',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Song>()).toMatchObject({
      nome: 'Grande é o Senhor',
      artista: 'Adhemar de Campos',
      album: 'Ao Vivo',
      duracao: 241,
      capa_url: 'https://images.example.com/capa.jpg',
    });
    // Search and order follow the new name, not the old one.
    expect(names(await songPage(app, owner, '/api/musicas/busca?termo=grande'))).toEqual([
      'Grande é o Senhor',
    ]);
    expect((await songPage(app, owner, '/api/musicas/busca?termo=rascunho')).total).toBe(0);
    expect(names(await songPage(app, owner, '/api/musicas/busca?termo=adhemar'))).toEqual([
      'Grande é o Senhor',
    ]);
  });

  it("fixes an imported song's name, artist, album and duration; its cover stays the catalogue's", async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, {
      nome: 'Oceans (Where Feet May Fail) - Live',
      artista: 'Hillsong United',
      album: 'Zion',
      duracao: 535,
      capa_url: 'https://images.example.com/zion.jpg',
      id_externo: '65724647',
      origem_externa: 'deezer',
    });
    for (const fields of [
      { capa_url: 'https://images.example.com/x.jpg' },
      { capa_url: '' },
      { tom: 'D', nome: 'Oceanos', capa_url: 'https://images.example.com/x.jpg' },
    ]) {
      const response = await putSong(app, owner, song.id, fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json()).toEqual({
        error: 'imported_song_cover',
        message: 'A capa de uma música importada vem do catálogo e não pode ser alterada.',
      });
    }
    const english = await putSong(
      app,
      owner,
      song.id,
      { capa_url: 'https://images.example.com/x.jpg' },
      en,
    );
    expect(english.json()).toEqual({
      error: 'imported_song_cover',
      message: "An imported song's cover comes from the catalogue and cannot be changed.",
    });
    expect((await getSong(app, owner, song.id)).json()).toEqual(song);

    const renamed = await putSong(app, owner, song.id, {
      nome: 'Oceanos',
      artista: 'Hillsong United & Taya',
      album: '',
      duracao: 480,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Song>()).toMatchObject({
      nome: 'Oceanos',
      artista: 'Hillsong United & Taya',
      album: null,
      duracao: 480,
      capa_url: 'https://images.example.com/zion.jpg',
      id_externo: '65724647',
      origem_externa: 'deezer',
    });
    expect(names(await songPage(app, owner, '/api/musicas/busca?termo=oceanos'))).toEqual([
      'Oceanos',
    ]);

    // The team's own notes on it can change.
    const notes = await putSong(app, owner, song.id, {
      tom: 'B',
      bpm: 64,
      classificacoes_lista: ['adoracao'],
      link_cifra: 'https://cifraclub.com.br/hillsong-united/oceans/',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json<Song>()).toMatchObject({
      nome: 'Oceanos',
      tom: 'B',
      bpm: 64,
      classificacoes: 'adoracao',
      link_cifra: 'https://www.cifraclub.com.br/hillsong-united/oceans/',
      id_externo: '65724647',
      origem_externa: 'deezer',
    });
  });

  it.each([
    ['bpm', { bpm: 301 }],
    ['tom', { tom: 'Dx' }],
    ['classificacoes_lista.1', { classificacoes_lista: ['louvor', 'pop'] }],
    ['link_letra', { link_letra: 'letras.mus.br/x' }],
    ['duracao', { duracao: -5 }],
    ['nome', { nome: '  ' }],
  ])('refuses an invalid %s and changes nothing', async (field, payload) => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { tom: 'C', bpm: 80 });
    const before = await songRows(app);
    const response = await putSong(app, owner, song.id, { tom: 'D', ...payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    expect(await songRows(app)).toEqual(before);
  });

  it('lets only the owner and admins of the song ministry edit it', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const member = await activeMember(app, owner, ministry, 'member');
    const other = await ownerWithMinistry(app, 'other');
    const song = await createSong(app, owner, ministry.id, { tom: 'C' });
    const before = await songRows(app);
    expect((await putSong(app, member, song.id, { tom: 'D' })).statusCode).toBe(403);
    expect((await putSong(app, other.owner, song.id, { tom: 'D' })).statusCode).toBe(404);
    expect((await putSong(app, owner, 999_999, { tom: 'D' })).statusCode).toBe(404);
    expect(await songRows(app)).toEqual(before);
  });
});

describe('DELETE /api/musicas/:id', () => {
  it('hides the song from list, search and detail, but keeps its row', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const kept = await createSong(app, owner, ministry.id, { nome: 'Bondade de Deus' });
    const gone = await createSong(app, owner, ministry.id, { nome: 'Bom Pastor' });

    const response = await deleteSong(app, owner, gone.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Música excluída com sucesso!' });

    expect((await getSong(app, owner, gone.id)).statusCode).toBe(404);
    const list = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(list).toMatchObject({ total: 1, musicas: [{ id: kept.id }] });
    const found = await songPage(app, owner, '/api/musicas/busca?termo=bo');
    expect(found).toMatchObject({ total: 1, musicas: [{ id: kept.id }] });

    const rows = await songRows(app);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === gone.id)).toMatchObject({
      nome: 'Bom Pastor',
      deleted_at: expect.any(String),
    });
    expect(rows.find((row) => row.id === kept.id)!.deleted_at).toBeNull();

    // Gone means gone for every song call.
    expect((await deleteSong(app, owner, gone.id)).statusCode).toBe(404);
    expect((await putSong(app, owner, gone.id, { tom: 'C' })).statusCode).toBe(404);
  });

  it('answers in English when asked', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id);
    const response = await deleteSong(app, owner, song.id, en);
    expect(response.json()).toEqual({ message: 'Song deleted!' });
  });

  it('lets only the owner and admins delete, and a refusal deletes nothing', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const member = await activeMember(app, owner, ministry, 'member');
    const other = await ownerWithMinistry(app, 'other');
    const song = await createSong(app, owner, ministry.id);
    const byMember = await deleteSong(app, member, song.id);
    expect(byMember.statusCode).toBe(403);
    expect((await deleteSong(app, other.owner, song.id)).statusCode).toBe(404);
    expect((await deleteSong(app, undefined, song.id)).statusCode).toBe(401);
    expect((await songRows(app))[0]!.deleted_at).toBeNull();
  });
});

describe('GET /api/musicas', () => {
  /** `count` songs named "Música 01".."Música NN", created in a shuffled order. */
  async function numberedSongs(
    app: FastifyInstance,
    owner: SignedIn,
    ministryId: number,
    count: number,
  ) {
    const numbers = Array.from({ length: count }, (_, i) => i + 1);
    const shuffled = numbers.map((n, i) => numbers[(i * 7) % count]!);
    expect(new Set(shuffled).size).toBe(count);
    for (const n of shuffled)
      await createSong(app, owner, ministryId, { nome: `Música ${String(n).padStart(2, '0')}` });
    return numbers.map((n) => `Música ${String(n).padStart(2, '0')}`);
  }

  it('pages in name order: full pages, the last page, and beyond it', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const all = await numberedSongs(app, owner, ministry.id, 25);
    const url = (query: string) => `/api/musicas?ministerio_id=${ministry.id}&${query}`;

    const first = await songPage(app, owner, url('pagina=1&por_pagina=10'));
    expect(first).toMatchObject({ total: 25, pagina: 1, por_pagina: 10 });
    expect(names(first)).toEqual(all.slice(0, 10));
    const last = await songPage(app, owner, url('pagina=3&por_pagina=10'));
    expect(last).toMatchObject({ total: 25, pagina: 3, por_pagina: 10 });
    expect(names(last)).toEqual(all.slice(20));
    const beyond = await songPage(app, owner, url('pagina=4&por_pagina=10'));
    expect(beyond).toEqual({ musicas: [], total: 25, pagina: 4, por_pagina: 10 });
    const far = await songPage(app, owner, url('pagina=1000&por_pagina=10'));
    expect(far).toEqual({ musicas: [], total: 25, pagina: 1000, por_pagina: 10 });

    // Defaults: the first page of 10.
    const defaults = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(defaults).toMatchObject({ total: 25, pagina: 1, por_pagina: 10 });
    expect(names(defaults)).toEqual(all.slice(0, 10));

    // 100 is the largest page.
    const big = await songPage(app, owner, url('por_pagina=100'));
    expect(names(big)).toEqual(all);
  });

  it('walks every page without repeating or skipping a song', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await numberedSongs(app, owner, ministry.id, 25);
    // Five pairs of equal names too, so the order must fall back on the id.
    for (const nome of ['Aleluia', 'aleluia', 'Aleluia', 'ALELUIA', 'Aleluiá'])
      await createSong(app, owner, ministry.id, { nome });
    const ids = (await songRows(app)).map((row) => row.id);

    const seen: number[] = [];
    for (let pagina = 1; pagina <= 4; pagina++) {
      const page = await songPage(
        app,
        owner,
        `/api/musicas?ministerio_id=${ministry.id}&pagina=${pagina}&por_pagina=10`,
      );
      expect(page.total).toBe(30);
      seen.push(...page.musicas.map((song) => song.id));
    }
    expect(seen).toHaveLength(30);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);
    // The five "Aleluia" come first, in the order they were created.
    expect(seen.slice(0, 5)).toEqual(ids.slice(25));
  });

  it('orders equal names by id, and ignores case and accents in the order', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const created: Song[] = [];
    for (const nome of ['Zelo', 'Santo', 'Ágape', 'bondade', 'Santo', 'Canção', 'Santo'])
      created.push(await createSong(app, owner, ministry.id, { nome }));
    const page = await songPage(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(names(page)).toEqual(['Ágape', 'bondade', 'Canção', 'Santo', 'Santo', 'Santo', 'Zelo']);
    const santos = page.musicas.filter((song) => song.nome === 'Santo').map((song) => song.id);
    expect(santos).toEqual([created[1]!.id, created[4]!.id, created[6]!.id]);
    // The same order one song per page.
    const one: number[] = [];
    for (let pagina = 1; pagina <= 7; pagina++) {
      const single = await songPage(
        app,
        owner,
        `/api/musicas?ministerio_id=${ministry.id}&pagina=${pagina}&por_pagina=1`,
      );
      one.push(single.musicas[0]!.id);
    }
    expect(one).toEqual(page.musicas.map((song) => song.id));
  });

  it.each([
    ['pagina=0', 'pagina'],
    ['pagina=-1', 'pagina'],
    ['pagina=abc', 'pagina'],
    ['por_pagina=0', 'por_pagina'],
    ['por_pagina=101', 'por_pagina'],
    ['por_pagina=1.5', 'por_pagina'],
    ['ministerio_id=abc', 'ministerio_id'],
  ])('refuses %s with 400', async (query, field) => {
    const app = await buildTestApp();
    const { owner } = await ownerWithMinistry(app);
    const response = await call(app, owner, { method: 'GET', url: `/api/musicas?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
  });

  it('says how large a page may be, in pt-BR and en-US', async () => {
    const app = await buildTestApp();
    const { owner } = await ownerWithMinistry(app);
    const url = '/api/musicas?por_pagina=101';
    const pt = await call(app, owner, { method: 'GET', url });
    expect(pt.json()).toEqual({
      error: 'validation_error',
      message: 'Erro de validação.',
      errors: { por_pagina: ['Peça no máximo 100 itens por página.'] },
    });
    const english = await call(app, owner, { method: 'GET', url, headers: en });
    expect(english.json().errors).toEqual({ por_pagina: ['Ask for at most 100 items per page.'] });
  });

  it('without ministerio_id covers every ministry the caller is active in, and no other', async () => {
    const app = await buildTestApp();
    const me = await person(app, 'me');
    const mine = await ownerWithMinistry(app, 'mine-owner');
    const joined = await ownerWithMinistry(app, 'joined-owner');
    const asked = await ownerWithMinistry(app, 'asked-owner');
    const left = await ownerWithMinistry(app, 'left-owner');
    const foreign = await ownerWithMinistry(app, 'foreign-owner');

    // `me` owns a ministry, is active in one, pending in one, deactivated in one, and
    // outside the last.
    const own = await createMinistry(app, me, { nome: 'Meu Ministério' });
    await approve(app, joined.owner, await requestAccess(app, me, joined.ministry));
    await requestAccess(app, me, asked.ministry);
    const leftId = await requestAccess(app, me, left.ministry);
    await approve(app, left.owner, leftId);
    await deactivate(app, left.owner, leftId);

    await createSong(app, me, own.id, { nome: 'Do meu' });
    await createSong(app, joined.owner, joined.ministry.id, { nome: 'Do que participo' });
    await createSong(app, asked.owner, asked.ministry.id, { nome: 'Do que pedi' });
    await createSong(app, left.owner, left.ministry.id, { nome: 'Do que saí' });
    await createSong(app, foreign.owner, foreign.ministry.id, { nome: 'De fora' });
    await createSong(app, mine.owner, mine.ministry.id, { nome: 'Sem relação' });

    const page = await songPage(app, me, '/api/musicas');
    expect(page.total).toBe(2);
    expect(names(page)).toEqual(['Do meu', 'Do que participo']);
    expect(page.musicas.map((song) => song.ministerio_id)).toEqual([own.id, joined.ministry.id]);

    // Asking for one ministry narrows the list to it.
    const only = await songPage(app, me, `/api/musicas?ministerio_id=${joined.ministry.id}`);
    expect(names(only)).toEqual(['Do que participo']);
    // Pending: 403; deactivated and outside: 404 as if it did not exist.
    const pending = await call(app, me, {
      method: 'GET',
      url: `/api/musicas?ministerio_id=${asked.ministry.id}`,
    });
    expect(pending.statusCode).toBe(403);
    for (const id of [left.ministry.id, foreign.ministry.id, 999_999]) {
      const response = await call(app, me, {
        method: 'GET',
        url: `/api/musicas?ministerio_id=${id}`,
      });
      expect(response.statusCode, String(id)).toBe(404);
    }
  });

  it('answers an empty page to a user in no ministry, and 401 without a token', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id);
    const loner = await person(app, 'loner');
    expect(await songPage(app, loner, '/api/musicas')).toEqual({
      musicas: [],
      total: 0,
      pagina: 1,
      por_pagina: 10,
    });
    expect((await call(app, undefined, { method: 'GET', url: '/api/musicas' })).statusCode).toBe(
      401,
    );
  });
});

describe('statistics: total_musicas', () => {
  it("counts the ministry's live songs only", async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const other = await ownerWithMinistry(app, 'other');
    const total = async () => {
      const response = await call(app, owner, {
        method: 'GET',
        url: `/api/ministerios/${ministry.id}/estatisticas`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MinistryStatistics>().estatisticas.total_musicas;
    };
    expect(await total()).toBe(0);
    const songs = [
      await createSong(app, owner, ministry.id, { nome: 'Um' }),
      await createSong(app, owner, ministry.id, { nome: 'Dois' }),
      await createSong(app, owner, ministry.id, { nome: 'Três' }),
    ];
    await createSong(app, other.owner, other.ministry.id, { nome: 'De outro' });
    expect(await total()).toBe(3);
    expect((await deleteSong(app, owner, songs[1]!.id)).statusCode).toBe(200);
    expect(await total()).toBe(2);
  });
});
