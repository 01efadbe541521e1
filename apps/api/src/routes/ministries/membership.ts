import {
  accessCodeParamsSchema,
  ANY_STANDING,
  apiPaths,
  idParamsSchema,
  messageResponseSchema,
  ministrySchema,
  presentMinistry,
  standingResponseSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { normaliseAccessCode } from '../../ministries/access-code';
import { errorResponses } from '../error-responses';

/** Joining with a code, one's own standing, and leaving (part 1 §4 Membership). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.joinMinistry,
    {
      schema: {
        tags: ['membership'],
        summary: 'Ask to join a ministry by its access code (becomes PENDENTE)',
        params: accessCodeParamsSchema,
        response: {
          201: z.extend(messageResponseSchema, { ministerio: ministrySchema }),
          ...errorResponses(401, 404, 409, 429),
        },
      },
      preHandler: app.userRateLimit(
        'join',
        app.config.rateLimit.joinPerUser,
        app.config.rateLimit.joinPerIp,
      ),
    },
    async (request, reply) => {
      const user = request.user;
      const code = normaliseAccessCode(request.params.codigo_acesso);
      const ministry = await app.repos.ministries.findByAccessCode(code);
      if (!ministry) throw new HttpError(404, 'invalid_access_code', 'invalid_access_code');
      const outcome = await app.repos.members.requestAccess(ministry.id, user.id);
      if (outcome !== 'requested') throw new HttpError(409, outcome, outcome);
      return reply.code(201).send({
        message: message(requestLocale(request), 'access_requested'),
        ministerio: presentMinistry(ministry, 'PENDENTE'),
      });
    },
  );

  app.get(
    apiPaths.ministryStanding,
    {
      schema: {
        tags: ['membership'],
        summary: "The caller's standing in the ministry (404 when they have none)",
        params: idParamsSchema,
        response: { 200: standingResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { standing } = await app.access.ministry(request.user, request.params.id, ANY_STANDING);
      return { situacao: standing };
    },
  );

  app.delete(
    apiPaths.leaveMinistry,
    {
      schema: {
        tags: ['membership'],
        summary: 'Leave the ministry, or cancel a pending request (the owner cannot leave)',
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const user = request.user;
      const { ministry, membership, standing } = await app.access.ministry(
        user,
        request.params.id,
        ANY_STANDING,
      );
      const ownerCannotLeave = () => new HttpError(409, 'owner_cannot_leave', 'owner_cannot_leave');
      if (standing === 'PROPRIETARIO' || !membership) throw ownerCannotLeave();
      // Checked again under the ministry's lock: the ministry may have been handed to them.
      await app.repos.members.change(
        ministry.id,
        membership.id,
        { userId: user.id, allowed: ANY_STANDING },
        (now) => {
          if (now.standing === 'PROPRIETARIO') throw ownerCannotLeave();
          // Cancelling a request that was approved meanwhile is not leaving the team.
          if (now.member.status !== membership.status)
            throw new HttpError(409, 'invalid_transition', 'invalid_transition');
          return 'remove';
        },
      );
      const key = standing === 'PENDENTE' ? 'request_cancelled' : 'left_ministry';
      return { message: message(requestLocale(request), key, { name: ministry.nome }) };
    },
  );
};
