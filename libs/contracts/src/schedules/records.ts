/*
 * Schedule rows as they are stored, by the API's database and the mock API alike: the
 * presenters read these shapes. `data` is a calendar date ('yyyy-MM-dd') and `horario` a
 * wall-clock time ('HH:mm') of the ministry, with no time zone (docs/schedules.md).
 */

export interface ScheduleRecord {
  id: number;
  ministry_id: number;
  titulo: string;
  data: string;
  horario: string;
  local: string | null;
  observacoes: string | null;
  publicada: number;
  finalizada: number;
  /** The leader: a member row of the same ministry; null once that row is removed. */
  responsavel_id: number | null;
  /** Raised by every change: what an edit made from an older read is refused by. */
  versao: number;
  created_at: string;
  updated_at: string;
}

/** What every list shows of a schedule: its columns and three counts. */
export interface ScheduleSummaryView extends Pick<
  ScheduleRecord,
  | 'id'
  | 'ministry_id'
  | 'titulo'
  | 'data'
  | 'horario'
  | 'local'
  | 'publicada'
  | 'finalizada'
  | 'responsavel_id'
  | 'versao'
> {
  total_musicas: number;
  total_membros: number;
  total_confirmados: number;
  total_recusados: number;
}

/** A song of a schedule, with the repertoire row it points to (a deleted one too). */
export interface ScheduledSongView {
  song_id: number;
  /** 1..n without gaps. */
  ordem: number;
  /** The key the team plays it in; null means the song's own key. */
  tom_alterado: string | null;
  nome: string;
  artista: string;
  album: string | null;
  tom: string | null;
  bpm: number | null;
  duracao: number | null;
  capa_url: string | null;
  link_cifra: string | null;
  link_letra: string | null;
  link_audio: string | null;
  link_video: string | null;
  deleted_at: string | null;
  /** Whether the song has a chart (SQLite answers 0 or 1, PostgreSQL a boolean). */
  tem_cifra: boolean | number;
}

/** A member of a schedule with the functions they play in it. */
export interface ScheduledMemberView {
  member_id: number;
  confirmado: number;
  /** Set when the member declined; cleared by a confirmation. */
  recusado_em: string | null;
  motivo_recusa: string | null;
  nome: string;
  email: string;
  foto_url: string | null;
  /** Set for someone who deleted their account (their name and e-mail are then empty). */
  ex_integrante?: boolean;
  /**
   * The function's current name and icon; once it is deleted from the ministry, the ones it
   * had when scheduled, with a null id.
   */
  functions: {
    function_id: number | null;
    nome: string;
    icone: string;
    observacao: string | null;
  }[];
}

/** A part of the service other than a song, placed among the songs (service-order.ts). */
export interface ScheduleItemView {
  tipo: string;
  titulo: string;
  duracao_minutos: number;
  observacoes: string | null;
  /** A member row of the same ministry; null once that row is removed. */
  responsavel_id: number | null;
  /** The responsible member's name; empty for someone who deleted their account. */
  responsavel_nome: string | null;
  responsavel_ex_integrante?: boolean;
  apos_musicas: number;
  ordem: number;
}

/** A slot: what the schedule needs of a function, with the function's current name and icon. */
export interface ScheduleSlotRowView {
  function_id: number;
  quantidade: number;
  ordem: number;
  nome: string;
  icone: string;
}
