import {
  ACTIVE_MEMBERS,
  apiPaths,
  type CommitmentSource,
  daysAround,
  isCountedSchedule,
  MANAGERS,
  monthBoundsOf,
  presenceAnswerOf,
  presenceAnswerOpen,
  presentConflicts,
  rankSubstitutes,
  scheduleConflictsQuerySchema,
  scheduleConflictsSchema,
  scheduleDetailSchema,
  scheduleRights,
  substitutesQuerySchema,
  substitutesSchema,
  swapMemberRequestSchema,
  slotOpenFor,
  slotPlacesOf,
  swapRefusal,
} from '@levita/contracts';
import type { DemoStore } from '../demo-store';
import { MockHttpError, conflict, forbidden, reply, type Router } from '../http';
import { raiseVersion } from '../versions';
import { detail, visibleScheduleOf } from './schedules';

/** Participations per member in the ministry's published and finished schedules of the month. */
function participationsInMonth(store: DemoStore, ministryId: number, day: string) {
  const { inicio, fim } = monthBoundsOf(day);
  const counts = new Map<number, number>();
  for (const schedule of store.tables.schedules)
    if (
      schedule.ministry_id === ministryId &&
      isCountedSchedule(schedule) &&
      schedule.data >= inicio &&
      schedule.data <= fim
    )
      for (const entry of schedule.members)
        counts.set(entry.member_id, (counts.get(entry.member_id) ?? 0) + 1);
  return counts;
}

/**
 * Substitutes for a declined place and double booking, by the API's rules (`presentConflicts`
 * decides what a schedule the caller may not read tells; the per-user limit is the server's).
 */
export function scheduleSubstituteHandlers({ route }: Router) {
  return [
    route('get', apiPaths.scheduleSubstitutes, (context) => {
      const { schedule, canEdit } = visibleScheduleOf(context);
      if (!canEdit) throw forbidden();
      const { funcao_id } = context.parseQuery(substitutesQuerySchema);
      const { store } = context;
      if (store.function(funcao_id)?.ministry_id !== schedule.ministry_id)
        throw new MockHttpError(400, 'function_not_in_ministry', 'function_not_in_ministry');
      const holders = store.tables.memberFunctions
        .filter((row) => row.function_id === funcao_id)
        .map((row) => {
          const member = store.member(row.member_id)!;
          const { nome, foto_url } = store.user(member.user_id)!;
          return {
            member_id: member.id,
            nome,
            foto_url,
            status: member.status,
            principal: row.principal,
          };
        });
      return reply(substitutesSchema, {
        funcao_id,
        substitutos: rankSubstitutes(
          holders,
          {
            scheduled: new Set(schedule.members.map((entry) => entry.member_id)),
            unavailable: new Set(
              store.unavailableOn(schedule.ministry_id, schedule.data).map((row) => row.member_id),
            ),
          },
          participationsInMonth(store, schedule.ministry_id, schedule.data),
        ),
      });
    }),

    route('post', apiPaths.swapScheduleMember, async (context) => {
      const { schedule, memberId, canEdit } = visibleScheduleOf(context);
      if (!canEdit) throw forbidden();
      const body = await context.parseBody(swapMemberRequestSchema);
      const { store } = context;
      const filling = body.membro_id === undefined;
      const replaced = filling
        ? undefined
        : schedule.members.find((entry) => entry.member_id === body.membro_id);
      const played = replaced?.functions.find((fn) => fn.function_id === body.funcao_id);
      const substitute = store.member(body.substituto_id);
      const slot = (schedule.slots ?? []).find((entry) => entry.function_id === body.funcao_id);
      const refused = swapRefusal({
        open: presenceAnswerOpen(schedule.data, store.today),
        replaced: replaced && {
          answer: presenceAnswerOf(replaced),
          playsFunction: played !== undefined,
        },
        ...(filling && {
          fill: {
            slotOpen:
              slot !== undefined &&
              slotOpenFor(
                body.funcao_id,
                [{ funcao_id: slot.function_id, quantidade: slot.quantidade }],
                slotPlacesOf(schedule.members),
              ),
          },
        }),
        substitute:
          substitute?.ministry_id === schedule.ministry_id
            ? {
                status: substitute.status,
                holdsFunction: store
                  .assignmentsOf(substitute.id)
                  .some((row) => row.function_id === body.funcao_id),
                unavailable: store
                  .unavailableOn(schedule.ministry_id, schedule.data)
                  .some((row) => row.member_id === substitute.id),
                scheduled: schedule.members.some((entry) => entry.member_id === substitute.id),
              }
            : undefined,
      });
      if (refused) throw conflict(refused);
      if (!filling && (!replaced || !played)) throw conflict('substitution_not_needed');
      const fn = store.function(body.funcao_id)!;
      if (replaced) {
        replaced.functions = replaced.functions.filter((entry) => entry !== played);
        if (!replaced.functions.length)
          schedule.members = schedule.members.filter((entry) => entry !== replaced);
      }
      schedule.members.push({
        member_id: body.substituto_id,
        confirmado: 0,
        recusado_em: null,
        motivo_recusa: null,
        functions: [
          {
            function_id: fn.id,
            nome: fn.nome,
            icone: fn.icone,
            observacao: played?.observacao ?? null,
          },
        ],
      });
      schedule.updated_at = store.now();
      raiseVersion(schedule);
      return reply(scheduleDetailSchema, detail(store, schedule, { memberId, canEdit }));
    }),

    route('get', apiPaths.scheduleConflicts, (context) => {
      const ministryId = context.id();
      const { data, horario, escala_id } = context.parseQuery(scheduleConflictsQuerySchema);
      if (escala_id === undefined) context.requireStanding(ministryId, MANAGERS);
      else {
        const { schedule, canEdit } = visibleScheduleOf(context, escala_id);
        if (schedule.ministry_id !== ministryId)
          throw new MockHttpError(400, 'ministry_mismatch', 'ministry_mismatch');
        if (!canEdit) throw forbidden();
      }
      const { store } = context;
      const caller = context.user();
      const { from, to } = daysAround(data);
      const here = store.tables.members.filter(
        (row) => row.ministry_id === ministryId && row.status === 'ATIVO',
      );
      const found: CommitmentSource[] = [];
      const readable = new Set<number>();
      for (const schedule of store.tables.schedules) {
        if (schedule.id === escala_id || !isCountedSchedule(schedule)) continue;
        if (schedule.data < from || schedule.data > to) continue;
        const ministry = store.ministry(schedule.ministry_id)!;
        const standing = store.standingIn(ministry, caller.id);
        const mine = store.membership(ministry.id, caller.id);
        if (
          standing &&
          ACTIVE_MEMBERS.includes(standing) &&
          scheduleRights(standing, schedule, mine?.id).visible
        )
          readable.add(schedule.id);
        for (const entry of schedule.members) {
          const userId = store.member(entry.member_id)?.user_id;
          const member = here.find((row) => row.user_id === userId);
          if (member)
            found.push({
              member_id: member.id,
              schedule_id: schedule.id,
              titulo: schedule.titulo,
              data: schedule.data,
              horario: schedule.horario,
              ministerio: ministry.nome,
            });
        }
      }
      return reply(
        scheduleConflictsSchema,
        presentConflicts({ data, horario }, found, (row) => readable.has(row.schedule_id)),
      );
    }),
  ];
}
