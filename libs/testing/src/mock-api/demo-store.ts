import type { FunctionIcon, MemberStatus, MinistryStanding, SongKey } from '@levita/contracts';

export interface UserRow {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  foto_url: string | null;
  senha: string;
}

export interface MinistryRow {
  id: number;
  nome: string;
  logo: string | null;
  codigo_acesso: string;
  aceitando_membros: boolean;
  proprietario_id: number;
  data_criacao: string;
}

export interface MemberRow {
  id: number;
  ministerio_id: number;
  usuario_id: number;
  status: MemberStatus;
  admin: boolean;
}

export interface FunctionRow {
  id: number;
  ministerio_id: number;
  nome: string;
  descricao: string;
  icone: FunctionIcon;
  data_criacao: string;
  data_atualizacao: string;
}

export interface MemberFunctionRow {
  id: number;
  membro_id: number;
  funcao_id: number;
  principal: boolean;
  observacoes: string | null;
}

export interface SongRow {
  id: number;
  ministerio_id: number;
  nome: string;
  artista: string;
  album: string | null;
  tom: SongKey | null;
  bpm: number | null;
  duracao: number | null;
  capa_url: string | null;
  /** Category codes, comma-separated. */
  classificacoes: string;
  link_cifra: string | null;
  link_letra: string | null;
  link_audio: string | null;
  link_video: string | null;
  origem_externa: string | null;
  id_externo: string | null;
  /** Removed from the repertoire; schedules and reports still show it. */
  excluida: boolean;
  data_criacao: string;
  data_atualizacao: string;
}

export interface ScheduledMemberRow {
  membro_id: number;
  /** Name and icon are kept, so a function deleted since still shows as it was. */
  funcoes: {
    funcao_id: number | null;
    nome: string;
    icone: FunctionIcon;
    observacao: string | null;
  }[];
  confirmado: boolean;
}

export interface ScheduleRow {
  id: number;
  ministerio_id: number;
  titulo: string;
  /** 'yyyy-MM-dd': a calendar date of the ministry. */
  data: string;
  /** 'HH:mm'. */
  horario: string;
  local: string | null;
  observacoes: string | null;
  publicada: boolean;
  finalizada: boolean;
  /** Member id of the leader. */
  responsavel_id: number | null;
  musicas: { musica_id: number; ordem: number; tom_alterado: string | null }[];
  membros: ScheduledMemberRow[];
}

export interface UnavailabilityRow {
  id: number;
  membro_id: number;
  data_inicio: string;
  data_fim: string;
  justificativa: string;
}

export interface NewsletterRow {
  email: string;
  nome: string | null;
}

export interface DemoTables {
  users: UserRow[];
  ministries: MinistryRow[];
  members: MemberRow[];
  functions: FunctionRow[];
  memberFunctions: MemberFunctionRow[];
  songs: SongRow[];
  schedules: ScheduleRow[];
  unavailabilities: UnavailabilityRow[];
  newsletter: NewsletterRow[];
}

type TableName = keyof DemoTables;

/**
 * The mock API's database: plain arrays of rows shaped like the API's, with the API's
 * rules for who stands where. Handlers read and change it; `reset` puts the seed back.
 */
export class DemoStore {
  tables: DemoTables;
  /** The ministry's calendar date: unavailability status and "this month" depend on it. */
  readonly today: string;

  constructor(
    private readonly seed: () => DemoTables,
    today: string,
  ) {
    this.today = today;
    this.tables = seed();
  }

  reset(): void {
    this.tables = this.seed();
  }

  nextId(table: Exclude<TableName, 'newsletter'>): number {
    return Math.max(0, ...this.tables[table].map((row) => row.id)) + 1;
  }

  user(id: number): UserRow | undefined {
    return this.tables.users.find((user) => user.id === id);
  }

  ministry(id: number): MinistryRow | undefined {
    return this.tables.ministries.find((ministry) => ministry.id === id);
  }

  member(id: number): MemberRow | undefined {
    return this.tables.members.find((member) => member.id === id);
  }

  membership(ministryId: number, userId: number): MemberRow | undefined {
    return this.tables.members.find(
      (member) => member.ministerio_id === ministryId && member.usuario_id === userId,
    );
  }

  /** As the API: the owner by the ministry; ATIVO members as ADMIN or MEMBRO; else none. */
  standingOf(ministry: MinistryRow, userId: number): MinistryStanding | null {
    if (ministry.proprietario_id === userId) return 'PROPRIETARIO';
    const membership = this.membership(ministry.id, userId);
    if (membership?.status === 'ATIVO') return membership.admin ? 'ADMIN' : 'MEMBRO';
    if (membership?.status === 'PENDENTE') return 'PENDENTE';
    return null;
  }

  /** The first user holding this standing in the ministry (the harness's role switcher). */
  userWithStanding(ministryId: number, standing: MinistryStanding): UserRow | undefined {
    const ministry = this.ministry(ministryId);
    if (!ministry) return undefined;
    return this.tables.users.find((user) => this.standingOf(ministry, user.id) === standing);
  }

  function(id: number): FunctionRow | undefined {
    return this.tables.functions.find((fn) => fn.id === id);
  }

  song(id: number): SongRow | undefined {
    return this.tables.songs.find((song) => song.id === id);
  }

  schedule(id: number): ScheduleRow | undefined {
    return this.tables.schedules.find((schedule) => schedule.id === id);
  }

  memberName(memberId: number): string {
    const member = this.member(memberId);
    return (member && this.user(member.usuario_id)?.nome) ?? '';
  }

  assignmentsOf(memberId: number): MemberFunctionRow[] {
    return this.tables.memberFunctions
      .filter((row) => row.membro_id === memberId)
      .sort((a, b) => Number(b.principal) - Number(a.principal) || a.id - b.id);
  }

  /** Unavailability periods of active members of the ministry covering the day. */
  unavailableOn(ministryId: number, day: string): UnavailabilityRow[] {
    return this.tables.unavailabilities.filter((row) => {
      const member = this.member(row.membro_id);
      return (
        member?.ministerio_id === ministryId &&
        member.status === 'ATIVO' &&
        row.data_inicio <= day &&
        row.data_fim >= day
      );
    });
  }
}
