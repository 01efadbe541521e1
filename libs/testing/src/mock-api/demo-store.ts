import {
  standingOf,
  type FunctionRecord,
  type MemberFunctionRecord,
  type MemberPreferencesRecord,
  type MemberRecord,
  type MemberSongKeyRecord,
  type MinistryRecord,
  type MinistryStanding,
  type ScheduledMemberView,
  type ScheduledSongView,
  type SavedSongKey,
  type PlannedScheduleSave,
  type ScheduleRecord,
  type TemplateRecord,
  type SongRecord,
  type UnavailabilityRecord,
  type UserRecord,
  type MailSettings,
} from '@levita/contracts';
import { FIRST_VERSION, raiseVersion } from './versions';

/*
 * The tables hold the API database's rows (the contracts' records: its column names, 0/1
 * flags), so the contracts' presenters answer from them as the API's routes do.
 */

/** An account with its password in clear: the demo signs in by comparing it. */
export interface DemoUser extends UserRecord {
  senha: string;
  /** Schedule e-mail switches; absent: the API's defaults (all on, pt-BR). */
  emails?: MailSettings;
  /** The calendar feed's token, made on the first read of its address. */
  calendar_token?: string;
  /** Set once the account is deleted: the row stays, without personal data. */
  excluido_em?: string;
}

/** A member row with the auto-fill preferences the API keeps on it (migrations 0020, 0021). */
export type DemoMember = MemberRecord & MemberPreferencesRecord;

/** A member row's preferences until they set some, as the API's column defaults. */
export const noMemberPreferences = (): MemberPreferencesRecord => ({
  limite_mensal: null,
  junto_com: null,
  preferencias_versao: FIRST_VERSION,
});

/** A ministry with its logo's public path (the API keeps an upload id and builds the path). */
export interface DemoMinistry extends MinistryRecord {
  logo: string | null;
}

/** A song of a schedule: the API's schedule_songs row, kept inside its schedule. */
export type DemoScheduledSong = Pick<ScheduledSongView, 'song_id' | 'ordem' | 'tom_alterado'>;

/**
 * A member of a schedule with the functions they play: the API's schedule_members rows and
 * their functions. A function keeps the name and icon it had when scheduled, and loses its
 * id when it is deleted from the ministry.
 */
export type DemoScheduledMember = Pick<
  ScheduledMemberView,
  'member_id' | 'confirmado' | 'recusado_em' | 'motivo_recusa' | 'functions'
>;

/** A part of the service besides the songs: the API's schedule_items row. */
export type DemoScheduleItem = NonNullable<PlannedScheduleSave['items']>[number];
/** A slot: the API's schedule_slots row. */
export type DemoScheduleSlot = NonNullable<PlannedScheduleSave['slots']>[number];

export interface DemoSchedule extends ScheduleRecord {
  songs: DemoScheduledSong[];
  members: DemoScheduledMember[];
  /** Absent: none (seeds written before the service order). */
  items?: DemoScheduleItem[];
  slots?: DemoScheduleSlot[];
  /** The template it was made from. */
  template_id?: number | null;
}

/** A schedule template: the API's schedule_templates row. */
export interface DemoTemplate extends TemplateRecord {
  created_at: string;
  updated_at: string;
}

export interface NewsletterRow {
  email: string;
  nome: string | null;
}

export interface DemoTables {
  users: DemoUser[];
  ministries: DemoMinistry[];
  members: DemoMember[];
  functions: FunctionRecord[];
  memberFunctions: MemberFunctionRecord[];
  songs: SongRecord[];
  schedules: DemoSchedule[];
  /** Absent: none (seeds written before templates). */
  templates?: DemoTemplate[];
  unavailabilities: UnavailabilityRecord[];
  /** The keys members sing songs in ("meu tom"), one per member and song. */
  memberSongKeys: MemberSongKeyRecord[];
  newsletter: NewsletterRow[];
}

type TableName = keyof DemoTables;

/**
 * The mock API's database: plain arrays of rows shaped like the API's. Handlers read and
 * change it; `reset` puts the seed back.
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
    return Math.max(0, ...(this.tables[table] ?? []).map((row) => row.id)) + 1;
  }

  /** An instant as the API stores it (ISO 8601 UTC). */
  now(): string {
    return new Date().toISOString();
  }

  user(id: number): DemoUser | undefined {
    return this.tables.users.find((user) => user.id === id);
  }

  ministry(id: number): DemoMinistry | undefined {
    return this.tables.ministries.find((ministry) => ministry.id === id);
  }

  member(id: number): DemoMember | undefined {
    return this.tables.members.find((member) => member.id === id);
  }

  /**
   * A member row someone can act on: not the row a deleted account left in past schedules,
   * which is in no list and no one to approve or reactivate (as the API's findById).
   */
  liveMember(id: number): DemoMember | undefined {
    const member = this.member(id);
    return member && !this.user(member.user_id)?.excluido_em ? member : undefined;
  }

  membership(ministryId: number, userId: number): DemoMember | undefined {
    return this.tables.members.find(
      (member) => member.ministry_id === ministryId && member.user_id === userId,
    );
  }

  /** The user's standing in the ministry, by the contracts' rule. */
  standingIn(ministry: DemoMinistry, userId: number): MinistryStanding | null {
    return standingOf(ministry, userId, this.membership(ministry.id, userId));
  }

  /** The first user holding this standing in the ministry (the harness's role switcher). */
  userWithStanding(ministryId: number, standing: MinistryStanding): DemoUser | undefined {
    const ministry = this.ministry(ministryId);
    if (!ministry) return undefined;
    return this.tables.users.find((user) => this.standingIn(ministry, user.id) === standing);
  }

  function(id: number): FunctionRecord | undefined {
    return this.tables.functions.find((fn) => fn.id === id);
  }

  assignment(id: number): MemberFunctionRecord | undefined {
    return this.tables.memberFunctions.find((row) => row.id === id);
  }

  /** Deleted songs too: schedules and reports still name them. */
  song(id: number): SongRecord | undefined {
    return this.tables.songs.find((song) => song.id === id);
  }

  schedule(id: number): DemoSchedule | undefined {
    return this.tables.schedules.find((schedule) => schedule.id === id);
  }

  unavailability(id: number): UnavailabilityRecord | undefined {
    return this.tables.unavailabilities.find((row) => row.id === id);
  }

  /**
   * Someone else's edit of a shared record, kept as the API keeps one: the row changes and its
   * version rises, so a screen that read it before now holds an older version.
   */
  editElsewhere<Row extends { versao: number }>(row: Row | undefined, changes: Partial<Row>): Row {
    if (!row) throw new Error('editElsewhere: no such row in the demo store');
    Object.assign(row, changes);
    raiseVersion(row);
    return row;
  }

  memberName(memberId: number): string {
    const member = this.member(memberId);
    return (member && this.user(member.user_id)?.nome) ?? '';
  }

  /** A member's functions, principal first, then in the order they were given. */
  assignmentsOf(memberId: number): MemberFunctionRecord[] {
    return this.tables.memberFunctions
      .filter((row) => row.member_id === memberId)
      .sort((a, b) => b.principal - a.principal || a.id - b.id);
  }

  /**
   * Saved keys of these songs, with their member's status and name: what the contracts decide
   * which are shown from (presentMemberSongKeys), as the API's query reads them.
   */
  savedSongKeys(songIds: readonly number[]): SavedSongKey[] {
    return this.tables.memberSongKeys
      .filter((row) => songIds.includes(row.song_id))
      .flatMap((row) => {
        const member = this.member(row.member_id);
        if (!member) return [];
        const { song_id, member_id, tom } = row;
        return [
          { song_id, member_id, tom, nome: this.memberName(member_id), status: member.status },
        ];
      });
  }

  /**
   * Removes member rows as the API's foreign keys do: their functions, saved keys, places in
   * schedules and unavailability go with them; schedules they led are left without a leader,
   * and members who served together with them with nobody.
   */
  deleteMembers(ids: ReadonlySet<number>): void {
    const t = this.tables;
    t.members = t.members.filter((row) => !ids.has(row.id));
    for (const row of t.members)
      if (row.junto_com !== null && ids.has(row.junto_com)) row.junto_com = null;
    t.memberFunctions = t.memberFunctions.filter((row) => !ids.has(row.member_id));
    t.memberSongKeys = t.memberSongKeys.filter((row) => !ids.has(row.member_id));
    t.unavailabilities = t.unavailabilities.filter((row) => !ids.has(row.member_id));
    for (const schedule of t.schedules) {
      schedule.members = schedule.members.filter((entry) => !ids.has(entry.member_id));
      if (schedule.responsavel_id !== null && ids.has(schedule.responsavel_id))
        schedule.responsavel_id = null;
      for (const item of schedule.items ?? [])
        if (item.responsavel_id !== null && ids.has(item.responsavel_id))
          item.responsavel_id = null;
    }
  }

  /**
   * Removes a function and who holds it; schedules keep its name and icon, without the id,
   * and lose their slots for it.
   */
  deleteFunction(id: number): void {
    const t = this.tables;
    t.functions = t.functions.filter((row) => row.id !== id);
    t.memberFunctions = t.memberFunctions.filter((row) => row.function_id !== id);
    for (const schedule of t.schedules)
      if (schedule.slots) schedule.slots = schedule.slots.filter((slot) => slot.function_id !== id);
    for (const entry of t.schedules.flatMap((schedule) => schedule.members))
      for (const fn of entry.functions) if (fn.function_id === id) fn.function_id = null;
  }

  /** Unavailability periods of active members of the ministry covering the day. */
  unavailableOn(ministryId: number, day: string): UnavailabilityRecord[] {
    return this.tables.unavailabilities.filter((row) => {
      const member = this.member(row.member_id);
      return (
        member?.ministry_id === ministryId &&
        member.status === 'ATIVO' &&
        row.data_inicio <= day &&
        row.data_fim >= day
      );
    });
  }
}
