import {
  ACTIVE_MEMBERS,
  MANAGERS,
  apiPaths,
  compareSongOrder,
  createSongRequestSchema,
  mayOpen,
  messageResponseSchema,
  musicSearchQuerySchema,
  musicSearchResponseSchema,
  newSongValues,
  presentSong,
  searchText,
  songChanges,
  songListQuerySchema,
  songPageSchema,
  songSchema,
  songSearchColumns,
  songSearchQuerySchema,
  songSearchRank,
  updateSongRequestSchema,
  type MusicSearchResult,
  type SongRecord,
} from '@levita/contracts';
import { MockHttpError, conflict, reply, type RouteContext, type Router } from '../http';
import { liveSongById, ministryIdOf } from '../lookups';
import { FIRST_VERSION, raiseVersion, requireVersion } from '../versions';

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

/** The songs a list covers: the ministry asked for (if readable), else all the caller's. */
function listedSongs({ store, user, requireStanding }: RouteContext, ministryId?: number) {
  const ministries =
    ministryId !== undefined
      ? [requireStanding(ministryId, ACTIVE_MEMBERS).ministry.id]
      : store.tables.ministries
          .filter((ministry) => mayOpen(store.standingIn(ministry, user().id)))
          .map((ministry) => ministry.id);
  return store.tables.songs.filter(
    (song) => ministries.includes(song.ministry_id) && song.deleted_at === null,
  );
}

/**
 * The API's order and filter (contracts' song search): best tier first, then the
 * repertoire's order; an empty term lists everything in that order.
 */
function searchSongs(songs: readonly SongRecord[], term: string): SongRecord[] {
  const needle = searchText(term);
  return songs
    .map((song) => {
      const columns = { ...songSearchColumns(song), id: song.id };
      return { song, columns, rank: needle ? songSearchRank(columns, needle) : 0 };
    })
    .filter((entry) => entry.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || compareSongOrder(a.columns, b.columns))
    .map((entry) => entry.song);
}

const page = (rows: SongRecord[], pagina: number, por_pagina: number) => ({
  musicas: rows.slice((pagina - 1) * por_pagina, pagina * por_pagina).map(presentSong),
  total: rows.length,
  pagina,
  por_pagina,
});

/** The repertoire and the music-service search (part 2 §7 Songs). */
export function songHandlers({ route }: Router) {
  return [
    route('get', apiPaths.catalogueSearch, (context) => {
      const { q, limite, ministerio_id } = context.parseQuery(musicSearchQuerySchema);
      if (ministerio_id !== undefined) context.requireStanding(ministerio_id, MANAGERS);
      const imported = new Set(
        context.store.tables.songs
          .filter((song) => song.ministry_id === ministerio_id && song.deleted_at === null)
          .map((song) => song.id_externo),
      );
      const term = searchText(q);
      const found = catalogue
        .filter((song) => songSearchColumns(song).busca.includes(term))
        .slice(0, limite);
      return reply(musicSearchResponseSchema, {
        resultados: found.map((song) => ({ ...song, importada: imported.has(song.id_externo) })),
      });
    }),

    route('get', apiPaths.songSearch, (context) => {
      const { pagina, por_pagina, ministerio_id, termo } =
        context.parseQuery(songSearchQuerySchema);
      const rows = searchSongs(listedSongs(context, ministerio_id), termo);
      return reply(songPageSchema, page(rows, pagina, por_pagina));
    }),

    route('get', apiPaths.songs, (context) => {
      const { pagina, por_pagina, ministerio_id } = context.parseQuery(songListQuerySchema);
      const rows = searchSongs(listedSongs(context, ministerio_id), '');
      return reply(songPageSchema, page(rows, pagina, por_pagina));
    }),

    route('post', apiPaths.songs, async (context) => {
      const { store } = context;
      const body = await context.parseBody(createSongRequestSchema);
      const { ministry } = context.requireStanding(body.ministerio_id, MANAGERS);
      const values = newSongValues(body);
      const taken = store.tables.songs.some(
        (song) =>
          song.ministry_id === ministry.id &&
          song.deleted_at === null &&
          values.id_externo !== null &&
          song.id_externo === values.id_externo,
      );
      if (taken) throw conflict('song_exists');
      const now = store.now();
      const song: SongRecord = {
        ...values,
        id: store.nextId('songs'),
        ministry_id: ministry.id,
        deleted_at: null,
        versao: FIRST_VERSION,
        created_at: now,
        updated_at: now,
      };
      store.tables.songs.push(song);
      return reply(songSchema, presentSong(song), 201);
    }),

    route('get', apiPaths.song, (context) =>
      reply(songSchema, presentSong(context.load(liveSongById, ministryIdOf, ACTIVE_MEMBERS).row)),
    ),

    route('put', apiPaths.song, async (context) => {
      const { row: song } = context.load(liveSongById, ministryIdOf, MANAGERS);
      const body = await context.parseBody(updateSongRequestSchema);
      requireVersion(song, body.versao);
      const result = songChanges(song, body);
      if (!result.ok) throw new MockHttpError(400, result.error, result.error);
      Object.assign(song, result.changes, { updated_at: context.store.now() });
      raiseVersion(song);
      return reply(songSchema, presentSong(song));
    }),

    route('delete', apiPaths.song, (context) => {
      const { row: song } = context.load(liveSongById, ministryIdOf, MANAGERS);
      // Removed from the repertoire; schedules and reports keep showing it.
      song.deleted_at = context.store.now();
      return reply(messageResponseSchema, { message: context.message('song_deleted') });
    }),
  ];
}
