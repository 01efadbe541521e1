import { lyricsOf } from '@levita/charts';
import {
  emptySongValues,
  searchText,
  songSearchColumns,
  songSearchTiers,
  type SearchMatch,
  type ListedSongRow,
  type SongSearchColumns,
  type SongValues,
} from '@levita/contracts';
import { type Kysely, type RawBuilder, type Selectable, sql, type SqlBool } from 'kysely';
import { isoNow } from '../db/clock';
import { escapeLike } from '../db/escape-like';
import type { DatabaseKind } from '../db/database';
import type { Database, SongsTable } from '../db/schema';
import { preparedQuery } from '../db/prepared-query';
import { createVersionedCache, songsStamp, type VersionedCache } from '../db/versioned-cache';
import { createWrite, type Guard, requireVersion } from '../db/write-transaction';
import { notFound } from '../errors/http-error';

export type SongRow = Selectable<SongsTable>;

/**
 * What a list reads of a song: every column the answer shows, not the chart (up to 64 KiB a
 * song) nor the search columns, and whether there is a chart. A column the answer gains must
 * be added here: presentSong's parameter says which.
 */
const listedColumns = [
  'songs.id',
  'songs.ministry_id',
  'songs.nome',
  'songs.artista',
  'songs.album',
  'songs.tom',
  'songs.bpm',
  'songs.duracao',
  'songs.capa_url',
  'songs.classificacoes',
  'songs.link_cifra',
  'songs.link_letra',
  'songs.link_audio',
  'songs.link_video',
  'songs.origem_externa',
  'songs.id_externo',
  'songs.versao',
  'songs.created_at',
  'songs.updated_at',
] as const;

/** 1 or 0 on both databases (flags are integers here), a boolean once read (listed). */
const hasChart = sql<number>`case when songs.cifra is null then 0 else 1 end`.as('tem_cifra');

type ListedQueryRow = Omit<ListedSongRow, 'tem_cifra'> & { tem_cifra: number };
const listed = (rows: readonly ListedQueryRow[]): ListedSongRow[] =>
  rows.map((row) => ({ ...row, tem_cifra: row.tem_cifra === 1 }));

/** A new song needs a name and an artist; everything else starts empty. */
export type NewSong = Pick<SongValues, 'nome' | 'artista'> & Partial<SongValues>;

/** The fields actually given: one left out (undefined) keeps its value or its default. */
const given = <T extends object>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** A LIKE on a column, the folded term taken literally inside `pattern`. */
const like = (column: keyof SongSearchColumns, pattern: string) =>
  sql<SqlBool>`${sql.ref(`songs.${column}`)} like ${pattern} escape '\\'`;

/** Each way search compares a column with the folded term, in SQL (the contracts' tiers). */
const matchSql: Record<
  SearchMatch,
  (column: keyof SongSearchColumns, needle: string) => RawBuilder<SqlBool>
> = {
  equals: (column, needle) => sql<SqlBool>`${sql.ref(`songs.${column}`)} = ${needle}`,
  prefix: (column, needle) => like(column, `${escapeLike(needle)}%`),
  wordPrefix: (column, needle) =>
    sql<SqlBool>`(${like(column, `${escapeLike(needle)}%`)} or ${like(column, `% ${escapeLike(needle)}%`)})`,
  contains: (column, needle) => like(column, `%${escapeLike(needle)}%`),
};

/**
 * The contracts' tiers for one folded term, as SQL: a song matching none is not found, and
 * the first one it matches is its rank (songSearchRank, in memory).
 */
function searchSql(needle: string) {
  const tiers = songSearchTiers.map(({ column, match }) => matchSql[match](column, needle));
  return {
    matches: sql<SqlBool>`(${sql.join(tiers, sql` or `)})`,
    rank: sql<number>`case ${sql.join(
      tiers.map((tier, index) => sql`when ${tier} then ${sql.lit(index)}`),
      sql` `,
    )} end`,
  };
}

/** A ministry's song counters, as the caller's access check has just read them. */
export interface SongCounters {
  id: number;
  song_count: number;
  songs_version: number;
}

export interface PageRequest {
  /** The ministries the page covers, read before it (their counters give total and stamp). */
  ministries: readonly SongCounters[];
  offset: number;
  limit: number;
}

/** The shortest term the trigram indexes can answer; shorter ones read the rows. */
const TRIGRAM = 3;

/**
 * An FTS5 phrase of the trigram tokenizer over songs.busca and songs.letra_busca (migrations
 * 0005, 0016): it matches the rows where either contains the folded term. Quotes are doubled
 * inside a phrase.
 */
const trigramPhrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/** Rows per INSERT in createMany: well under both databases' limits on bound parameters. */
const INSERT_BATCH = 500;

/** The row of a new song: defaults for what is left out, and the derived search columns. */
function songRecord(ministryId: number, newSong: NewSong, now: string) {
  const song: SongValues = { ...emptySongValues, ...given(newSong) } as SongValues;
  return {
    ...song,
    ...songSearchColumns(song, lyricsOf),
    ministry_id: ministryId,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Ranked search answers kept in memory per (ministries, folded term), each under the version
 * stamp of the ministries it covers (versioned-cache.ts): every page of a term, and its total,
 * are slices of one ranked list, computed once per version of the ministries' songs.
 */
export const createSearchCache = (): VersionedCache<Int32Array> =>
  createVersionedCache({ maxEntries: 500, maxSize: 1_000_000 }, (ids) => ids.length);

export function createSongsRepository(
  db: Kysely<Database>,
  kind: DatabaseKind,
  searches: VersionedCache<Int32Array> = createSearchCache(),
) {
  /** Songs not deleted. */
  const liveSongs = () => db.selectFrom('songs').where('deleted_at', 'is', null);

  const live = (ministryIds: number[]) =>
    liveSongs().where('ministry_id', 'in', ministryIds.length ? ministryIds : [-1]);

  /** The repertoire's order (compareSongOrder: folded name, then id), as a list reads it. */
  const inListOrder = (query: ReturnType<typeof liveSongs>) =>
    query
      .select([...listedColumns, hasChart])
      .orderBy('nome_chave')
      .orderBy('id');

  // A page of one ministry is what the repertoire asks for every time: built once.
  const pageOfOne = preparedQuery(db, 3, (ministryId: number, limit: number, offset: number) =>
    inListOrder(liveSongs().where('ministry_id', '=', ministryId))
      .limit(limit)
      .offset(offset),
  );

  const write = createWrite(db, kind);

  /**
   * Every song write ends here, in its transaction: the live count follows adds and deletes,
   * and the version moves on, which retires cached search answers on every server.
   */
  const songsWritten = (executor: Kysely<Database>, ministryId: number, countChange: number) =>
    executor
      .updateTable('ministries')
      .set((eb) => ({
        song_count: eb('song_count', '+', countChange),
        songs_version: eb('songs_version', '+', 1),
      }))
      .where('id', '=', ministryId)
      .execute();

  /** Live songs by id, in the order of `ids` (a song deleted since is left out). */
  const inOrder = async (ids: Int32Array) => {
    if (!ids.length) return [];
    const rows = await liveSongs()
      .select([...listedColumns, hasChart])
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(listed(rows).map((row) => [row.id, row]));
    return [...ids].flatMap((id) => byId.get(id) ?? []);
  };

  /**
   * The ids of the songs whose name, artist, album or lyrics contain the folded term, best
   * first (songSearchTiers: the exact name, then names starting with it, then a word starting
   * with it, then anywhere; then the same in the lyrics), ties in the list's order
   * (compareSongOrder).
   */
  async function rankedIds(ministryIds: number[], needle: string) {
    const { matches, rank } = searchSql(needle);
    const indexed = [...needle].length >= TRIGRAM;
    // The index only narrows the rows read; the contracts' tiers still decide what matches.
    // SQLite joins the FTS table, whose phrase matches busca or the lyrics (migration 0016),
    // and its planner reads the term's rows from it first; PostgreSQL's two GIN indexes serve
    // the LIKEs of the two "anywhere" tiers, ORed as a bitmap.
    const rows = await live(ministryIds)
      .$if(indexed && kind === 'sqlite', (query) =>
        query
          .innerJoin(sql<{ rowid: number; songs_fts: string }>`songs_fts`.as('f'), (join) =>
            join.onRef('f.rowid', '=', 'songs.id'),
          )
          .where(sql<SqlBool>`f.songs_fts match ${trigramPhrase(needle)}`),
      )
      .$if(indexed && kind === 'postgres', (query) =>
        query.where(
          sql<SqlBool>`(${matchSql.contains('busca', needle)} or ${matchSql.contains('letra_busca', needle)})`,
        ),
      )
      .where(matches)
      .select('songs.id')
      .orderBy(rank)
      .orderBy('songs.nome_chave')
      .orderBy('songs.id')
      .execute();
    return Int32Array.from(rows, (row) => row.id);
  }

  return {
    /** A page in the repertoire's order (compareSongOrder: folded name, then id). */
    async page({ ministries, offset, limit }: PageRequest) {
      const rows =
        ministries.length === 1
          ? await pageOfOne(ministries[0]!.id, limit, offset)
          : await inListOrder(live(ministries.map((ministry) => ministry.id)))
              .limit(limit)
              .offset(offset)
              .execute();
      const total = ministries.reduce((sum, ministry) => sum + ministry.song_count, 0);
      return { rows: listed(rows), total };
    },

    /** Songs whose name, artist, album or lyrics contain the term, best first (rankedIds). */
    async search({ ministries, offset, limit, term }: PageRequest & { term: string }) {
      const needle = searchText(term);
      if (!needle) return this.page({ ministries, offset, limit });
      if (!ministries.length) return { rows: [], total: 0 };
      const { ids: ministryIds, stamp } = songsStamp(ministries);
      const key = `${ministryIds.join(',')}|${needle}`;
      let ranked = searches.get(key, stamp);
      if (!ranked) {
        ranked = await rankedIds(ministryIds, needle);
        searches.set(key, stamp, ranked);
      }
      return { rows: await inOrder(ranked.subarray(offset, offset + limit)), total: ranked.length };
    },

    findById: (id: number) =>
      db
        .selectFrom('songs')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** The ministry's songs among these ids, deleted ones included (a schedule may keep them). */
    ofMinistry: (ministryId: number, ids: readonly number[], executor: Kysely<Database> = db) =>
      ids.length
        ? executor
            .selectFrom('songs')
            .select(['id', 'tom', 'deleted_at'])
            .where('ministry_id', '=', ministryId)
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),

    /** Throws a unique violation when the catalogue song is already in the ministry. */
    async create(ministryId: number, newSong: NewSong, guard?: Guard): Promise<SongRow> {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard);
        const created = await trx
          .insertInto('songs')
          .values(songRecord(ministryId, newSong, isoNow()))
          .returningAll()
          .executeTakeFirstOrThrow();
        await songsWritten(trx, ministryId, 1);
        return created;
      });
    },

    /**
     * Many songs in one transaction, a few hundred rows per statement (a repertoire brought
     * from elsewhere, the benchmark's 100,000 songs); all or none are written.
     */
    async createMany(ministryId: number, newSongs: readonly NewSong[]): Promise<void> {
      const now = isoNow();
      await write(async (trx, locks) => {
        await locks.ministry(ministryId);
        for (let start = 0; start < newSongs.length; start += INSERT_BATCH)
          await trx
            .insertInto('songs')
            .values(
              newSongs
                .slice(start, start + INSERT_BATCH)
                .map((newSong) => songRecord(ministryId, newSong, now)),
            )
            .execute();
        if (newSongs.length) await songsWritten(trx, ministryId, newSongs.length);
      });
    },

    /**
     * Edits a live song: `changesOf` turns the song as it is under the ministry's lock into
     * what to write (it may throw to refuse), made from `versao` when given (409
     * stale_version otherwise); 404 when it was deleted meanwhile.
     */
    async update(
      song: Pick<SongRow, 'id' | 'ministry_id'>,
      changesOf: (current: SongRow) => Partial<SongValues>,
      guard: Guard,
      versao?: number,
    ): Promise<SongRow> {
      return write(async (trx, locks) => {
        await locks.ministry(song.ministry_id, guard);
        const current = await locks.record(
          trx
            .selectFrom('songs')
            .selectAll()
            .where('id', '=', song.id)
            .where('deleted_at', 'is', null),
        );
        if (!current) throw notFound();
        requireVersion(current.versao, versao);
        const changes = changesOf(current);
        // A field left out must not blank the derived columns.
        const merged = { ...current, ...given(changes) };
        const updated = await trx
          .updateTable('songs')
          .set((eb) => ({
            ...changes,
            ...songSearchColumns(merged, lyricsOf),
            versao: eb('versao', '+', 1),
            updated_at: isoNow(),
          }))
          .where('id', '=', song.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await songsWritten(trx, updated.ministry_id, 0);
        return updated;
      });
    },

    /** Only a live song is deleted and uncounted: a second delete changes nothing. */
    async softDelete(song: Pick<SongRow, 'id' | 'ministry_id'>, guard: Guard) {
      await write(async (trx, locks) => {
        await locks.ministry(song.ministry_id, guard);
        const deleted = await trx
          .updateTable('songs')
          .set({ deleted_at: isoNow() })
          .where('id', '=', song.id)
          .where('deleted_at', 'is', null)
          .returning('ministry_id')
          .executeTakeFirst();
        if (!deleted) return;
        // The members' saved keys of it go ("meu tom"): the song is no one's to sing any more.
        await trx.deleteFrom('member_song_keys').where('song_id', '=', song.id).execute();
        await songsWritten(trx, deleted.ministry_id, -1);
      });
    },

    /** Which of these catalogue ids the ministry already has. */
    async importedExternalIds(ministryId: number, externalIds: string[]): Promise<Set<string>> {
      if (!externalIds.length) return new Set();
      const rows = await live([ministryId])
        .select('id_externo')
        .where('id_externo', 'in', externalIds)
        .execute();
      return new Set(rows.map((row) => row.id_externo!));
    },

    /** The ministry's live songs, as counted by this repository (song_count). */
    count: async (ministryId: number) =>
      (
        await db
          .selectFrom('ministries')
          .select('song_count')
          .where('id', '=', ministryId)
          .executeTakeFirst()
      )?.song_count ?? 0,
  };
}

export type SongsRepository = ReturnType<typeof createSongsRepository>;
