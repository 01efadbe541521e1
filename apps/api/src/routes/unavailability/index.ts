import {
  ACTIVE_MEMBERS,
  apiPaths,
  createUnavailabilityRequestSchema,
  idParamsSchema,
  MANAGERS,
  mayReadUnavailability,
  memberUnavailabilitiesSchema,
  messageResponseSchema,
  presentUnavailability,
  presentUnavailableMember,
  unavailabilitySchema,
  unavailableMembersQuerySchema,
  unavailableMembersSchema,
  updateUnavailabilityRequestSchema,
  isOwnActiveRow,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../calendar/today';
import { forbidden } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import type { Caller } from '../../ministries/ministry-access';
import type { MemberRow } from '../../repositories/members-repository';
import { errorResponses } from '../error-responses';

/** Not even a manager writes someone else's unavailability: the reason is the member's word. */
function requireOwn(member: MemberRow, user: Caller) {
  if (!isOwnActiveRow(member, user.id)) throw forbidden();
}

/**
 * Periods members cannot serve (part 2 §3 Unavailability, §4, §5, §7). Each member keeps
 * their own: only they create, change and delete them; managers read them all.
 */
export const unavailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayIn(app.config.timeZone);

  app.get(
    apiPaths.memberUnavailabilities,
    {
      schema: {
        tags: ['unavailability'],
        summary: "A member's unavailability, newest start first (the member, or an admin or owner)",
        params: idParamsSchema,
        response: { 200: memberUnavailabilitiesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      // Outsiders and deactivated members get 404, pending ones 403.
      const { member, standing } = await app.access.member(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      if (!mayReadUnavailability(member, request.user.id, standing)) throw forbidden();
      const rows = await app.repos.unavailabilities.listForMember(member.id);
      const day = today();
      return { indisponibilidades: rows.map((row) => presentUnavailability(row, day)) };
    },
  );

  app.post(
    apiPaths.unavailabilities,
    {
      schema: {
        tags: ['unavailability'],
        summary: 'Report a period one cannot serve (for oneself only: membro_id is your own)',
        body: createUnavailabilityRequestSchema,
        response: { 201: unavailabilitySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { membro_id, data_inicio, data_fim, justificativa } = request.body;
      const { member } = await app.access.member(request.user, membro_id, ACTIVE_MEMBERS);
      requireOwn(member, request.user);
      const created = await app.repos.unavailabilities.create(
        member.ministry_id,
        member.id,
        { data_inicio, data_fim, justificativa },
        { userId: request.user.id, allowed: ACTIVE_MEMBERS },
      );
      return reply.code(201).send(presentUnavailability(created, today()));
    },
  );

  app.put(
    apiPaths.unavailability,
    {
      schema: {
        tags: ['unavailability'],
        summary: 'Change the dates and reason of one of your own unavailabilities',
        params: idParamsSchema,
        body: updateUnavailabilityRequestSchema,
        response: { 200: unavailabilitySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { entry, member } = await app.access.unavailability(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      requireOwn(member, request.user);
      const { membro_id, data_inicio, data_fim, justificativa, versao } = request.body;
      // An entry never moves to another member.
      if (membro_id !== undefined && membro_id !== entry.member_id) throw forbidden();
      const updated = await app.repos.unavailabilities.update(
        member.ministry_id,
        entry,
        { data_inicio, data_fim, justificativa },
        { userId: request.user.id, allowed: ACTIVE_MEMBERS },
        versao,
      );
      return presentUnavailability(updated, today());
    },
  );

  app.delete(
    apiPaths.unavailability,
    {
      schema: {
        tags: ['unavailability'],
        summary: 'Delete one of your own unavailabilities',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { entry, member } = await app.access.unavailability(
        request.user,
        request.params.id,
        ACTIVE_MEMBERS,
      );
      requireOwn(member, request.user);
      await app.repos.unavailabilities.delete(member.ministry_id, entry, {
        userId: request.user.id,
        allowed: ACTIVE_MEMBERS,
      });
      return { message: message(requestLocale(request), 'unavailability_deleted') };
    },
  );

  app.get(
    apiPaths.unavailableMembers,
    {
      schema: {
        tags: ['unavailability'],
        summary:
          'Active members unavailable on a day, today in the ministry by default (admin or owner)',
        params: idParamsSchema,
        querystring: unavailableMembersQuerySchema,
        response: { 200: unavailableMembersSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ministry } = await app.access.ministry(request.user, request.params.id, MANAGERS);
      const data = request.query.data ?? today();
      const rows = await app.repos.unavailabilities.activeCoveringDate(ministry.id, data);
      return { data, membros_indisponiveis: rows.map(presentUnavailableMember) };
    },
  );
};
