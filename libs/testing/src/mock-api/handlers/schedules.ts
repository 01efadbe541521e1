import {
  ACTIVE_MEMBERS,
  answersSurviveEdit,
  apiPaths,
  checkScheduleSave,
  confirmPresenceResponseSchema,
  currentListsOf,
  declinePresenceRequestSchema,
  emptyLists,
  isCountedSchedule,
  MANAGERS,
  mayAnswer,
  messageResponseSchema,
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
  scheduleListQuerySchema,
  scheduleListRange,
  presentSlots,
  schedulePageSchema,
  scheduleAccessOf,
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
import {
  scheduledMemberViews,
  scheduledSongViews,
  scheduleItemViews,
  scheduleSlotViews,
  scheduleSummaryView,
} from '../views';

type SaveBody = z.output<typeof saveScheduleRequestSchema>;

/**
 * The API's save check (@levita/contracts `checkScheduleSave`, docs/schedules.md) on the
 * store's rows, then the rows to keep: members who stay keep their answer unless the day or
 * the time moved.
 */
export function prepareSave(
  context: RouteContext,
  ministryId: number,
  body: SaveBody,
  previous: DemoSchedule | undefined,
) {
  const { store, message, locale } = context;
  const named = new Set(body.membros_escalados.map((entry) => entry.membro_id));
  const songs = body.musicas_escaladas.flatMap((entry) => {
    const song = store.song(entry.musica_id);
    return song?.ministry_id === ministryId ? [{ id: song.id, deleted_at: song.deleted_at }] : [];
  });
  // The leader and the parts' responsible members are checked as members are.
  const people = new Set([
    ...named,
    ...(body.responsavel_id ? [body.responsavel_id] : []),
    ...(body.itens ?? []).flatMap((item) => item.responsavel_id ?? []),
  ]);
  const members = [...people].flatMap((id) => {
    const member = store.member(id);
    if (member?.ministry_id !== ministryId) return [];
    const functions = store.assignmentsOf(member.id).flatMap((assigned) => {
      const fn = store.function(assigned.function_id);
      return fn ? [{ function_id: fn.id, nome: fn.nome, icone: fn.icone }] : [];
    });
    return [{ id: member.id, user_id: member.user_id, status: member.status, functions }];
  });
  const unavailable = store
    .unavailableOn(ministryId, body.data)
    .filter((row) => named.has(row.member_id))
    .map((row) => ({ ...row, nome: store.memberName(row.member_id) }));
  const functions = (body.vagas ?? []).flatMap((slot) => {
    const fn = store.function(slot.funcao_id);
    return fn?.ministry_id === ministryId ? [{ id: fn.id }] : [];
  });
  const current = previous
    ? currentListsOf(
        previous,
        previous.songs.map((entry) => entry.song_id),
        previous.members,
        previous.items,
      )
    : emptyLists();
  const checked = checkScheduleSave(body, { songs, members, functions, unavailable }, current, {
    locale,
    message,
  });
  if (checked.refused) {
    const { error, params, extra } = checked.refused;
    throw new MockHttpError(400, error, error, params, extra);
  }
  const { values, songs: ordered, members: planned, items, slots } = checked.plan;
  const kept = previous && answersSurviveEdit(previous, body) ? previous.members : [];
  const rows: DemoScheduledMember[] = planned.map(({ member_id, functions }) => {
    const before = kept.find((row) => row.member_id === member_id);
    return {
      member_id,
      functions,
      confirmado: before?.confirmado ? 1 : 0,
      recusado_em: before?.recusado_em ?? null,
      motivo_recusa: before?.motivo_recusa ?? null,
    };
  });
  return {
    ...values,
    publicada: values.publicada ? 1 : 0,
    finalizada: values.finalizada ? 1 : 0,
    songs: ordered,
    members: rows,
    items: items ?? previous?.items ?? [],
    slots: slots ?? previous?.slots ?? [],
    updated_at: store.now(),
  };
}

/** The schedule the path (or `id`) names, if the caller may see it (a hidden draft: 404). */
export function visibleScheduleOf(context: RouteContext, id?: number) {
  const access = context.load(scheduleById, ministryIdOf, ACTIVE_MEMBERS, id);
  const rights = scheduleAccessOf(access.standing, access.row, access.membership?.id);
  if (!rights) throw notFound();
  return { schedule: access.row, ...rights };
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
    { items: scheduleItemViews(store, schedule), slots: scheduleSlotViews(store, schedule) },
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
  const { schedule, memberId } = visibleScheduleOf(context);
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
      const query = context.parseQuery(scheduleListQuerySchema);
      const { ministerio_id, pagina, por_pagina, busca } = query;
      const { standing, membership } = context.requireStanding(ministerio_id, ACTIVE_MEMBERS);
      const { store } = context;
      const { from, to, ascending } = scheduleListRange(query, store.today);
      const term = searchText(busca ?? '');
      const rows = store.tables.schedules
        .filter(
          (row) =>
            row.ministry_id === ministerio_id &&
            scheduleRights(standing, row, membership?.id).visible &&
            (from === undefined || row.data >= from) &&
            (to === undefined || row.data <= to) &&
            scheduleSearchText(row).includes(term),
        )
        .sort((a, b) => {
          const order = `${a.data}T${a.horario}`.localeCompare(`${b.data}T${b.horario}`);
          return ascending ? order : -order;
        });
      return reply(schedulePageSchema, {
        escalas: rows.slice((pagina - 1) * por_pagina, pagina * por_pagina).map((schedule) => ({
          ...presentSummary(schedule),
          faltam: presentSlots(
            scheduleSlotViews(store, schedule),
            scheduledMemberViews(store, schedule),
          ).faltam,
        })),
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
      const { schedule, memberId, canEdit } = visibleScheduleOf(context);
      return reply(scheduleDetailSchema, detail(context.store, schedule, { memberId, canEdit }));
    }),

    route('put', apiPaths.schedule, async (context) => {
      const { schedule, memberId, canEdit } = visibleScheduleOf(context);
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
      const { schedule, manages } = visibleScheduleOf(context);
      if (!manages) throw forbidden();
      if (schedule.finalizada) throw conflict('schedule_finished');
      const { store } = context;
      store.tables.schedules = store.tables.schedules.filter((row) => row.id !== schedule.id);
      return reply(messageResponseSchema, { message: context.message('schedule_deleted') });
    }),

    route('get', apiPaths.verifyPresence, (context) => {
      const { schedule, memberId } = visibleScheduleOf(context);
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
            isCountedSchedule(row) &&
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
