import {
  confirmPresenceResponseSchema,
  messageResponseSchema,
  monthBounds,
  mySchedulesQuerySchema,
  mySchedulesResponseSchema,
  presenceSchema,
  saveScheduleRequestSchema,
  scheduleDetailSchema,
  schedulePageSchema,
  scheduleListQuerySchema,
} from '@levita/contracts';
import type { z } from 'zod';
import type { DemoStore, ScheduledMemberRow, ScheduleRow } from '../demo-store';
import {
  ACTIVE_MEMBERS,
  MANAGERS,
  MockHttpError,
  conflict,
  forbidden,
  notFound,
  queryOf,
  readBody,
  reply,
  validate,
  type RouteContext,
  type Router,
} from '../http';
import { presentDetail, presentSummary } from '../present';
import { fold } from './songs';

type SaveBody = z.output<typeof saveScheduleRequestSchema>;

/** Dates shown in the unavailability message: dd/MM/yyyy, as the API writes them. */
const dayText = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * The API's save checks (docs/schedules.md), in its order: songs of this repertoire, none
 * twice; members active here; functions they hold; an active leader; then availability.
 */
function prepareSave(
  context: RouteContext,
  ministryId: number,
  body: SaveBody,
  previous: ScheduleRow | undefined,
) {
  const { store, message } = context;
  const errors: Record<string, string[]> = {};
  const fail = (field: string, code: Parameters<RouteContext['message']>[0]) =>
    (errors[field] ??= []).push(message(code));
  const keptSongs = new Set(previous?.musicas.map((entry) => entry.musica_id));
  const keptMembers = new Set(previous?.membros.map((entry) => entry.membro_id));

  const seen = new Set<number>();
  body.musicas_escaladas.forEach((entry, index) => {
    const song = store.song(entry.musica_id);
    const usable = song?.ministerio_id === ministryId && (!song.excluida || keptSongs.has(song.id));
    if (!usable) fail(`musicas_escaladas.${index}.musica_id`, 'song_not_in_ministry');
    else if (seen.has(entry.musica_id))
      fail(`musicas_escaladas.${index}.musica_id`, 'duplicate_song');
    seen.add(entry.musica_id);
  });

  const members = new Map<number, ScheduledMemberRow>();
  body.membros_escalados.forEach((entry, index) => {
    const member = store.member(entry.membro_id);
    const active =
      member?.ministerio_id === ministryId &&
      (member.status === 'ATIVO' || keptMembers.has(member.id));
    if (!active) return fail(`membros_escalados.${index}.membro_id`, 'member_not_in_ministry');
    const row = members.get(entry.membro_id) ?? {
      membro_id: entry.membro_id,
      funcoes: [],
      confirmado: false,
    };
    members.set(entry.membro_id, row);
    if (entry.funcao_id === null || entry.funcao_id === undefined) return;
    const holds = store.assignmentsOf(entry.membro_id).some((a) => a.funcao_id === entry.funcao_id);
    const fn = store.function(entry.funcao_id);
    if (!holds || !fn) return fail(`membros_escalados.${index}.funcao_id`, 'function_not_held');
    row.funcoes.push({
      funcao_id: fn.id,
      nome: fn.nome,
      icone: fn.icone,
      observacao: entry.observacao,
    });
  });

  if (body.responsavel_id) {
    const leader = store.member(body.responsavel_id);
    if (leader?.ministerio_id !== ministryId || leader.status !== 'ATIVO')
      fail('responsavel_id', 'leader_not_active');
  }
  if (Object.keys(errors).length)
    throw new MockHttpError(400, 'validation_error', 'validation_error', {}, { errors });

  const unavailable = store
    .unavailableOn(ministryId, body.data)
    .filter((row) => members.has(row.membro_id));
  if (unavailable.length) {
    const entries = unavailable.map((row) => ({
      membro_id: row.membro_id,
      nome: store.memberName(row.membro_id),
      justificativa: row.justificativa,
      data_inicio: row.data_inicio,
      data_fim: row.data_fim,
    }));
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
              `${entry.nome}: ${dayText(entry.data_inicio)} - ${dayText(entry.data_fim)}: ${entry.justificativa}`,
          ),
        },
      },
    );
  }

  // Members who stay keep their confirmation, unless the day or time moved.
  const moved = previous && (previous.data !== body.data || previous.horario !== body.horario);
  for (const row of members.values()) {
    const before = previous?.membros.find((entry) => entry.membro_id === row.membro_id);
    row.confirmado = !moved && (before?.confirmado ?? false);
  }
  const songs = [...body.musicas_escaladas]
    .map((entry, index) => ({ ...entry, position: entry.ordem ?? index + 1 }))
    .sort((a, b) => a.position - b.position)
    .map((entry, index) => ({
      musica_id: entry.musica_id,
      ordem: index + 1,
      tom_alterado: entry.tom_alterado ?? null,
    }));

  return {
    titulo: body.titulo,
    data: body.data,
    horario: body.horario,
    local: body.local,
    observacoes: body.observacoes,
    publicada: body.publicada,
    finalizada: body.finalizada,
    responsavel_id: body.responsavel_id ?? null,
    musicas: songs,
    membros: [...members.values()],
  };
}

/** Who sees and edits a schedule: drafts only for admin rights and the leader (else 404). */
function scheduleAccess(context: RouteContext) {
  const schedule = context.store.schedule(context.id());
  if (!schedule) throw notFound();
  const access = context.requireStanding(schedule.ministerio_id, ACTIVE_MEMBERS);
  const memberId = access.membership?.status === 'ATIVO' ? access.membership.id : undefined;
  const manages = MANAGERS.includes(access.standing);
  const leads = memberId !== undefined && schedule.responsavel_id === memberId;
  if (!schedule.publicada && !schedule.finalizada && !manages && !leads) throw notFound();
  return { schedule, memberId, manages, canEdit: manages || leads };
}

function detail(store: DemoStore, access: ReturnType<typeof scheduleAccess>) {
  return presentDetail(store, access.schedule, {
    memberId: access.memberId,
    canEdit: access.canEdit,
  });
}

/** Schedules, presence and "my schedules" (part 2 §7 Schedules). */
export function scheduleHandlers({ route }: Router) {
  return [
    route('get', '/escalas', (context) => {
      const { ministerio_id, pagina, por_pagina, mes, ano, busca } = validate(
        scheduleListQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      const { standing, membership } = context.requireStanding(ministerio_id, ACTIVE_MEMBERS);
      const { store } = context;
      const drafts = MANAGERS.includes(standing);
      let from: string | undefined;
      let to: string | undefined;
      if (mes !== undefined || ano !== undefined) {
        const year = ano ?? Number(store.today.slice(0, 4));
        ({ inicio: from, fim: to } =
          mes !== undefined
            ? monthBounds(year, mes)
            : { inicio: `${year}-01-01`, fim: `${year}-12-31` });
      }
      const term = busca ? fold(busca) : '';
      const rows = store.tables.schedules
        .filter(
          (row) =>
            row.ministerio_id === ministerio_id &&
            (row.publicada ||
              row.finalizada ||
              drafts ||
              (membership !== undefined && row.responsavel_id === membership.id)) &&
            (from === undefined || (row.data >= from && row.data <= to!)) &&
            fold(`${row.titulo} ${row.local ?? ''}`).includes(term),
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

    route('post', '/escalas', async (context) => {
      const body = validate(
        saveScheduleRequestSchema,
        await readBody(context.request),
        context.locale,
      );
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
      const schedule: ScheduleRow = {
        id: store.nextId('schedules'),
        ministerio_id: ministry.id,
        ...prepareSave(context, ministry.id, body, undefined),
      };
      store.tables.schedules.push(schedule);
      return reply(
        scheduleDetailSchema,
        presentDetail(store, schedule, { memberId: membership?.id, canEdit: true }),
        201,
      );
    }),

    route('get', '/escalas/:id', (context) =>
      reply(scheduleDetailSchema, detail(context.store, scheduleAccess(context))),
    ),

    route('put', '/escalas/:id', async (context) => {
      const access = scheduleAccess(context);
      if (!access.canEdit) throw forbidden();
      const { schedule } = access;
      const body = validate(
        saveScheduleRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      if (body.ministerio_id !== undefined && body.ministerio_id !== schedule.ministerio_id)
        throw new MockHttpError(400, 'ministry_mismatch', 'ministry_mismatch');
      Object.assign(schedule, prepareSave(context, schedule.ministerio_id, body, schedule));
      return reply(scheduleDetailSchema, detail(context.store, access));
    }),

    route('delete', '/escalas/:id', (context) => {
      const { schedule, manages } = scheduleAccess(context);
      if (!manages) throw forbidden();
      if (schedule.finalizada) throw conflict('schedule_finished');
      const { store } = context;
      store.tables.schedules = store.tables.schedules.filter((row) => row.id !== schedule.id);
      return reply(messageResponseSchema, { message: context.message('schedule_deleted') });
    }),

    route('get', '/escalas/:id/verificar', (context) => {
      const { schedule, memberId } = scheduleAccess(context);
      const mine = schedule.membros.find((entry) => entry.membro_id === memberId);
      return reply(presenceSchema, {
        estou_escalado: mine !== undefined,
        confirmei_presenca: mine?.confirmado ?? false,
      });
    }),

    route('post', '/escalas/:id/confirmar', (context) => {
      const { schedule, memberId } = scheduleAccess(context);
      const mine = schedule.membros.find((entry) => entry.membro_id === memberId);
      if (!mine) throw new MockHttpError(403, 'not_scheduled', 'not_scheduled');
      mine.confirmado = true;
      return reply(confirmPresenceResponseSchema, {
        message: context.message('presence_confirmed'),
        estou_escalado: true,
        confirmei_presenca: true,
      });
    }),

    route('get', '/minhas-escalas', (context) => {
      const { ministerio_id, data_inicial, data_final } = validate(
        mySchedulesQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      if (ministerio_id !== undefined) context.requireStanding(ministerio_id, ACTIVE_MEMBERS);
      const { store } = context;
      const caller = context.user();
      const myMembers = new Set(
        store.tables.members
          .filter(
            (row) =>
              row.usuario_id === caller.id &&
              row.status === 'ATIVO' &&
              (ministerio_id === undefined || row.ministerio_id === ministerio_id),
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
          const mine = row.membros.find((entry) => myMembers.has(entry.membro_id));
          if (!mine) return [];
          return [
            {
              ...presentSummary(row),
              confirmei_presenca: mine.confirmado,
              minhas_funcoes: mine.funcoes.map((fn) => fn.nome),
            },
          ];
        })
        .sort((a, b) => a.data.localeCompare(b.data));
      return reply(mySchedulesResponseSchema, { escalas });
    }),
  ];
}
