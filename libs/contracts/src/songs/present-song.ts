import type { SongCategory } from './catalogue';
import type { SongKey } from './keys';
import type { Song } from './song';
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

/** A song with its links both as an object and flat (part 2 §3 Song). */
export function presentSong(row: Omit<SongRecord, 'deleted_at'>): Song {
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
  };
}
