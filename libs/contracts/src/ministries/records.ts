import type { MemberStatus } from './standing';

/*
 * Ministry rows as they are stored, by the API's database and the mock API alike. Flags are
 * 0/1 integers, as SQLite keeps them; the presenters turn them into booleans.
 */

export interface MinistryRecord {
  id: number;
  nome: string;
  codigo_acesso: string;
  aceitando_membros: number;
  /** How many hours before a schedule its unanswered members get a reminder; 0: none. */
  lembrete_horas: number;
  proprietario_id: number;
  /** Raised by every change: what an edit made from an older read is refused by. */
  versao: number;
  created_at: string;
  updated_at: string;
}

/** One row per user and ministry; the owner has one too (ATIVO, admin). */
export interface MemberRecord {
  id: number;
  ministry_id: number;
  user_id: number;
  status: MemberStatus;
  admin: number;
  created_at: string;
  updated_at: string;
}

/**
 * A member's auto-fill preferences, kept on their member row (docs/schedules.md "Auto-fill"):
 * only they set them, with a version of their own.
 */
export interface MemberPreferencesRecord {
  /** "No more than N times a month"; null: no limit. */
  limite_mensal: number | null;
  /** "Serve together with" this member row of the ministry; null: nobody. */
  junto_com: number | null;
  /** Raised by every save of the preferences: what a save from an older read is refused by. */
  preferencias_versao: number;
}

export interface FunctionRecord {
  id: number;
  ministry_id: number;
  nome: string;
  descricao: string;
  icone: string;
  /** Raised by every change: what an edit made from an older read is refused by. */
  versao: number;
  created_at: string;
  updated_at: string;
}

/** A function a member holds; at most one per member is principal. */
export interface MemberFunctionRecord {
  id: number;
  member_id: number;
  function_id: number;
  principal: number;
  observacoes: string | null;
  /** Raised by every change: what an edit made from an older read is refused by. */
  versao: number;
  created_at: string;
}

/** A member with their account's public fields, their preferences and the functions they hold. */
export interface MemberView
  extends Pick<MemberRecord, 'id' | 'user_id' | 'status' | 'admin'>, MemberPreferencesRecord {
  nome: string;
  email: string;
  telefone: string | null;
  foto_url: string | null;
  /** Principal first, then in the order they were given. */
  functions: (Pick<MemberFunctionRecord, 'id' | 'function_id' | 'principal'> &
    Pick<FunctionRecord, 'nome' | 'icone'>)[];
}

/** A member-function row with the function's name and icon. */
export type AssignmentView = Pick<
  MemberFunctionRecord,
  'id' | 'member_id' | 'function_id' | 'principal' | 'observacoes' | 'versao'
> &
  Pick<FunctionRecord, 'nome' | 'icone'>;
