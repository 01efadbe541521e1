import type { Song, SongCategory, SongKey } from '@levita/contracts';
import type { SongRow } from '../repositories/songs-repository';

/** A song with its links both as an object and flat (part 2 §3 Song). */
export function presentSong(row: SongRow): Song {
  const categories = row.classificacoes ? (row.classificacoes.split(',') as SongCategory[]) : [];
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
    classificacoes_lista: categories,
    links: {
      cifra: row.link_cifra,
      letra: row.link_letra,
      audio: row.link_audio,
      video: row.link_video,
    },
    link_cifra: row.link_cifra,
    link_letra: row.link_letra,
    link_audio: row.link_audio,
    link_video: row.link_video,
    origem_externa: row.origem_externa,
    id_externo: row.id_externo,
    data_criacao: row.created_at,
    data_atualizacao: row.updated_at,
  };
}
