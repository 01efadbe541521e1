import type { Generated } from 'kysely';

/*
 * Column conventions that let one set of queries run on SQLite and PostgreSQL:
 * instants are ISO 8601 UTC text (they sort and compare as text on both), flags are
 * integers 0/1 (better-sqlite3 cannot bind booleans), ids are integer sequences.
 */

export interface UsersTable {
  id: Generated<number>;
  nome: string;
  email: string;
  telefone: string | null;
  foto_url: string | null;
  /** Null for accounts created through Google sign-in that never set a password. */
  password_hash: string | null;
  /** Bumped by a password change or reset; tokens carrying an older value stop working. */
  token_version: Generated<number>;
  google_sub: string | null;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token: a leaked database does not hand out working reset links. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  nome: string | null;
  locale: string;
  created_at: string;
}

/** A Google sign-in in progress: kept server-side so any replica can finish it. */
export interface OidcFlowsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: string;
}

/** An uploaded image (ministry logos), kept in the database so every replica can serve it. */
export interface UploadsTable {
  id: Generated<number>;
  /** First 16 hex digits of the SHA-256 of the bytes: part of the public, cacheable name. */
  hash: string;
  content_type: string;
  extension: string;
  bytes: Buffer;
  width: number;
  height: number;
  created_at: string;
}

export interface MinistriesTable {
  id: Generated<number>;
  nome: string;
  codigo_acesso: string;
  aceitando_membros: number;
  logo_upload_id: number | null;
  proprietario_id: number;
  created_at: string;
  updated_at: string;
}

/** One row per user and ministry; the owner has one too (ATIVO, admin). */
export interface MembersTable {
  id: Generated<number>;
  ministry_id: number;
  user_id: number;
  status: 'PENDENTE' | 'ATIVO' | 'INATIVO';
  admin: number;
  created_at: string;
  updated_at: string;
}

export interface FunctionsTable {
  id: Generated<number>;
  ministry_id: number;
  nome: string;
  /** nome in lower case: names are unique per ministry regardless of case. */
  nome_chave: string;
  descricao: string;
  icone: string;
  created_at: string;
  updated_at: string;
}

export interface MemberFunctionsTable {
  id: Generated<number>;
  member_id: number;
  function_id: number;
  principal: number;
  observacoes: string | null;
  created_at: string;
}

export interface SongsTable {
  id: Generated<number>;
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
  origem_externa: string | null;
  id_externo: string | null;
  /** nome lower-cased without accents: the list's order. */
  nome_chave: string;
  /** nome, artista and album lower-cased without accents: what search matches. */
  busca: string;
  /** Deleted songs stay for the schedules and reports that name them (docs/songs.md). */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A service (escala). `data` is a calendar date ('yyyy-MM-dd') and `horario` a wall-clock
 * time ('HH:mm') of the ministry, with no time zone (docs/schedules.md).
 */
export interface SchedulesTable {
  id: Generated<number>;
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
  /** titulo and local lower-cased without accents: what the list's search matches. */
  busca: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface ScheduleSongsTable {
  id: Generated<number>;
  schedule_id: number;
  song_id: number;
  /** 1..n without gaps. */
  ordem: number;
  /** The key the team plays it in; null means the song's own key. */
  tom_alterado: string | null;
}

export interface ScheduleMembersTable {
  id: Generated<number>;
  schedule_id: number;
  member_id: number;
  confirmado: Generated<number>;
  confirmado_em: string | null;
}

/** A function a scheduled member plays in that schedule. */
export interface ScheduleMemberFunctionsTable {
  id: Generated<number>;
  schedule_member_id: number;
  /** Null once the function is deleted from the ministry; the name below stays. */
  function_id: number | null;
  /** The function's name and icon when scheduled: history outlives a deleted function. */
  funcao_nome: string;
  funcao_icone: string;
  observacao: string | null;
}

/** A period a member cannot serve: calendar dates, both days included. */
export interface UnavailabilitiesTable {
  id: Generated<number>;
  member_id: number;
  data_inicio: string;
  data_fim: string;
  justificativa: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  schedules: SchedulesTable;
  schedule_songs: ScheduleSongsTable;
  schedule_members: ScheduleMembersTable;
  schedule_member_functions: ScheduleMemberFunctionsTable;
  unavailabilities: UnavailabilitiesTable;
  songs: SongsTable;
  users: UsersTable;
  uploads: UploadsTable;
  ministries: MinistriesTable;
  members: MembersTable;
  functions: FunctionsTable;
  member_functions: MemberFunctionsTable;
  password_resets: PasswordResetsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  oidc_flows: OidcFlowsTable;
}
