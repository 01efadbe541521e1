import {
  ACTIVE_MEMBERS,
  MANAGERS,
  apiPaths,
  createUnavailabilityRequestSchema,
  mayReadUnavailability,
  memberUnavailabilitiesSchema,
  messageResponseSchema,
  presentUnavailability,
  unavailabilitySchema,
  unavailableMembersQuerySchema,
  unavailableMembersSchema,
  updateUnavailabilityRequestSchema,
  isOwnActiveRow,
} from '@levita/contracts';
import { forbidden, reply, type RouteContext, type Router } from '../http';
import { memberById, memberMinistryOf, ministryIdOf, unavailabilityById } from '../lookups';
import { FIRST_VERSION, raiseVersion, requireVersion } from '../versions';

/** Periods members cannot serve (part 2 §7 Members, functions, unavailability). */
export function unavailabilityHandlers({ route }: Router) {
  /** The caller's own period the path names (403 for someone else's). */
  const ownPeriod = (context: RouteContext) => {
    const access = context.load(unavailabilityById, memberMinistryOf, ACTIVE_MEMBERS);
    if (!isOwnActiveRow(access.row.member, access.user.id)) throw forbidden();
    return access.row.entry;
  };

  return [
    route('get', apiPaths.memberUnavailabilities, (context) => {
      const access = context.load(memberById, ministryIdOf, ACTIVE_MEMBERS);
      if (!mayReadUnavailability(access.row, access.user.id, access.standing)) throw forbidden();
      const { store } = context;
      const rows = store.tables.unavailabilities
        .filter((row) => row.member_id === access.row.id)
        .sort((a, b) => b.data_inicio.localeCompare(a.data_inicio));
      return reply(memberUnavailabilitiesSchema, {
        indisponibilidades: rows.map((row) => presentUnavailability(row, store.today)),
      });
    }),

    route('post', apiPaths.unavailabilities, async (context) => {
      const body = await context.parseBody(createUnavailabilityRequestSchema);
      const access = context.load(memberById, ministryIdOf, ACTIVE_MEMBERS, body.membro_id);
      // Not even a manager reports for someone else: the reason is the member's word.
      if (!isOwnActiveRow(access.row, access.user.id)) throw forbidden();
      const { store } = context;
      const now = store.now();
      const row = {
        id: store.nextId('unavailabilities'),
        member_id: access.row.id,
        data_inicio: body.data_inicio,
        data_fim: body.data_fim,
        justificativa: body.justificativa,
        versao: FIRST_VERSION,
        created_at: now,
        updated_at: now,
      };
      store.tables.unavailabilities.push(row);
      return reply(unavailabilitySchema, presentUnavailability(row, store.today), 201);
    }),

    route('put', apiPaths.unavailability, async (context) => {
      const entry = ownPeriod(context);
      const body = await context.parseBody(updateUnavailabilityRequestSchema);
      if (body.membro_id !== undefined && body.membro_id !== entry.member_id) throw forbidden();
      requireVersion(entry, body.versao);
      Object.assign(entry, {
        data_inicio: body.data_inicio,
        data_fim: body.data_fim,
        justificativa: body.justificativa,
        updated_at: context.store.now(),
      });
      raiseVersion(entry);
      return reply(unavailabilitySchema, presentUnavailability(entry, context.store.today));
    }),

    route('delete', apiPaths.unavailability, (context) => {
      const entry = ownPeriod(context);
      const { store } = context;
      store.tables.unavailabilities = store.tables.unavailabilities.filter(
        (row) => row.id !== entry.id,
      );
      return reply(messageResponseSchema, { message: context.message('unavailability_deleted') });
    }),

    route('get', apiPaths.unavailableMembers, (context) => {
      const { ministry } = context.requireStanding(context.id(), MANAGERS);
      const { data: day } = context.parseQuery(unavailableMembersQuerySchema);
      const { store } = context;
      const data = day ?? store.today;
      return reply(unavailableMembersSchema, {
        data,
        membros_indisponiveis: store.unavailableOn(ministry.id, data).map((row) => ({
          membro_id: row.member_id,
          nome: store.memberName(row.member_id),
          justificativa: row.justificativa,
          data_inicio: row.data_inicio,
          data_fim: row.data_fim,
        })),
      });
    }),
  ];
}
