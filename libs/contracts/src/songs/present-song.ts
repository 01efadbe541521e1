import type { SongCategory } from './catalogue';
import type { SongKey } from './keys';
import { presentSongKeys, type SongKeysForCaller } from './member-song-keys';
import type { Song, SongDetail } from './song';
import type { SongRecord } from './song-record';

type LinkColumns = Pick<SongRecord, 'link_cifra' | 'link_letra' | 'link_audio' | 'link_video'>;

/** The four links as the `links` object of part 2 §3. */
export const songLinksOf = (row: LinkColumns) => ({
  cifra: row.link_cifra,
  letra: row.link_letra,
  audio: row.link_audio,
  video: row.link_video,
});

/** Stored category codes as a list ('' is none). */
export const songCategoriesOf = (codes: string): SongCategory[] =>
  codes ? (codes.split(',') as SongCategory[]) : [];

/**
 * A song as a list reads it: without its chart, and whether it has one (the API's list
 * query), or with the chart itself (a song read alone, the mock API's store).
 */
export type ListedSongRow = Omit<SongRecord, 'deleted_at' | 'cifra'> &
  ({ tem_cifra: boolean } | Pick<SongRecord, 'cifra'>);

/** A song with its links both as an object and flat (part 2 §3 Song); never its chart. */
export function presentSong(row: ListedSongRow): Song {
  return {
    id: row.id,
    ministerio_id: row.ministry_id,
    nome: row.nome,
    artista: row.artista,
    album: row.album,
    tom: row.tom as SongKey | null,
    bpm: row.bpm,
    duracao: row.duracao,
    capa_url: row.capa_url,
    classificacoes: row.classificacoes,
    classificacoes_lista: songCategoriesOf(row.classificacoes),
    links: songLinksOf(row),
    link_cifra: row.link_cifra,
    link_letra: row.link_letra,
    link_audio: row.link_audio,
    link_video: row.link_video,
    origem_externa: row.origem_externa,
    id_externo: row.id_externo,
    data_criacao: row.created_at,
    data_atualizacao: row.updated_at,
    versao: row.versao,
    tem_cifra: 'tem_cifra' in row ? row.tem_cifra : row.cifra !== null,
  };
}

/**
 * A song read alone: what a list shows, its chart's text, and the members' saved keys of it
 * (`keys`: the caller's own among them).
 */
export const presentSongDetail = (
  row: Omit<SongRecord, 'deleted_at'>,
  keys: SongKeysForCaller,
): SongDetail => ({
  ...presentSong(row),
  cifra: row.cifra,
  ...presentSongKeys(row.id, keys),
});
