import {
  ACTIVE_MEMBERS,
  answersSurviveEdit,
  presenceAnswerOf,
  slotOpenFor,
  slotPlacesOf,
  scheduleRights,
  type MemberStatus,
  type PlannedScheduleSave,
  type PresenceAnswer,
  type ScheduleRecord,
  type ScheduledMemberView,
  type SwapRefusal,
  scheduleSearchText,
  searchText,
} from '@levita/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  sql,
  type SqlBool,
} from 'kysely';
import { isoNow } from '../db/clock';
import type { DatabaseKind } from '../db/database';
import type { Database, SchedulesTable } from '../db/schema';
import { escapeLike } from '../db/escape-like';
import { createWrite, type Guard, type Locks, requireVersion } from '../db/write-transaction';
import { forbidden, HttpError, notFound } from '../errors/http-error';
import { countedSchedules, isCounted } from './counted-schedules';

export type ScheduleRow = Selectable<SchedulesTable>;

/** The schedule a write is about: its id, and its ministry, whose lock comes first. */
export type ScheduleRef = Pick<ScheduleRow, 'id' | 'ministry_id'>;

/** What a save writes, once checked (@levita/contracts `checkScheduleSave`). */
export type PlannedSave = PlannedScheduleSave;
/** The schedule's own fields as a save writes them. */
export type ScheduleValues = PlannedSave['values'];
/** A save's song list, already ordered 1..n. */
/** A save's member list: one entry per member, with the functions they play. */
export type ScheduleMemberValues = PlannedSave['members'][number];

/** Inclusive 'yyyy-MM-dd' bounds. */
export interface DateRange {
  from: string;
  to: string;
}

/** A swap: `substitute` takes `replaced`'s place in the function. */
export interface SwapValues {
  /** Absent: the substitute fills an open slot of the function. */
  replaced?: number;
  functionId: number;
  substitute: number;
}

/** What swapRefusal (@levita/contracts) needs, read under the schedule's lock. */
export interface SwapFacts {
  /** The schedule's 'yyyy-MM-dd'. */
  scheduleDate: string;
  replaced: { answer: PresenceAnswer; playsFunction: boolean } | undefined;
  /** When filling an open slot: whether the slots still miss someone in the function. */
  fill?: { slotOpen: boolean };
  substitute:
    | { status: MemberStatus; holdsFunction: boolean; unavailable: boolean; scheduled: boolean }
    | undefined;
}

/** A scheduled member as membersOf reads it: the row, the person and their functions. */
export interface ScheduledMemberRow extends ScheduledMemberView {
  /** The schedule_members row. */
  id: number;
  /** The person: who a schedule e-mail goes to. */
  user_id: number;
  status: MemberStatus;
  /** When they confirmed: a save that keeps their answer keeps it too. */
  confirmado_em: string | null;
  functions: (ScheduledMemberView['functions'][number] & { schedule_member_id: number })[];
}

/** Who may see which schedules of a ministry (docs/schedules.md). */
export interface Visibility {
  /** Admin rights: drafts too. */
  drafts: boolean;
  /** The caller's member row: drafts they lead are theirs to see. */
  memberId: number | undefined;
}

export interface ListRequest {
  ministryId: number;
  visibility: Visibility;
  /** Inclusive 'yyyy-MM-dd' bounds. */
  from?: string;
  to?: string;
  search?: string;
  ascending: boolean;
  offset: number;
  limit: number;
}

/** A slot with its function's current name and icon, as a list reads it. */
interface SlotRow {
  schedule_id: number;
  function_id: number;
  quantidade: number;
  ordem: number;
  nome: string;
  icone: string;
}

/** A function someone plays: compared by id, so renaming a function changes nobody's part. */
export interface Play {
  function_id: number | null;
  nome: string;
}

/** What a schedule e-mail is about: the schedule and each person's part in it. */
export interface ScheduleParts extends Pick<
  ScheduleRecord,
  'id' | 'ministry_id' | 'titulo' | 'data' | 'horario' | 'local'
> {
  publicada: boolean;
  finalizada: boolean;
  /** user id -> the functions they play, in the schedule's order. */
  people: Map<number, Play[]>;
}

/** The schedule columns a schedule e-mail looks at (ScheduleParts). */
type PartsColumns =
  'id' | 'ministry_id' | 'titulo' | 'data' | 'horario' | 'local' | 'publicada' | 'finalizada';

/**
 * Runs inside a write's transaction with the schedule as it was and as it is (undefined: not
 * there): how schedule e-mail is queued exactly when the change commits (docs/schedules.md).
 */
export type AfterScheduleWrite = (
  trx: Kysely<Database>,
  before: ScheduleParts | undefined,
  after: ScheduleParts | undefined,
) => Promise<void>;

type ScheduleScope = ExpressionBuilder<Database & { s: SchedulesTable }, 's'>;

function visibleTo(eb: ScheduleScope, { drafts, memberId }: Visibility): Expression<SqlBool> {
  if (drafts) return eb.lit(true);
  if (memberId === undefined) return isCounted;
  return eb.or([isCounted, eb('s.responsavel_id', '=', memberId)]);
}

const toFlag = (value: boolean) => (value ? 1 : 0);

/** A member row's answer, carried over when a save rewrites the rows. */
type PresenceAnswerColumns = Pick<
  Selectable<Database['schedule_members']>,
  'confirmado' | 'confirmado_em' | 'recusado_em' | 'motivo_recusa'
>;

export function createSchedulesRepository(db: Kysely<Database>, kind: DatabaseKind) {
  const write = createWrite(db, kind);
  /** The schedule's columns and its counts, the shape every list shows. */
  const summaries = () =>
    db
      .selectFrom('schedules as s')
      .selectAll('s')
      .select((eb) => [
        eb
          .selectFrom('schedule_songs as ss')
          .whereRef('ss.schedule_id', '=', 's.id')
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .as('total_musicas'),
        eb
          .selectFrom('schedule_members as sm')
          .whereRef('sm.schedule_id', '=', 's.id')
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .as('total_membros'),
        eb
          .selectFrom('schedule_members as sm')
          .whereRef('sm.schedule_id', '=', 's.id')
          .where('sm.confirmado', '=', 1)
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .as('total_confirmados'),
        eb
          .selectFrom('schedule_members as sm')
          .whereRef('sm.schedule_id', '=', 's.id')
          .where('sm.recusado_em', 'is not', null)
          .select((sub) => sub.fn.countAll<number | string>().as('n'))
          .as('total_recusados'),
      ]);

  const withCounts = <T extends Record<string, unknown>>(row: T) => ({
    ...row,
    total_musicas: Number(row.total_musicas ?? 0),
    total_membros: Number(row.total_membros ?? 0),
    total_confirmados: Number(row.total_confirmados ?? 0),
    total_recusados: Number(row.total_recusados ?? 0),
  });

  /** Writes the lists of a save's plan; parts and slots it leaves undefined stay as they are. */
  async function writeLists(
    trx: Kysely<Database>,
    scheduleId: number,
    { songs, members, items, slots }: Omit<PlannedSave, 'values'>,
    answers: Map<number, PresenceAnswerColumns>,
    /** A schedule just created has no lists to clear. */
    replacing: boolean,
  ) {
    if (replacing)
      await trx.deleteFrom('schedule_songs').where('schedule_id', '=', scheduleId).execute();
    if (songs.length)
      await trx
        .insertInto('schedule_songs')
        .values(songs.map((song) => ({ schedule_id: scheduleId, ...song })))
        .execute();
    if (items) {
      if (replacing)
        await trx.deleteFrom('schedule_items').where('schedule_id', '=', scheduleId).execute();
      if (items.length)
        await trx
          .insertInto('schedule_items')
          .values(items.map((item) => ({ schedule_id: scheduleId, ...item })))
          .execute();
    }
    if (slots) {
      if (replacing)
        await trx.deleteFrom('schedule_slots').where('schedule_id', '=', scheduleId).execute();
      if (slots.length)
        await trx
          .insertInto('schedule_slots')
          .values(slots.map((slot) => ({ schedule_id: scheduleId, ...slot })))
          .execute();
    }
    // Member rows go and come back with their answer: cascades clear their functions. Two
    // statements for the whole list, not two per member: a save holds its ministry's lock
    // while it writes (docs/architecture.md "Locks and versions").
    if (replacing)
      await trx.deleteFrom('schedule_members').where('schedule_id', '=', scheduleId).execute();
    if (!members.length) return;
    const rows = await trx
      .insertInto('schedule_members')
      .values(
        members.map((member) => {
          const kept = answers.get(member.member_id);
          return {
            schedule_id: scheduleId,
            member_id: member.member_id,
            confirmado: kept?.confirmado ?? 0,
            confirmado_em: kept?.confirmado_em ?? null,
            recusado_em: kept?.recusado_em ?? null,
            motivo_recusa: kept?.motivo_recusa ?? null,
          };
        }),
      )
      .returning(['id', 'member_id'])
      .execute();
    const rowOf = new Map(rows.map((row) => [row.member_id, row.id]));
    const played = members.flatMap((member) =>
      member.functions.map((fn) => ({
        schedule_member_id: rowOf.get(member.member_id)!,
        function_id: fn.function_id,
        funcao_nome: fn.nome,
        funcao_icone: fn.icone,
        observacao: fn.observacao,
      })),
    );
    if (played.length) await trx.insertInto('schedule_member_functions').values(played).execute();
  }

  const rowValues = (values: ScheduleValues) => ({
    ...values,
    publicada: toFlag(values.publicada),
    finalizada: toFlag(values.finalizada),
    busca: scheduleSearchText(values),
  });

  /** A new schedule's row and lists, as a save planned them; answers its id. */
  async function insertSchedule(
    trx: Kysely<Database>,
    ministryId: number,
    planned: PlannedSave,
    templateId: number | null,
  ) {
    const now = isoNow();
    const created = await trx
      .insertInto('schedules')
      .values({
        ministry_id: ministryId,
        ...rowValues(planned.values),
        template_id: templateId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeLists(trx, created.id, planned, new Map(), false);
    return created.id;
  }

  return {
    findById: (id: number) =>
      db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst(),

    async summaryById(id: number) {
      const row = await summaries().where('s.id', '=', id).executeTakeFirst();
      return row && withCounts(row);
    },

    /** A page of a ministry's schedules and how many there are in all. */
    async page(request: ListRequest) {
      let query = summaries()
        .where('s.ministry_id', '=', request.ministryId)
        .where((eb) => visibleTo(eb, request.visibility));
      if (request.from) query = query.where('s.data', '>=', request.from);
      if (request.to) query = query.where('s.data', '<=', request.to);
      const term = request.search ? searchText(request.search) : '';
      if (term) query = query.where('s.busca', 'like', `%${escapeLike(term)}%`);
      const direction = request.ascending ? 'asc' : 'desc';
      const [rows, count] = await Promise.all([
        query
          .orderBy('s.data', direction)
          .orderBy('s.horario', direction)
          .orderBy('s.id', direction)
          .offset(request.offset)
          .limit(request.limit)
          .execute(),
        query
          .clearSelect()
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(withCounts), total: Number(count.total) };
    },

    /**
     * Published and finished schedules these member rows are on, in date order, with the
     * member's answer and the functions they play.
     */
    async ofMembers(memberIds: number[], range: { from?: string; to?: string }) {
      if (!memberIds.length) return [];
      let query = summaries()
        .innerJoin('schedule_members as mine', 'mine.schedule_id', 's.id')
        .select(['mine.id as scheduled_member_id', 'mine.confirmado', 'mine.recusado_em'])
        .where('mine.member_id', 'in', memberIds)
        .where(isCounted);
      if (range.from) query = query.where('s.data', '>=', range.from);
      if (range.to) query = query.where('s.data', '<=', range.to);
      const rows = await query.orderBy('s.data').orderBy('s.horario').orderBy('s.id').execute();
      const functions = await functionsOf(rows.map((row) => row.scheduled_member_id));
      return rows.map((row) => ({
        ...withCounts(row),
        functions: functions.filter((fn) => fn.schedule_member_id === row.scheduled_member_id),
      }));
    },

    /** The songs in order, each with the repertoire row it points to (deleted ones too). */
    songsOf: (scheduleId: number, executor: Kysely<Database> = db) =>
      executor
        .selectFrom('schedule_songs as ss')
        .innerJoin('songs as so', 'so.id', 'ss.song_id')
        .select([
          'ss.song_id',
          'ss.ordem',
          'ss.tom_alterado',
          'so.nome',
          'so.artista',
          'so.album',
          'so.tom',
          'so.bpm',
          'so.duracao',
          'so.capa_url',
          'so.link_cifra',
          'so.link_letra',
          'so.link_audio',
          'so.link_video',
          'so.deleted_at',
          sql<boolean | number>`so.cifra is not null`.as('tem_cifra'),
        ])
        .where('ss.schedule_id', '=', scheduleId)
        .orderBy('ss.ordem')
        .execute(),

    /** The songs of several schedules, each list in order: names and keys only (the calendar feed). */
    setlistsOf: (scheduleIds: number[]) =>
      scheduleIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('schedule_songs as ss')
            .innerJoin('songs as so', 'so.id', 'ss.song_id')
            .select(['ss.schedule_id', 'ss.ordem', 'ss.tom_alterado', 'so.nome', 'so.tom'])
            .where('ss.schedule_id', 'in', scheduleIds)
            .orderBy('ss.schedule_id')
            .orderBy('ss.ordem')
            .execute(),

    /** The parts of the service besides its songs, with their responsible member's name. */
    itemsOf: (scheduleId: number, executor: Kysely<Database> = db) =>
      executor
        .selectFrom('schedule_items as si')
        .leftJoin('members as mb', 'mb.id', 'si.responsavel_id')
        .leftJoin('users as u', 'u.id', 'mb.user_id')
        .select([
          'si.tipo',
          'si.titulo',
          'si.duracao_minutos',
          'si.observacoes',
          'si.responsavel_id',
          'si.apos_musicas',
          'si.ordem',
          'u.nome as responsavel_nome',
          sql<boolean | number>`u.excluido_em is not null`.as('responsavel_ex_integrante'),
        ])
        .where('si.schedule_id', '=', scheduleId)
        .orderBy('si.apos_musicas')
        .orderBy('si.ordem')
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            responsavel_ex_integrante: Boolean(row.responsavel_ex_integrante),
          })),
        ),

    /** What the schedule needs, by function, with each function's current name and icon. */
    slotsOf: (scheduleId: number, executor: Kysely<Database> = db) =>
      executor
        .selectFrom('schedule_slots as sl')
        .innerJoin('functions as f', 'f.id', 'sl.function_id')
        .select(['sl.function_id', 'sl.quantidade', 'sl.ordem', 'f.nome', 'f.icone'])
        .where('sl.schedule_id', '=', scheduleId)
        .orderBy('sl.ordem')
        .execute(),

    /**
     * The slots of these schedules and who plays what in them (with their answer), by schedule:
     * what each still misses, for a list. Schedules without slots are left out, and their
     * places not read.
     */
    async slotsOfMany(scheduleIds: readonly number[]) {
      const bySchedule = new Map<
        number,
        {
          slots: Omit<SlotRow, 'schedule_id'>[];
          places: { confirmado: number; recusado_em: string | null; functions: Play[] }[];
        }
      >();
      if (!scheduleIds.length) return bySchedule;
      const slots: SlotRow[] = await db
        .selectFrom('schedule_slots as sl')
        .innerJoin('functions as f', 'f.id', 'sl.function_id')
        .select([
          'sl.schedule_id',
          'sl.function_id',
          'sl.quantidade',
          'sl.ordem',
          'f.nome',
          'f.icone',
        ])
        .where('sl.schedule_id', 'in', [...scheduleIds])
        .execute();
      for (const { schedule_id, ...slot } of slots) {
        const entry = bySchedule.get(schedule_id) ?? { slots: [], places: [] };
        entry.slots.push(slot);
        bySchedule.set(schedule_id, entry);
      }
      if (!bySchedule.size) return bySchedule;
      const places = await db
        .selectFrom('schedule_members as sm')
        .innerJoin('schedule_member_functions as smf', 'smf.schedule_member_id', 'sm.id')
        .select([
          'sm.schedule_id',
          'sm.confirmado',
          'sm.recusado_em',
          'smf.function_id',
          'smf.funcao_nome as nome',
        ])
        .where('sm.schedule_id', 'in', [...bySchedule.keys()])
        .execute();
      for (const { schedule_id, confirmado, recusado_em, function_id, nome } of places)
        bySchedule.get(schedule_id)!.places.push({
          confirmado,
          recusado_em,
          functions: [{ function_id, nome }],
        });
      return bySchedule;
    },

    /** The members, each with the functions they play in it (the presenter orders them). */
    membersOf: (scheduleId: number, executor: Kysely<Database> = db) =>
      membersIn(executor, scheduleId),

    /**
     * A new schedule of the ministry, planned by `plan` under the ministry's lock (the songs,
     * members and functions it checks are read as they are then, in `trx`), written in the
     * same transaction.
     */
    async create(
      ministryId: number,
      guard: Guard | undefined,
      plan: (trx: Kysely<Database>) => Promise<PlannedSave>,
      afterWrite?: AfterScheduleWrite,
      /** The template it is made from (docs/schedules.md "Templates"). */
      templateId: number | null = null,
    ) {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard);
        const planned = await plan(trx);
        const id = await insertSchedule(trx, ministryId, planned, templateId);
        if (afterWrite)
          await afterWrite(
            trx,
            undefined,
            plannedParts(id, ministryId, planned.values, planned.members),
          );
        return id;
      });
    },

    /**
     * Several new drafts of the ministry at once (a template's weekly rule), planned by `plan`
     * under the ministry's lock held exclusive: two runs of one rule wait for each other, so
     * the second sees what the first made and skips it.
     */
    async createBatch(
      ministryId: number,
      guard: Guard,
      plan: (trx: Kysely<Database>) => Promise<{ plan: PlannedSave; templateId: number }[]>,
    ) {
      return write(async (trx, locks) => {
        await locks.ministry(ministryId, guard, 'exclusive');
        const ids: number[] = [];
        for (const { plan: planned, templateId } of await plan(trx))
          ids.push(await insertSchedule(trx, ministryId, planned, templateId));
        return ids;
      });
    },

    /** The dates and times of a template's schedules between two dates (both included). */
    ofTemplate: (
      templateId: number,
      range: { from: string; to: string },
      executor: Kysely<Database> = db,
    ) =>
      executor
        .selectFrom('schedules')
        .select(['data', 'horario'])
        .where('template_id', '=', templateId)
        .where('data', '>=', range.from)
        .where('data', '<=', range.to)
        .execute(),

    /**
     * Replaces the schedule's fields and lists, if the guard's user may still edit it once it
     * is locked, made from `versao` when given (409 stale_version otherwise). `plan` sees the
     * schedule as it is then. Members who stay keep their answer (confirmed or declined),
     * unless the date or time changed: they answered for another day.
     */
    async replace(
      { id: scheduleId, ministry_id: ministryId }: ScheduleRef,
      guard: Guard,
      versao: number | undefined,
      plan: (
        trx: Kysely<Database>,
        schedule: ScheduleRow,
        current: {
          songIds: number[];
          members: ScheduledMemberRow[];
          items: { responsavel_id: number | null }[];
        },
      ) => Promise<PlannedSave>,
      afterWrite?: AfterScheduleWrite,
    ) {
      await write(async (trx, locks) => {
        const { schedule, rights } = await lockedSchedule(locks, ministryId, scheduleId, guard);
        if (!rights.canEdit) throw forbidden();
        requireVersion(schedule.versao, versao);
        // Read once, for the save's checks, the e-mail's "before" and the answers kept.
        const [songRows, membersBefore, itemRows] = await Promise.all([
          trx
            .selectFrom('schedule_songs')
            .select('song_id')
            .where('schedule_id', '=', scheduleId)
            .execute(),
          membersIn(trx, scheduleId),
          trx
            .selectFrom('schedule_items')
            .select('responsavel_id')
            .where('schedule_id', '=', scheduleId)
            .execute(),
        ]);
        const planned = await plan(trx, schedule, {
          songIds: songRows.map((row) => row.song_id),
          members: membersBefore,
          items: itemRows,
        });
        const { values, members } = planned;
        await trx
          .updateTable('schedules')
          .set((eb) => ({
            ...rowValues(values),
            versao: eb('versao', '+', 1),
            updated_at: isoNow(),
          }))
          .where('id', '=', scheduleId)
          .execute();
        const answers = new Map(
          (answersSurviveEdit(schedule, values) ? membersBefore : []).map(
            (row) => [row.member_id, row] as const,
          ),
        );
        await writeLists(trx, scheduleId, planned, answers, true);
        if (afterWrite)
          await afterWrite(
            trx,
            partsFrom(schedule, membersBefore),
            plannedParts(scheduleId, ministryId, values, members),
          );
      });
    },

    /** Deletes the schedule if the guard's user still manages it and it is not finished. */
    async remove(
      { id: scheduleId, ministry_id: ministryId }: ScheduleRef,
      guard: Guard,
      afterWrite?: AfterScheduleWrite,
    ) {
      await write(async (trx, locks) => {
        const { schedule, rights } = await lockedSchedule(locks, ministryId, scheduleId, guard);
        if (!rights.manages) throw forbidden();
        if (schedule.finalizada === 1)
          throw new HttpError(409, 'schedule_finished', 'schedule_finished');
        const before = afterWrite && partsFrom(schedule, await membersIn(trx, scheduleId));
        await trx.deleteFrom('schedules').where('id', '=', scheduleId).execute();
        if (afterWrite) await afterWrite(trx, before, undefined);
      });
    },

    /** The member's row on the schedule, if they are on it. */
    scheduledMember: (scheduleId: number, memberId: number) =>
      db
        .selectFrom('schedule_members')
        .select(['id', 'confirmado', 'recusado_em'])
        .where('schedule_id', '=', scheduleId)
        .where('member_id', '=', memberId)
        .executeTakeFirst(),

    /**
     * Records the guard's user's answer on the schedule: a confirmation (a second one keeps
     * the first one's time) or a decline with its reason (a second one replaces the reason).
     * `mayChange` sees the answer the row holds and the schedule, read under the schedule's
     * lock, and may refuse ('refused'). Answers undefined when the user is not on
     * the schedule (any more). A recorded answer moves the schedule's version on.
     *
     * A save takes the same locks first, so the answer lands on the rows the save wrote, and
     * a save that follows reads it and carries it over.
     */
    answer: async (
      { id: scheduleId, ministry_id: ministryId }: ScheduleRef,
      guard: Guard,
      next: { confirm: true } | { confirm: false; motivo: string },
      mayChange: (previous: PresenceAnswer, schedule: ScheduleRow) => boolean,
    ) => {
      return write(async (trx, locks) => {
        const { schedule, memberId } = await lockedSchedule(locks, ministryId, scheduleId, guard);
        if (memberId === undefined) return undefined;
        const row = await trx
          .selectFrom('schedule_members')
          .select(['id', 'confirmado', 'recusado_em'])
          .where('schedule_id', '=', scheduleId)
          .where('member_id', '=', memberId)
          .executeTakeFirst();
        if (!row) return undefined;
        const previous = presenceAnswerOf(row);
        if (!mayChange(previous, schedule)) return 'refused';
        if (next.confirm && previous === 'CONFIRMADO') return 'recorded';
        await trx
          .updateTable('schedule_members')
          .set(
            next.confirm
              ? { confirmado: 1, confirmado_em: isoNow(), recusado_em: null, motivo_recusa: null }
              : {
                  confirmado: 0,
                  confirmado_em: null,
                  recusado_em: isoNow(),
                  motivo_recusa: next.motivo,
                },
          )
          .where('id', '=', row.id)
          .execute();
        await versionMovesOn(trx, scheduleId);
        return 'recorded';
      });
    },

    /**
     * Participations of these members in the ministry's published and finished schedules
     * between the dates (inclusive), as a map member → count (members with none are absent).
     */
    async participations(ministryId: number, memberIds: readonly number[], range: DateRange) {
      if (!memberIds.length) return new Map<number, number>();
      const rows = await countedSchedules(db, ministryId)
        .innerJoin('schedule_members as sm', 'sm.schedule_id', 's.id')
        .select((eb) => ['sm.member_id', eb.fn.countAll<number | string>().as('total')])
        .where('sm.member_id', 'in', memberIds)
        .where('s.data', '>=', range.from)
        .where('s.data', '<=', range.to)
        .groupBy('sm.member_id')
        .execute();
      return new Map(rows.map((row) => [row.member_id, Number(row.total)]));
    },

    /**
     * Published and finished schedules of any ministry, other than `exceptScheduleId`, between
     * the dates (inclusive), on which a person who is an ATIVO member of `ministryId` is
     * scheduled (through their row in that schedule's ministry): the candidates of a double
     * booking. `member_id` is the person's row in `ministryId`.
     */
    commitmentsAround: (ministryId: number, range: DateRange, exceptScheduleId?: number) => {
      let query = db
        .selectFrom('schedules as s')
        .innerJoin('ministries as mi', 'mi.id', 's.ministry_id')
        .innerJoin('schedule_members as sm', 'sm.schedule_id', 's.id')
        .innerJoin('members as there', 'there.id', 'sm.member_id')
        .innerJoin('members as here', 'here.user_id', 'there.user_id')
        .select([
          'here.id as member_id',
          's.id as schedule_id',
          's.ministry_id',
          's.titulo',
          's.data',
          's.horario',
          's.publicada',
          's.finalizada',
          's.responsavel_id',
          'mi.nome as ministerio',
        ])
        .where('here.ministry_id', '=', ministryId)
        .where('here.status', '=', 'ATIVO')
        .where(isCounted)
        .where('s.data', '>=', range.from)
        .where('s.data', '<=', range.to);
      if (exceptScheduleId !== undefined) query = query.where('s.id', '!=', exceptScheduleId);
      return query.orderBy('s.data').orderBy('s.horario').orderBy('s.id').execute();
    },

    /**
     * Puts `swap.substitute` in `swap.replaced`'s place in one function: the
     * function leaves the replaced member's row (the row goes when it was their only one) and
     * a new row, answer pending, plays it with the same observation. Under the lock a save
     * takes, `refusalOf` sees the facts read then and may refuse (answered as `refused`).
     *
     * Answers the schedule's members before and after, for whoever must tell the people
     * added or removed.
     */
    swapMember: async (
      { id: scheduleId, ministry_id: ministryId }: ScheduleRef,
      guard: Guard,
      swap: SwapValues,
      refusalOf: (facts: SwapFacts) => SwapRefusal | null,
      afterWrite?: AfterScheduleWrite,
    ): Promise<SwapResult> => {
      return write(async (trx, locks): Promise<SwapResult> => {
        const { schedule, rights } = await lockedSchedule(locks, ministryId, scheduleId, guard);
        if (!rights.canEdit) throw forbidden();
        const before = await membersIn(trx, scheduleId);
        const filling = swap.replaced === undefined;
        const replaced = filling
          ? undefined
          : before.find((member) => member.member_id === swap.replaced);
        const played = replaced?.functions.find((fn) => fn.function_id === swap.functionId);
        const slot = filling
          ? await trx
              .selectFrom('schedule_slots')
              .select(['function_id as funcao_id', 'quantidade'])
              .where('schedule_id', '=', scheduleId)
              .where('function_id', '=', swap.functionId)
              .executeTakeFirst()
          : undefined;
        const substitute = await trx
          .selectFrom('members as mb')
          .select((eb) => [
            'mb.status',
            eb
              .exists(
                eb
                  .selectFrom('member_functions as mf')
                  .select('mf.id')
                  .whereRef('mf.member_id', '=', 'mb.id')
                  .where('mf.function_id', '=', swap.functionId),
              )
              .as('holds'),
            eb
              .exists(
                eb
                  .selectFrom('unavailabilities as un')
                  .select('un.id')
                  .whereRef('un.member_id', '=', 'mb.id')
                  .where('un.data_inicio', '<=', schedule.data)
                  .where('un.data_fim', '>=', schedule.data),
              )
              .as('unavailable'),
          ])
          .where('mb.id', '=', swap.substitute)
          .where('mb.ministry_id', '=', schedule.ministry_id)
          .executeTakeFirst();
        const refused = refusalOf({
          scheduleDate: schedule.data,
          replaced: replaced && {
            answer: presenceAnswerOf(replaced),
            playsFunction: played !== undefined,
          },
          ...(filling && {
            fill: {
              slotOpen:
                slot !== undefined && slotOpenFor(swap.functionId, [slot], slotPlacesOf(before)),
            },
          }),
          substitute: substitute && {
            status: substitute.status,
            // SQLite answers exists as 0/1, PostgreSQL as a boolean.
            holdsFunction: Boolean(substitute.holds),
            unavailable: Boolean(substitute.unavailable),
            scheduled: before.some((member) => member.member_id === swap.substitute),
          },
        });
        if (refused) return { refused };
        if (!filling && (!replaced || !played)) return { refused: 'substitution_not_needed' };

        const fn = await trx
          .selectFrom('functions')
          .select(['nome', 'icone'])
          .where('id', '=', swap.functionId)
          .executeTakeFirstOrThrow();
        if (replaced?.functions.length === 1)
          await trx.deleteFrom('schedule_members').where('id', '=', replaced.id).execute();
        else if (replaced)
          await trx
            .deleteFrom('schedule_member_functions')
            .where('schedule_member_id', '=', replaced.id)
            .where('function_id', '=', swap.functionId)
            .execute();
        const row = await trx
          .insertInto('schedule_members')
          .values({ schedule_id: scheduleId, member_id: swap.substitute, confirmado: 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('schedule_member_functions')
          .values({
            schedule_member_id: row.id,
            function_id: swap.functionId,
            funcao_nome: fn.nome,
            funcao_icone: fn.icone,
            observacao: played?.observacao ?? null,
          })
          .execute();
        await versionMovesOn(trx, scheduleId);
        const after = await membersIn(trx, scheduleId);
        // The swap changes only the members: both sides come from the rows already read.
        if (afterWrite)
          await afterWrite(trx, partsFrom(schedule, before), partsFrom(schedule, after));
        return { before, after };
      });
    },
  };

  /**
   * The schedule under the API's locks (its ministry's row, then its own), with the guard's
   * user's standing and rights as they are then: 404 when the schedule, or the user's place
   * in its ministry, is gone, or it is a draft they may no longer see.
   */
  async function lockedSchedule(
    locks: Locks,
    ministryId: number,
    scheduleId: number,
    guard: Guard,
  ) {
    const { standing, membership, schedule } = await locks.ministryAndSchedule(
      ministryId,
      scheduleId,
      { userId: guard.userId, allowed: guard.allowed ?? ACTIVE_MEMBERS },
    );
    // An INATIVO row (the owner's, after a transfer gone wrong) acts for nobody.
    const memberId = membership?.status === 'ATIVO' ? membership.id : undefined;
    const rights = scheduleRights(standing, schedule, memberId);
    if (!rights.visible) throw notFound();
    return { schedule, standing, memberId, rights };
  }

  /** A swap or an answer changed the schedule: an edit made from before it is stale. */
  async function versionMovesOn(trx: Kysely<Database>, scheduleId: number) {
    await trx
      .updateTable('schedules')
      .set((eb) => ({ versao: eb('versao', '+', 1), updated_at: isoNow() }))
      .where('id', '=', scheduleId)
      .execute();
  }

  /**
   * The schedule's members with their answers and functions, read through `executor` in one
   * statement (a row per member and function played): inside a save each statement is a round
   * trip made while it holds its locks.
   */
  async function membersIn(
    executor: Kysely<Database>,
    scheduleId: number,
  ): Promise<ScheduledMemberRow[]> {
    const rows = await executor
      .selectFrom('schedule_members as sm')
      .innerJoin('members as mb', 'mb.id', 'sm.member_id')
      .innerJoin('users as u', 'u.id', 'mb.user_id')
      .leftJoin('schedule_member_functions as smf', 'smf.schedule_member_id', 'sm.id')
      .leftJoin('functions as f', 'f.id', 'smf.function_id')
      .select((eb) => [
        'sm.id',
        'sm.member_id',
        'mb.user_id',
        'sm.confirmado',
        'sm.confirmado_em',
        'sm.recusado_em',
        'sm.motivo_recusa',
        'mb.status',
        'u.nome',
        'u.email',
        'u.foto_url',
        'u.excluido_em',
        'smf.id as played_id',
        'smf.function_id as played_function_id',
        'smf.observacao as played_observacao',
        eb.fn.coalesce('f.nome', 'smf.funcao_nome').as('played_nome'),
        eb.fn.coalesce('f.icone', 'smf.funcao_icone').as('played_icone'),
      ])
      .where('sm.schedule_id', '=', scheduleId)
      .orderBy('sm.id')
      .orderBy('smf.id')
      .execute();
    const members = new Map<number, ScheduledMemberRow>();
    for (const row of rows) {
      const {
        excluido_em,
        played_id,
        played_function_id,
        played_observacao,
        played_nome,
        played_icone,
        ...member
      } = row;
      let entry = members.get(member.id);
      if (!entry) {
        entry = {
          ...member,
          // A deleted account's placeholder address is nobody's: shown as no address at all.
          ...(excluido_em !== null && { email: '', ex_integrante: true }),
          functions: [],
        };
        members.set(member.id, entry);
      }
      if (played_id !== null)
        entry.functions.push({
          schedule_member_id: member.id,
          function_id: played_function_id,
          observacao: played_observacao,
          nome: played_nome!,
          icone: played_icone!,
        });
    }
    return [...members.values()];
  }

  /** The schedule and who plays what in it, from its row and its members as membersIn reads them. */
  /** Who plays what, per person: what a schedule e-mail compares before and after. */
  function peopleOf(
    members: readonly { user_id: number; functions: readonly Play[] }[],
  ): ScheduleParts['people'] {
    return new Map(
      members.map((member) => [
        member.user_id,
        member.functions.map(({ function_id, nome }): Play => ({ function_id, nome })),
      ]),
    );
  }

  function partsFrom(
    schedule: Pick<ScheduleRow, PartsColumns>,
    members: ScheduledMemberRow[],
  ): ScheduleParts {
    return {
      ...schedule,
      publicada: schedule.publicada === 1,
      finalizada: schedule.finalizada === 1,
      people: peopleOf(members),
    };
  }

  /**
   * The schedule and who plays what in it as a save just wrote it, from what it wrote: no
   * reads while the save holds its locks.
   */
  function plannedParts(
    id: number,
    ministryId: number,
    values: ScheduleValues,
    members: ScheduleMemberValues[],
  ): ScheduleParts {
    const { titulo, data, horario, local, publicada, finalizada } = values;
    return {
      id,
      ministry_id: ministryId,
      titulo,
      data,
      horario,
      local,
      publicada,
      finalizada,
      people: peopleOf(members),
    };
  }

  /** Functions played by these schedule_members rows, current names where they still exist. */
  function functionsOf(scheduledMemberIds: number[]) {
    if (!scheduledMemberIds.length) return Promise.resolve([]);
    return db
      .selectFrom('schedule_member_functions as smf')
      .leftJoin('functions as f', 'f.id', 'smf.function_id')
      .select((eb) => [
        'smf.schedule_member_id',
        'smf.function_id',
        'smf.observacao',
        eb.fn.coalesce('f.nome', 'smf.funcao_nome').as('nome'),
        eb.fn.coalesce('f.icone', 'smf.funcao_icone').as('icone'),
      ])
      .where('smf.schedule_member_id', 'in', scheduledMemberIds)
      .orderBy('smf.id')
      .execute();
  }
}

export type SchedulesRepository = ReturnType<typeof createSchedulesRepository>;

/** What swapMember answers: the refusal, or the members before and after the swap. */
export type SwapResult =
  | { refused: SwapRefusal }
  | { refused?: undefined; before: ScheduledMemberRow[]; after: ScheduledMemberRow[] };
