import {
  ACTIVE_MEMBERS,
  createUnavailabilityRequestSchema,
  idParamsSchema,
  MANAGERS,
  memberUnavailabilitiesSchema,
  messageResponseSchema,
  presentUnavailability,
  presentUnavailableMember,
  unavailabilitySchema,
  unavailableMembersQuerySchema,
  unavailableMembersSchema,
  updateUnavailabilityRequestSchema,
} from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { forbidden, notFound } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { requireStanding } from '../../ministries/ministry-access';
import { requireUser } from '../../plugins/app/authenticate';
import type { UserRow } from '../../repositories/users-repository';
import { errorResponses } from '../error-responses';

/**
 * The member row a call is about and the caller's standing in its ministry. Outsiders and
 * deactivated members get 404 (requireStanding), pending ones 403.
 */
async function memberAndStanding(app: FastifyInstance, user: UserRow, memberId: number) {
  const member = await app.repos.members.findById(memberId);
  if (!member) throw notFound();
  const access = await requireStanding(app, user, member.ministry_id, ACTIVE_MEMBERS);
  // The caller's own active row: an ACTIVE_MEMBERS standing already implies ATIVO, except for
  // the owner, whose standing comes from the ministry, so the row is checked too.
  const isOwn = member.user_id === user.id && member.status === 'ATIVO';
  return { member, ...access, isOwn };
}

/**
 * Periods members cannot serve (part 2 §3 Unavailability, §4, §5, §7). Each member keeps
 * their own: only they create, change and delete them; managers read them all.
 */
export const unavailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];
  const today = () => todayIn(app.config.timeZone);

  /** The entry a /indisponibilidades/{id} call targets, for its owner only. */
  const ownEntry = async (user: UserRow, id: number) => {
    const entry = await app.repos.unavailabilities.findById(id);
    if (!entry) throw notFound();
    const { isOwn } = await memberAndStanding(app, user, entry.member_id);
    if (!isOwn) throw forbidden();
    return entry;
  };

  app.get(
    '/indisponibilidades/membros/:id',
    {
      ...secured,
      schema: {
        tags: ['unavailability'],
        summary: "A member's unavailability, newest start first (the member, or an admin or owner)",
        security,
        params: idParamsSchema,
        response: { 200: memberUnavailabilitiesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { member, standing, isOwn } = await memberAndStanding(
        app,
        requireUser(request),
        request.params.id,
      );
      if (!isOwn && !MANAGERS.includes(standing)) throw forbidden();
      const rows = await app.repos.unavailabilities.listForMember(member.id);
      const day = today();
      return { indisponibilidades: rows.map((row) => presentUnavailability(row, day)) };
    },
  );

  app.post(
    '/indisponibilidades',
    {
      ...secured,
      schema: {
        tags: ['unavailability'],
        summary: 'Report a period one cannot serve (for oneself only: membro_id is your own)',
        security,
        body: createUnavailabilityRequestSchema,
        response: { 201: unavailabilitySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { membro_id, data_inicio, data_fim, justificativa } = request.body;
      const { member, isOwn } = await memberAndStanding(app, requireUser(request), membro_id);
      // Not even a manager reports for someone else: the reason is the member's word.
      if (!isOwn) throw forbidden();
      const created = await app.repos.unavailabilities.create(member.id, {
        data_inicio,
        data_fim,
        justificativa,
      });
      return reply.code(201).send(presentUnavailability(created, today()));
    },
  );

  app.put(
    '/indisponibilidades/:id',
    {
      ...secured,
      schema: {
        tags: ['unavailability'],
        summary: 'Change the dates and reason of one of your own unavailabilities',
        security,
        params: idParamsSchema,
        body: updateUnavailabilityRequestSchema,
        response: { 200: unavailabilitySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const entry = await ownEntry(requireUser(request), request.params.id);
      const { membro_id, data_inicio, data_fim, justificativa } = request.body;
      // An entry never moves to another member.
      if (membro_id !== undefined && membro_id !== entry.member_id) throw forbidden();
      const updated = await app.repos.unavailabilities.update(entry.id, {
        data_inicio,
        data_fim,
        justificativa,
      });
      return presentUnavailability(updated, today());
    },
  );

  app.delete(
    '/indisponibilidades/:id',
    {
      ...secured,
      schema: {
        tags: ['unavailability'],
        summary: 'Delete one of your own unavailabilities',
        security,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const entry = await ownEntry(requireUser(request), request.params.id);
      await app.repos.unavailabilities.delete(entry.id);
      return { message: message(requestLocale(request), 'unavailability_deleted') };
    },
  );

  app.get(
    '/ministerios/:id/indisponiveis',
    {
      ...secured,
      schema: {
        tags: ['unavailability'],
        summary:
          'Active members unavailable on a day, today in the ministry by default (admin or owner)',
        security,
        params: idParamsSchema,
        querystring: unavailableMembersQuerySchema,
        response: { 200: unavailableMembersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await requireStanding(
        app,
        requireUser(request),
        request.params.id,
        MANAGERS,
      );
      const data = request.query.data ?? today();
      const rows = await app.repos.unavailabilities.activeCoveringDate(ministry.id, data);
      return {
        data,
        membros_indisponiveis: rows.map(presentUnavailableMember),
      };
    },
  );
};
