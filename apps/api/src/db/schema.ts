import type {
  FunctionRecord,
  MemberFunctionRecord,
  MemberRecord,
  MemberSongKeyRecord,
  MinistryRecord,
  ScheduleRecord,
  SongRecord,
  SongSearchColumns,
  UnavailabilityRecord,
  UserRecord,
} from '@levita/contracts';
import type { Generated } from 'kysely';

/*
 * Column conventions that let one set of queries run on SQLite and PostgreSQL:
 * instants are ISO 8601 UTC text (they sort and compare as text on both), flags are
 * integers 0/1 (better-sqlite3 cannot bind booleans), ids are integer sequences.
 *
 * The columns the mock API keeps too are declared once, as the records of @levita/contracts
 * (with their comments); a table adds what only the server stores.
 */

/**
 * A stored record as a table: the database generates its id, and a record's version starts at
 * its column's default (migration 0013).
 */
type TableOf<Row extends { id: number }> = Omit<Row, 'id' | 'versao'> & {
  id: Generated<number>;
} & (Row extends { versao: number } ? { versao: Generated<number> } : unknown);

export interface UsersTable extends TableOf<UserRecord> {
  /** Null for accounts created through Google sign-in that never set a password. */
  password_hash: string | null;
  /** Bumped by a password change or reset; tokens carrying an older value stop working. */
  token_version: Generated<number>;
  google_sub: string | null;
  /** E-mail when a published schedule takes the person in, changes their part or drops them. */
  avisos_escala: Generated<number>;
  /** E-mail reminders to answer before a schedule (the ministry sets how long before). */
  lembretes: Generated<number>;
  /** The language of their e-mail: a ServerLocale. */
  idioma: Generated<string>;
  /** When the account was deleted: the row is kept without personal data (migration 0012). */
  excluido_em: string | null;
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

/** A user's calendar feed token: the key of /api/calendario/<token>.ics. */
export interface CalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  nome: string | null;
  locale: string;
  created_at: string;
}

/**
 * One refresh token of a browser's session (migration 0015). The tokens one sign-in rotated
 * through share `family`; `replaced_at` marks one already exchanged, whose reuse ends them
 * all. `token_version` is the user's at sign-in: a password change, a deletion or "sign out
 * everywhere" raises the user's, and every older token stops working with the access tokens.
 */
export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family: string;
  token_hash: string;
  token_version: number;
  expires_at: string;
  replaced_at: string | null;
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

export interface MinistriesTable extends Omit<TableOf<MinistryRecord>, 'lembrete_horas'> {
  lembrete_horas: Generated<number>;
  /** The logo's row in uploads; the API shows it as a public path (`logo`). */
  logo_upload_id: number | null;
  /** Live songs, kept by the songs repository: the list's total without counting rows. */
  song_count: Generated<number>;
  /** Raised with every song write: what an in-memory search answer is checked against. */
  songs_version: Generated<number>;
  /** Raised by triggers with every write to the ministry's data (migration 0008). */
  data_version: Generated<number>;
}

export interface MembersTable extends TableOf<MemberRecord> {
  /** Auto-fill preferences (migration 0020): at most this many times a month; null: no limit. */
  limite_mensal: Generated<number | null>;
  /** "Serve together with" this member of the ministry; null: nobody. */
  junto_com: Generated<number | null>;
  /** The preferences' own version (migration 0021), raised by every save of them. */
  preferencias_versao: Generated<number>;
}

export interface FunctionsTable extends TableOf<FunctionRecord> {
  /** nome in lower case: names are unique per ministry regardless of case. */
  nome_chave: string;
}

export type MemberFunctionsTable = TableOf<MemberFunctionRecord>;

/**
 * nome_chave (the list's order), busca and letra_busca (what search matches, the chart's words
 * after the name, artist and album): see songSearchColumns. `cifra` (migration 0016) is read
 * by the song alone, never by a list.
 */
export interface SongsTable extends TableOf<SongRecord>, SongSearchColumns {}

export interface SchedulesTable extends TableOf<ScheduleRecord> {
  /** titulo and local lower-cased without accents: what the list's search matches. */
  busca: Generated<string>;
  /** The template it was made from (migration 0019); null once that template is deleted. */
  template_id: Generated<number | null>;
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

/** A schedule kept without its date (migration 0019); its lists are JSON in `conteudo`. */
export interface ScheduleTemplatesTable {
  id: Generated<number>;
  ministry_id: number;
  nome: string;
  titulo: string;
  horario: string;
  local: string | null;
  observacoes: string | null;
  conteudo: string;
  versao: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A part of the service other than a song (migration 0018). */
export interface ScheduleItemsTable {
  id: Generated<number>;
  schedule_id: number;
  tipo: string;
  titulo: string;
  duracao_minutos: number;
  observacoes: string | null;
  responsavel_id: number | null;
  /** How many of the schedule's songs come before it. */
  apos_musicas: number;
  /** 1..n among the parts. */
  ordem: number;
}

/** People a schedule needs in a function (migration 0018). */
export interface ScheduleSlotsTable {
  id: Generated<number>;
  schedule_id: number;
  function_id: number;
  quantidade: number;
  /** 1..n, the leader's order. */
  ordem: number;
}

export interface ScheduleMembersTable {
  id: Generated<number>;
  schedule_id: number;
  member_id: number;
  confirmado: Generated<number>;
  confirmado_em: string | null;
  /** When the member declined; null while pending or once confirmed. */
  recusado_em: string | null;
  motivo_recusa: string | null;
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

export type UnavailabilitiesTable = TableOf<UnavailabilityRecord>;

/** The key a member sings a song in, one per member and song (migration 0017). */
export type MemberSongKeysTable = TableOf<MemberSongKeyRecord>;

/** One e-mail to one person, waiting, being sent or done (migration 0010, docs/schedules.md). */
export interface MailJobsTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  schedule_id: number | null;
  /** JSON: what the template needs that the database may no longer hold when it runs. */
  payload: string;
  dedupe_key: string | null;
  status: Generated<'pending' | 'sending' | 'sent' | 'skipped' | 'failed'>;
  attempts: Generated<number>;
  run_at: string;
  /** The process holding the job; its claim ends at locked_until, after which any may retry. */
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface Database {
  mail_jobs: MailJobsTable;
  schedules: SchedulesTable;
  schedule_songs: ScheduleSongsTable;
  schedule_members: ScheduleMembersTable;
  schedule_member_functions: ScheduleMemberFunctionsTable;
  schedule_items: ScheduleItemsTable;
  schedule_templates: ScheduleTemplatesTable;
  schedule_slots: ScheduleSlotsTable;
  unavailabilities: UnavailabilitiesTable;
  songs: SongsTable;
  users: UsersTable;
  uploads: UploadsTable;
  ministries: MinistriesTable;
  members: MembersTable;
  functions: FunctionsTable;
  member_functions: MemberFunctionsTable;
  password_resets: PasswordResetsTable;
  calendar_feeds: CalendarFeedsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  oidc_flows: OidcFlowsTable;
  refresh_tokens: RefreshTokensTable;
  member_song_keys: MemberSongKeysTable;
}
