import {
  ACTIVE_MEMBERS,
  MANAGERS,
  apiPaths,
  confirmPresenceResponseSchema,
  declinePresenceRequestSchema,
  mayAnswer,
  formatCalendarDay,
  messageResponseSchema,
  monthBounds,
  mySchedulesQuerySchema,
  mySchedulesResponseSchema,
  presenceAnswerOf,
  presenceAnswerOpen,
  presenceSchema,
  presentMySchedule,
  presentScheduleDetail,
  presentScheduleSummary,
  saveScheduleRequestSchema,
  scheduleDetailSchema,
  schedulePageSchema,
  scheduleListQuerySchema,
  scheduleRights,
  scheduleSearchText,
  searchText,
} from '@levita/contracts';
import type { z } from 'zod/mini';
import type { DemoSchedule, DemoScheduledMember, DemoStore } from '../demo-store';
import {
  MockHttpError,
  conflict,
  forbidden,
  notFound,
  reply,
  type RouteContext,
  type Router,
} from '../http';
import { ministryIdOf, scheduleById } from '../lookups';
import { FIRST_VERSION, raiseVersion, requireVersion } from '../versions';
import { scheduledMemberViews, scheduledSongViews, scheduleSummaryView } from '../views';

type SaveBody = z.output<typeof saveScheduleRequestSchema>;

/**
 * The API's save checks (docs/schedules.md), in its order: songs of this repertoire, none
 * twice; members active here; functions they hold; an active leader; then availability.
 */
function prepareSave(
  context: RouteContext,
  ministryId: number,
  body: SaveBody,
  previous: DemoSchedule | undefined,
) {
  const { store, message, locale } = context;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, code: Parameters<RouteContext['message']>[0]) =>
    (errors[field] ??= []).push(message(code));
  const keptSongs = new Set(previous?.songs.map((entry) => entry.song_id));
  const keptMembers = new Set(previous?.members.map((entry) => entry.member_id));

  const seen = new Set<number>();
  body.musicas_escaladas.forEach((entry, index) => {
    const song = store.song(entry.musica_id);
    const usable =
      song?.ministry_id === ministryId && (song.deleted_at === null || keptSongs.has(song.id));
    if (!usable) fail(`musicas_escaladas.${index}.musica_id`, 'song_not_in_ministry');
    else if (seen.has(entry.musica_id))
      fail(`musicas_escaladas.${index}.musica_id`, 'duplicate_song');
    seen.add(entry.musica_id);
  });

  const members = new Map<number, DemoScheduledMember>();
  body.membros_escalados.forEach((entry, index) => {
    const member = store.member(entry.membro_id);
    const active =
      member?.ministry_id === ministryId &&
      (member.status === 'ATIVO' || keptMembers.has(member.id));
    if (!active) return fail(`membros_escalados.${index}.membro_id`, 'member_not_in_ministry');
    const row = members.get(entry.membro_id) ?? {
      member_id: entry.membro_id,
      functions: [],
      confirmado: 0,
      recusado_em: null,
      motivo_recusa: null,
    };
    members.set(entry.membro_id, row);
    if (entry.funcao_id === null || entry.funcao_id === undefined) return;
    const holds = store
      .assignmentsOf(entry.membro_id)
      .some((assigned) => assigned.function_id === entry.funcao_id);
    const fn = store.function(entry.funcao_id);
    if (!holds || !fn) return fail(`membros_escalados.${index}.funcao_id`, 'function_not_held');
    row.functions.push({
      function_id: fn.id,
      nome: fn.nome,
      icone: fn.icone,
      observacao: entry.observacao,
    });
  });

  if (body.responsavel_id) {
    const leader = store.member(body.responsavel_id);
    if (leader?.ministry_id !== ministryId || leader.status !== 'ATIVO')
      fail('responsavel_id', 'leader_not_active');
  }
  if (Object.keys(errors).length)
    throw new MockHttpError(400, 'validation_error', 'validation_error', {}, { errors });

  const unavailable = store
    .unavailableOn(ministryId, body.data)
    .filter((row) => members.has(row.member_id));
  if (unavailable.length) {
    const entries = unavailable.map((row) => ({
      membro_id: row.member_id,
      nome: store.memberName(row.member_id),
      justificativa: row.justificativa,
      data_inicio: row.data_inicio,
      data_fim: row.data_fim,
    }));
    const day = (date: string) => formatCalendarDay(date, locale);
    throw new MockHttpError(
      400,
      'members_unavailable',
      'members_unavailable',
      { names: entries.map((entry) => entry.nome).join(', ') },
      {
        membros_indisponiveis: entries,
        errors: {
          membros_escalados: entries.map(
            (entry) =>
              `${entry.nome}: ${day(entry.data_inicio)} - ${day(entry.data_fim)}: ${entry.justificativa}`,
          ),
        },
      },
    );
  }

  // Members who stay keep their answer, unless the day or time moved.
  const moved = previous && (previous.data !== body.data || previous.horario !== body.horario);
  for (const row of members.values()) {
    const before = previous?.members.find((entry) => entry.member_id === row.member_id);
    row.confirmado = !moved && before?.confirmado ? 1 : 0;
    row.recusado_em = (!moved && before?.recusado_em) || null;
    row.motivo_recusa = (!moved && before?.motivo_recusa) || null;
  }
  const songs = [...body.musicas_escaladas]
    .map((entry, index) => ({ ...entry, position: entry.ordem ?? index + 1 }))
    .sort((a, b) => a.position - b.position)
    .map((entry, index) => ({
      song_id: entry.musica_id,
      ordem: index + 1,
      tom_alterado: entry.tom_alterado ?? null,
    }));

  return {
    titulo: body.titulo,
    data: body.data,
    horario: body.horario,
    local: body.local,
    observacoes: body.observacoes,
    publicada: body.publicada ? 1 : 0,
    finalizada: body.finalizada ? 1 : 0,
    responsavel_id: body.responsavel_id ?? null,
    songs,
    members: [...members.values()],
    updated_at: store.now(),
  };
}

/** The schedule the path (or `id`) names, if the caller may see it (a hidden draft: 404). */
export function scheduleAccess(context: RouteContext, id?: number) {
  const access = context.load(scheduleById, ministryIdOf, ACTIVE_MEMBERS, id);
  const memberId = access.membership?.id;
  const rights = scheduleRights(access.standing, access.row, memberId);
  if (!rights.visible) throw notFound();
  return { schedule: access.row, memberId, ...rights };
}

export function detail(
  store: DemoStore,
  schedule: DemoSchedule,
  viewer: { memberId: number | undefined; canEdit: boolean },
) {
  return presentScheduleDetail(
    scheduleSummaryView(schedule),
    scheduledSongViews(store, schedule),
    scheduledMemberViews(store, schedule),
    {
      ...viewer,
      today: store.today,
      leaderName:
        schedule.responsavel_id === null ? undefined : store.memberName(schedule.responsavel_id),
    },
  );
}

/**
 * The caller's place on the schedule the path names, when they may answer: on it (403
 * otherwise), and within presenceAnswerOpen unless it is a first confirmation (409).
 */
function answeringPlace(context: RouteContext, confirm: boolean) {
  const { schedule, memberId } = scheduleAccess(context);
  const mine = schedule.members.find((entry) => entry.member_id === memberId);
  if (!mine) throw new MockHttpError(403, 'not_scheduled', 'not_scheduled');
  const previous = presenceAnswerOf(mine);
  const open = presenceAnswerOpen(schedule.data, context.store.today);
  if (!mayAnswer(confirm ? 'CONFIRMADO' : 'RECUSADO', previous, open))
    throw conflict('presence_closed');
  return { schedule, mine };
}

const presentSummary = (schedule: DemoSchedule) =>
  presentScheduleSummary(scheduleSummaryView(schedule));

/** Schedules, presence and "my schedules" (part 2 §7 Schedules). */
export function scheduleHandlers({ route }: Router) {
  return [
    route('get', apiPaths.schedules, (context) => {
      const { ministerio_id, pagina, por_pagina, mes, ano, busca } =
        context.parseQuery(scheduleListQuerySchema);
      const { standing, membership } = context.requireStanding(ministerio_id, ACTIVE_MEMBERS);
      const { store } = context;
      let from: string | undefined;
      let to: string | undefined;
      if (mes !== undefined || ano !== undefined) {
        const year = ano ?? Number(store.today.slice(0, 4));
        ({ inicio: from, fim: to } =
          mes !== undefined
            ? monthBounds(year, mes)
            : { inicio: `${year}-01-01`, fim: `${year}-12-31` });
      }
      const term = searchText(busca ?? '');
      const rows = store.tables.schedules
        .filter(
          (row) =>
            row.ministry_id === ministerio_id &&
            scheduleRights(standing, row, membership?.id).visible &&
            (from === undefined || (row.data >= from && row.data <= to!)) &&
            scheduleSearchText(row).includes(term),
        )
        // In a month or a year: oldest first, as a calendar reads; otherwise newest first.
        .sort((a, b) => {
          const order = `${a.data}T${a.horario}`.localeCompare(`${b.data}T${b.horario}`);
          return from === undefined ? -order : order;
        });
      return reply(schedulePageSchema, {
        escalas: rows.slice((pagina - 1) * por_pagina, pagina * por_pagina).map(presentSummary),
        total: rows.length,
        pagina,
        por_pagina,
      });
    }),

    route('post', apiPaths.schedules, async (context) => {
      const body = await context.parseBody(saveScheduleRequestSchema);
      if (body.ministerio_id === undefined)
        throw new MockHttpError(
          400,
          'validation_error',
          'validation_error',
          {},
          { errors: { ministerio_id: [context.message('required')] } },
        );
      const { ministry, membership } = context.requireStanding(body.ministerio_id, MANAGERS);
      const { store } = context;
      const schedule: DemoSchedule = {
        id: store.nextId('schedules'),
        ministry_id: ministry.id,
        created_at: store.now(),
        versao: FIRST_VERSION,
        ...prepareSave(context, ministry.id, body, undefined),
      };
      store.tables.schedules.push(schedule);
      return reply(
        scheduleDetailSchema,
        detail(store, schedule, { memberId: membership?.id, canEdit: true }),
        201,
      );
    }),

    route('get', apiPaths.schedule, (context) => {
      const { schedule, memberId, canEdit } = scheduleAccess(context);
      return reply(scheduleDetailSchema, detail(context.store, schedule, { memberId, canEdit }));
    }),

    route('put', apiPaths.schedule, async (context) => {
      const { schedule, memberId, canEdit } = scheduleAccess(context);
      if (!canEdit) throw forbidden();
      const body = await context.parseBody(saveScheduleRequestSchema);
      if (body.ministerio_id !== undefined && body.ministerio_id !== schedule.ministry_id)
        throw new MockHttpError(400, 'ministry_mismatch', 'ministry_mismatch');
      requireVersion(schedule, body.versao);
      Object.assign(schedule, prepareSave(context, schedule.ministry_id, body, schedule));
      raiseVersion(schedule);
      return reply(scheduleDetailSchema, detail(context.store, schedule, { memberId, canEdit }));
    }),

    route('delete', apiPaths.schedule, (context) => {
      const { schedule, manages } = scheduleAccess(context);
      if (!manages) throw forbidden();
      if (schedule.finalizada) throw conflict('schedule_finished');
      const { store } = context;
      store.tables.schedules = store.tables.schedules.filter((row) => row.id !== schedule.id);
      return reply(messageResponseSchema, { message: context.message('schedule_deleted') });
    }),

    route('get', apiPaths.verifyPresence, (context) => {
      const { schedule, memberId } = scheduleAccess(context);
      const mine = schedule.members.find((entry) => entry.member_id === memberId);
      const answer = mine && presenceAnswerOf(mine);
      return reply(presenceSchema, {
        estou_escalado: mine !== undefined,
        confirmei_presenca: answer === 'CONFIRMADO',
        recusei_presenca: answer === 'RECUSADO',
      });
    }),

    route('post', apiPaths.confirmPresence, (context) => {
      const { schedule, mine } = answeringPlace(context, true);
      if (mine.confirmado !== 1) {
        Object.assign(mine, {
          confirmado: 1,
          recusado_em: null,
          motivo_recusa: null,
        } satisfies Partial<DemoScheduledMember>);
        // An answer changes the schedule: an edit made before it must not undo it.
        raiseVersion(schedule);
      }
      return reply(confirmPresenceResponseSchema, {
        message: context.message('presence_confirmed'),
        estou_escalado: true,
        confirmei_presenca: true,
        recusei_presenca: false,
      });
    }),

    route('post', apiPaths.declinePresence, async (context) => {
      const { schedule, mine } = answeringPlace(context, false);
      const { motivo } = await context.parseBody(declinePresenceRequestSchema);
      Object.assign(mine, {
        confirmado: 0,
        recusado_em: context.store.now(),
        motivo_recusa: motivo,
      } satisfies Partial<DemoScheduledMember>);
      raiseVersion(schedule);
      return reply(confirmPresenceResponseSchema, {
        message: context.message('presence_declined'),
        estou_escalado: true,
        confirmei_presenca: false,
        recusei_presenca: true,
      });
    }),

    route('get', apiPaths.mySchedules, (context) => {
      const { ministerio_id, data_inicial, data_final } =
        context.parseQuery(mySchedulesQuerySchema);
      if (ministerio_id !== undefined) context.requireStanding(ministerio_id, ACTIVE_MEMBERS);
      const { store } = context;
      const caller = context.user();
      const myMembers = new Set(
        store.tables.members
          .filter(
            (row) =>
              row.user_id === caller.id &&
              row.status === 'ATIVO' &&
              (ministerio_id === undefined || row.ministry_id === ministerio_id),
          )
          .map((row) => row.id),
      );
      const escalas = store.tables.schedules
        .filter(
          (row) =>
            (row.publicada || row.finalizada) &&
            (!data_inicial || row.data >= data_inicial) &&
            (!data_final || row.data <= data_final),
        )
        .flatMap((row) => {
          const mine = scheduledMemberViews(store, row).find((entry) =>
            myMembers.has(entry.member_id),
          );
          if (!mine) return [];
          const { confirmado, recusado_em, functions } = mine;
          return [
            presentMySchedule({ ...scheduleSummaryView(row), confirmado, recusado_em, functions }),
          ];
        })
        .sort((a, b) => a.data.localeCompare(b.data));
      return reply(mySchedulesResponseSchema, { escalas });
    }),
  ];
}
