import { type Kysely, type Selectable, sql } from 'kysely';
import { isoNow } from '../db/clock';
import type { Database, SongsTable } from '../db/schema';
import { escapeLike, searchText } from '../songs/search-text';

export type SongRow = Selectable<SongsTable>;

export type SongValues = Pick<
  SongRow,
  | 'nome'
  | 'artista'
  | 'album'
  | 'tom'
  | 'bpm'
  | 'duracao'
  | 'capa_url'
  | 'classificacoes'
  | 'link_cifra'
  | 'link_letra'
  | 'link_audio'
  | 'link_video'
  | 'origem_externa'
  | 'id_externo'
>;

/** A new song needs a name and an artist; everything else starts empty. */
export type NewSong = Pick<SongValues, 'nome' | 'artista'> & Partial<SongValues>;

const emptySong: Omit<SongValues, 'nome' | 'artista'> = {
  album: null,
  tom: null,
  bpm: null,
  duracao: null,
  capa_url: null,
  classificacoes: '',
  link_cifra: null,
  link_letra: null,
  link_audio: null,
  link_video: null,
  origem_externa: null,
  id_externo: null,
};

/** The fields actually given: one left out (undefined) keeps its value or its default. */
const given = <T extends object>(values: T) =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

const derived = (song: { nome: string; artista: string; album: string | null }) => ({
  nome_chave: searchText(song.nome),
  busca: searchText([song.nome, song.artista, song.album ?? ''].join(' ')),
});

export interface PageRequest {
  ministryIds: number[];
  offset: number;
  limit: number;
}

export function createSongsRepository(db: Kysely<Database>) {
  const live = (ministryIds: number[]) =>
    db
      .selectFrom('songs')
      .where('deleted_at', 'is', null)
      .where('ministry_id', 'in', ministryIds.length ? ministryIds : [-1]);

  const countOf = async (query: ReturnType<typeof live>) =>
    Number(
      (
        await query
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );

  return {
    /** A page in name order (then id, so pages never overlap or skip). */
    async page({ ministryIds, offset, limit }: PageRequest) {
      const [rows, total] = await Promise.all([
        live(ministryIds)
          .selectAll()
          .orderBy('nome_chave')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        countOf(live(ministryIds)),
      ]);
      return { rows, total };
    },

    /**
     * Songs whose name, artist or album contain the term, best first: the exact name, then
     * names starting with it, then a word starting with it, then anywhere.
     */
    async search({ ministryIds, offset, limit, term }: PageRequest & { term: string }) {
      const needle = searchText(term);
      if (!needle) return this.page({ ministryIds, offset, limit });
      const escaped = escapeLike(needle);
      const matching = live(ministryIds).where(
        sql<boolean>`busca like ${`%${escaped}%`} escape '\\'`,
      );
      const rank = sql<number>`case
        when nome_chave = ${needle} then 0
        when nome_chave like ${`${escaped}%`} escape '\\' then 1
        when busca like ${`${escaped}%`} escape '\\' or busca like ${`% ${escaped}%`} escape '\\' then 2
        else 3 end`;
      const [rows, total] = await Promise.all([
        matching
          .selectAll()
          .orderBy(rank)
          .orderBy('nome_chave')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        countOf(matching),
      ]);
      return { rows, total };
    },

    findById: (id: number) =>
      db
        .selectFrom('songs')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    /** Throws a unique violation when the catalogue song is already in the ministry. */
    /** The ministry's songs among these ids, deleted ones included (a schedule may keep them). */
    ofMinistry: (ministryId: number, ids: readonly number[]) =>
      ids.length
        ? db
            .selectFrom('songs')
            .select(['id', 'tom', 'deleted_at'])
            .where('ministry_id', '=', ministryId)
            .where('id', 'in', ids)
            .execute()
        : Promise.resolve([]),

    async create(ministryId: number, newSong: NewSong): Promise<SongRow> {
      const song: SongValues = { ...emptySong, ...given(newSong) } as SongValues;
      const now = isoNow();
      return db
        .insertInto('songs')
        .values({
          ...song,
          ...derived(song),
          ministry_id: ministryId,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(current: SongRow, changes: Partial<SongValues>): Promise<SongRow> {
      // A field left out must not blank the derived columns.
      const merged = { ...current, ...given(changes) };
      return db
        .updateTable('songs')
        .set({ ...changes, ...derived(merged), updated_at: isoNow() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async softDelete(id: number) {
      await db.updateTable('songs').set({ deleted_at: isoNow() }).where('id', '=', id).execute();
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

    count: (ministryId: number) => countOf(live([ministryId])),
  };
}

export type SongsRepository = ReturnType<typeof createSongsRepository>;
