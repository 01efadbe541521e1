import { lyricsOf } from '@levita/charts';
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
  songSearchColumns,
  songSearchQuerySchema,
  songSearchRank,
  updateSongRequestSchema,
  memberSongKeysQuerySchema,
  memberSongKeysSchema,
  mySongKeySchema,
  presentMemberSongKeys,
  presentMySongKey,
  noSavedKeys,
  presentSongDetail,
  songDetailSchema,
  updateMySongKeyRequestSchema,
  type MusicSearchResult,
  type SongRecord,
} from '@levita/contracts';
import { MockHttpError, conflict, notFound, reply, type RouteContext, type Router } from '../http';
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
 * The API's order and filter (contracts' song search, a chart's words read by the same
 * lyricsOf): best tier first, then the repertoire's order; an empty term lists everything in
 * that order.
 */
function searchSongs(songs: readonly SongRecord[], term: string): SongRecord[] {
  const needle = searchText(term);
  return songs
    .map((song) => {
      const columns = { ...songSearchColumns(song, lyricsOf), id: song.id };
      return { song, columns, rank: needle ? songSearchRank(columns, needle) : 0 };
    })
    .filter((entry) => entry.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || compareSongOrder(a.columns, b.columns))
    .map((entry) => entry.song);
}

/** The ids a meu-tom path names, read before its body as the API reads them. */
const pathIds = (context: RouteContext) => ({
  ministryId: context.id('ministryId'),
  songId: context.id('songId'),
});

/**
 * The live song the path names and the caller's membership, for an active member of its
 * ministry; a song of another ministry is not found under this one.
 */
function mySong(context: RouteContext, { ministryId, songId }: ReturnType<typeof pathIds>) {
  const {
    row: song,
    ministry,
    membership,
  } = context.load(liveSongById, ministryIdOf, ACTIVE_MEMBERS, songId);
  if (ministry.id !== ministryId || !membership) throw notFound();
  return { song, memberId: membership.id };
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
        .filter((song) =>
          songSearchColumns({ ...song, cifra: null }, lyricsOf).busca.includes(term),
        )
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
      return reply(songDetailSchema, presentSongDetail(song, noSavedKeys), 201);
    }),

    route('get', apiPaths.song, (context) => {
      const { row: song, membership } = context.load(liveSongById, ministryIdOf, ACTIVE_MEMBERS);
      const saved = context.store.savedSongKeys([song.id]);
      return reply(songDetailSchema, presentSongDetail(song, { saved, memberId: membership?.id }));
    }),

    route('put', apiPaths.song, async (context) => {
      const { row: song, membership } = context.load(liveSongById, ministryIdOf, MANAGERS);
      const body = await context.parseBody(updateSongRequestSchema);
      requireVersion(song, body.versao);
      const result = songChanges(song, body);
      if (!result.ok) throw new MockHttpError(400, result.error, result.error);
      Object.assign(song, result.changes, { updated_at: context.store.now() });
      raiseVersion(song);
      const saved = context.store.savedSongKeys([song.id]);
      return reply(songDetailSchema, presentSongDetail(song, { saved, memberId: membership?.id }));
    }),

    route('delete', apiPaths.song, (context) => {
      const { row: song } = context.load(liveSongById, ministryIdOf, MANAGERS);
      // Removed from the repertoire; schedules and reports keep showing it. The members'
      // saved keys of it go, as the API deletes them with it.
      song.deleted_at = context.store.now();
      const t = context.store.tables;
      t.memberSongKeys = t.memberSongKeys.filter((row) => row.song_id !== song.id);
      return reply(messageResponseSchema, { message: context.message('song_deleted') });
    }),

    route('get', apiPaths.memberSongKeys, (context) => {
      // The API reads the path, then the query, then checks access: the same refusal first.
      const ministryId = context.id('ministryId');
      const { musicas } = context.parseQuery(memberSongKeysQuerySchema);
      const { ministry } = context.requireStanding(ministryId, ACTIVE_MEMBERS);
      const live = musicas.filter(
        (id) => liveSongById(context.store, id)?.ministry_id === ministry.id,
      );
      return reply(
        memberSongKeysSchema,
        presentMemberSongKeys(musicas, context.store.savedSongKeys(live)),
      );
    }),

    route('put', apiPaths.mySongKey, async (context) => {
      const ids = pathIds(context);
      const { tom } = await context.parseBody(updateMySongKeyRequestSchema);
      const { song, memberId } = mySong(context, ids);
      const t = context.store.tables;
      const now = context.store.now();
      const saved = t.memberSongKeys.find(
        (row) => row.member_id === memberId && row.song_id === song.id,
      );
      if (saved) Object.assign(saved, { tom, updated_at: now });
      else
        t.memberSongKeys.push({
          id: context.store.nextId('memberSongKeys'),
          member_id: memberId,
          song_id: song.id,
          tom,
          created_at: now,
          updated_at: now,
        });
      return reply(mySongKeySchema, presentMySongKey(song.id, tom));
    }),

    route('delete', apiPaths.mySongKey, (context) => {
      const { song, memberId } = mySong(context, pathIds(context));
      const t = context.store.tables;
      t.memberSongKeys = t.memberSongKeys.filter(
        (row) => !(row.member_id === memberId && row.song_id === song.id),
      );
      return reply(mySongKeySchema, presentMySongKey(song.id, null));
    }),
  ];
}
