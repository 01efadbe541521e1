/**
 * A repertoire song as it is stored, by the API's database and by the mock API alike: the
 * presenter and the write rules below read and produce this shape, so both answer the same.
 */
export interface SongRecord {
  id: number;
  ministry_id: number;
  nome: string;
  artista: string;
  album: string | null;
  tom: string | null;
  bpm: number | null;
  duracao: number | null;
  capa_url: string | null;
  /** Category codes, comma-separated ('' for none). */
  classificacoes: string;
  link_cifra: string | null;
  link_letra: string | null;
  link_audio: string | null;
  link_video: string | null;
  /**
   * The chord chart as ChordPro text (docs/songs.md "Chord charts"), null without one. Up to
   * 64 KiB, so lists carry only whether there is one (`tem_cifra`), never the text.
   */
  cifra: string | null;
  origem_externa: string | null;
  id_externo: string | null;
  /** Deleted songs stay for the schedules and reports that name them (docs/songs.md). */
  deleted_at: string | null;
  /** Raised by every change: what an edit made from an older read is refused by. */
  versao: number;
  created_at: string;
  updated_at: string;
}

/** The columns a save writes; the rest (id, ministry, instants) belong to the store. */
export type SongValues = Pick<
  SongRecord,
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
  | 'cifra'
  | 'origem_externa'
  | 'id_externo'
>;
