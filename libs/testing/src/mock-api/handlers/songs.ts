import {
  createSongRequestSchema,
  messageResponseSchema,
  musicSearchQuerySchema,
  musicSearchResponseSchema,
  songListQuerySchema,
  songPageSchema,
  songSchema,
  songSearchQuerySchema,
  updateSongRequestSchema,
  type MusicSearchResult,
  type MinistryStanding,
} from '@levita/contracts';
import type { SongRow } from '../demo-store';
import {
  ACTIVE_MEMBERS,
  MANAGERS,
  MockHttpError,
  conflict,
  notFound,
  queryOf,
  readBody,
  reply,
  validate,
  type RouteContext,
  type Router,
} from '../http';
import { presentSong } from '../present';

/** Lower case without accents: "Adoração" and "adoracao" match, as the API's search does. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What the music service "finds": a few songs already in the demo repertoire, and new ones. */
const catalogue: Omit<MusicSearchResult, 'importada'>[] = [
  ['660000001', 'Bondade de Deus', 'Isaias Saad', 'Bondade de Deus', 372],
  ['660000003', 'Ousado Amor', 'Isaias Saad', 'Ousado Amor', 398],
  ['660000101', 'Me Atraiu', 'Gabriela Rocha', 'Me Atraiu', 341],
  ['660000102', 'Eu Navegarei', 'Gabriela Rocha', 'Jesus', 298],
  ['660000103', 'Ninguém Explica Deus', 'Preto no Branco', 'Preto no Branco 2', 317],
  ['660000104', 'Tua Graça Me Basta', 'Toque no Altar', 'Deus de Promessas', 286],
  ['660000105', 'Deus de Promessas', 'Toque no Altar', 'Deus de Promessas', 305],
  ['660000106', 'Sonda-me', 'Aline Barros', 'Som de Adoradores', 332],
  ['660000107', 'A Ele a Glória', 'Diante do Trono', 'Quero Me Apaixonar', 276],
  ['660000108', 'Isaías 9', 'Fernandinho', 'Uma Nova História', 355],
  ['660000109', 'Aos Pés da Cruz', 'Kleber Lucas', 'Aos Pés da Cruz', 312],
  ['660000110', 'Hosana', 'Hillsong em Português', 'Hosana', 389],
].map(([id_externo, nome, artista, album, duracao]) => ({
  id_externo: String(id_externo),
  nome: String(nome),
  artista: String(artista),
  album: String(album),
  capa_url: null,
  duracao: Number(duracao),
  link_audio: null,
}));

/** The repertoire and the music-service search (part 2 §7 Songs). */
export function songHandlers({ route }: Router) {
  /** The ministries a list covers: the one asked for (if readable), else all the caller's. */
  const readableMinistries = ({ store, user, requireStanding }: RouteContext, id?: number) => {
    if (id !== undefined) return [requireStanding(id, ACTIVE_MEMBERS).ministry.id];
    const caller = user();
    return store.tables.ministries
      .filter((ministry) => {
        const standing = store.standingOf(ministry, caller.id);
        return standing !== null && standing !== 'PENDENTE';
      })
      .map((ministry) => ministry.id);
  };

  const songFor = (context: RouteContext, allowed: readonly MinistryStanding[]) => {
    const song = context.store.song(context.id());
    if (!song || song.excluida) throw notFound();
    context.requireStanding(song.ministerio_id, allowed);
    return song;
  };

  const page = (rows: SongRow[], pagina: number, por_pagina: number) => ({
    musicas: rows.slice((pagina - 1) * por_pagina, pagina * por_pagina).map(presentSong),
    total: rows.length,
    pagina,
    por_pagina,
  });

  const byName = (a: SongRow, b: SongRow) => a.nome.localeCompare(b.nome, 'pt-BR');

  return [
    route('get', '/musicas/busca-deezer', (context) => {
      const { q, limite, ministerio_id } = validate(
        musicSearchQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      if (ministerio_id !== undefined) context.requireStanding(ministerio_id, MANAGERS);
      const imported = new Set(
        context.store.tables.songs
          .filter((song) => song.ministerio_id === ministerio_id && !song.excluida)
          .map((song) => song.id_externo),
      );
      const term = fold(q);
      const found = catalogue
        .filter((song) => fold(`${song.nome} ${song.artista} ${song.album}`).includes(term))
        .slice(0, limite);
      return reply(musicSearchResponseSchema, {
        resultados: found.map((song) => ({ ...song, importada: imported.has(song.id_externo) })),
      });
    }),

    route('get', '/musicas/busca', (context) => {
      const { pagina, por_pagina, ministerio_id, termo } = validate(
        songSearchQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      const ministries = readableMinistries(context, ministerio_id);
      const term = fold(termo);
      const rows = context.store.tables.songs
        .filter(
          (song) =>
            ministries.includes(song.ministerio_id) &&
            !song.excluida &&
            fold(`${song.nome} ${song.artista} ${song.album ?? ''}`).includes(term),
        )
        // Best matches first: names that start with the term, then the rest, by name.
        .sort(
          (a, b) =>
            Number(fold(b.nome).startsWith(term)) - Number(fold(a.nome).startsWith(term)) ||
            byName(a, b),
        );
      return reply(songPageSchema, page(rows, pagina, por_pagina));
    }),

    route('get', '/musicas', (context) => {
      const { pagina, por_pagina, ministerio_id } = validate(
        songListQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      const ministries = readableMinistries(context, ministerio_id);
      const rows = context.store.tables.songs
        .filter((song) => ministries.includes(song.ministerio_id) && !song.excluida)
        .sort(byName);
      return reply(songPageSchema, page(rows, pagina, por_pagina));
    }),

    route('post', '/musicas', async (context) => {
      const { store } = context;
      const body = validate(
        createSongRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      const { ministry } = context.requireStanding(body.ministerio_id, MANAGERS);
      const idExterno = body.id_externo ?? null;
      if (
        idExterno &&
        store.tables.songs.some(
          (song) =>
            song.ministerio_id === ministry.id && song.id_externo === idExterno && !song.excluida,
        )
      )
        throw conflict('song_exists');
      const now = new Date().toISOString();
      const song: SongRow = {
        id: store.nextId('songs'),
        ministerio_id: ministry.id,
        nome: body.nome,
        artista: body.artista,
        album: body.album || null,
        tom: body.tom ?? null,
        bpm: body.bpm ?? null,
        duracao: body.duracao ?? null,
        capa_url: body.capa_url ?? null,
        classificacoes: body.classificacoes ?? '',
        link_cifra: body.links?.cifra ?? null,
        link_letra: body.links?.letra ?? null,
        link_audio: body.links?.audio ?? null,
        link_video: body.links?.video ?? null,
        origem_externa: idExterno ? (body.origem_externa ?? 'deezer') : null,
        id_externo: idExterno,
        excluida: false,
        data_criacao: now,
        data_atualizacao: now,
      };
      store.tables.songs.push(song);
      return reply(songSchema, presentSong(song), 201);
    }),

    route('get', '/musicas/:id', (context) =>
      reply(songSchema, presentSong(songFor(context, ACTIVE_MEMBERS))),
    ),

    route('put', '/musicas/:id', async (context) => {
      const song = songFor(context, MANAGERS);
      const body = validate(
        updateSongRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      const { classificacoes_lista, nome, artista, album, duracao, capa_url, ...rest } = body;
      const catalogueFields = { nome, artista, album, duracao, capa_url };
      // An imported song's identity is the catalogue's; only the team's own notes change.
      if (song.id_externo && Object.values(catalogueFields).some((value) => value !== undefined))
        throw new MockHttpError(400, 'imported_song_fields', 'imported_song_fields');
      const changes = {
        ...rest,
        ...catalogueFields,
        album: album === undefined ? undefined : album || null,
        classificacoes: classificacoes_lista,
      };
      for (const [key, value] of Object.entries(changes))
        if (value !== undefined) Object.assign(song, { [key]: value });
      song.data_atualizacao = new Date().toISOString();
      return reply(songSchema, presentSong(song));
    }),

    route('delete', '/musicas/:id', (context) => {
      // Removed from the repertoire; schedules and reports keep showing it.
      songFor(context, MANAGERS).excluida = true;
      return reply(messageResponseSchema, { message: context.message('song_deleted') });
    }),
  ];
}
