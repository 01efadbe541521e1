import {
  createUnavailabilityRequestSchema,
  memberUnavailabilitiesSchema,
  messageResponseSchema,
  unavailabilitySchema,
  unavailableMembersQuerySchema,
  unavailableMembersSchema,
  updateUnavailabilityRequestSchema,
} from '@levita/contracts';
import {
  ACTIVE_MEMBERS,
  MANAGERS,
  forbidden,
  notFound,
  queryOf,
  readBody,
  reply,
  validate,
  type RouteContext,
  type Router,
} from '../http';
import { presentUnavailability } from '../present';

/**
 * The member a call is about, the caller's standing in its ministry, and whether it is the
 * caller's own active row: only members manage their own periods, managers read them all.
 */
function memberAndStanding(context: RouteContext, memberId: number) {
  const member = context.store.member(memberId);
  if (!member) throw notFound();
  const access = context.requireStanding(member.ministerio_id, ACTIVE_MEMBERS);
  const isOwn = member.usuario_id === access.user.id && member.status === 'ATIVO';
  return { member, ...access, isOwn };
}

/** Periods members cannot serve (part 2 §7 Members, functions, unavailability). */
export function unavailabilityHandlers({ route }: Router) {
  const ownEntry = (context: RouteContext) => {
    const entry = context.store.tables.unavailabilities.find((row) => row.id === context.id());
    if (!entry) throw notFound();
    if (!memberAndStanding(context, entry.membro_id).isOwn) throw forbidden();
    return entry;
  };

  return [
    route('get', '/indisponibilidades/membros/:id', (context) => {
      const { member, standing, isOwn } = memberAndStanding(context, context.id());
      if (!isOwn && !MANAGERS.includes(standing)) throw forbidden();
      const { store } = context;
      const rows = store.tables.unavailabilities
        .filter((row) => row.membro_id === member.id)
        .sort((a, b) => b.data_inicio.localeCompare(a.data_inicio));
      return reply(memberUnavailabilitiesSchema, {
        indisponibilidades: rows.map((row) => presentUnavailability(row, store.today)),
      });
    }),

    route('post', '/indisponibilidades', async (context) => {
      const body = validate(
        createUnavailabilityRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      const { member, isOwn } = memberAndStanding(context, body.membro_id);
      // Not even a manager reports for someone else: the reason is the member's word.
      if (!isOwn) throw forbidden();
      const { store } = context;
      const row = {
        id: store.nextId('unavailabilities'),
        membro_id: member.id,
        data_inicio: body.data_inicio,
        data_fim: body.data_fim,
        justificativa: body.justificativa,
      };
      store.tables.unavailabilities.push(row);
      return reply(unavailabilitySchema, presentUnavailability(row, store.today), 201);
    }),

    route('put', '/indisponibilidades/:id', async (context) => {
      const entry = ownEntry(context);
      const body = validate(
        updateUnavailabilityRequestSchema,
        await readBody(context.request),
        context.locale,
      );
      if (body.membro_id !== undefined && body.membro_id !== entry.membro_id) throw forbidden();
      Object.assign(entry, {
        data_inicio: body.data_inicio,
        data_fim: body.data_fim,
        justificativa: body.justificativa,
      });
      return reply(unavailabilitySchema, presentUnavailability(entry, context.store.today));
    }),

    route('delete', '/indisponibilidades/:id', (context) => {
      const entry = ownEntry(context);
      const { store } = context;
      store.tables.unavailabilities = store.tables.unavailabilities.filter(
        (row) => row.id !== entry.id,
      );
      return reply(messageResponseSchema, { message: context.message('unavailability_deleted') });
    }),

    route('get', '/ministerios/:id/indisponiveis', (context) => {
      const { ministry } = context.requireStanding(context.id(), MANAGERS);
      const { data: day } = validate(
        unavailableMembersQuerySchema,
        queryOf(context.request),
        context.locale,
      );
      const { store } = context;
      const data = day ?? store.today;
      return reply(unavailableMembersSchema, {
        data,
        membros_indisponiveis: store.unavailableOn(ministry.id, data).map((row) => ({
          membro_id: row.membro_id,
          nome: store.memberName(row.membro_id),
          justificativa: row.justificativa,
          data_inicio: row.data_inicio,
          data_fim: row.data_fim,
        })),
      });
    }),
  ];
}
