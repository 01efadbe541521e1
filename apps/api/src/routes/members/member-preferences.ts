import {
  ACTIVE_MEMBERS,
  apiPaths,
  idParamsSchema,
  maySetMemberPreferences,
  memberPreferencesSchema,
  presentMemberPreferences,
  updateMemberPreferencesRequestSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, HttpError } from '../../errors/http-error';
import { errorResponses } from '../error-responses';

/**
 * PUT /membros/{id}/preferencias: a member's auto-fill preferences (docs/schedules.md
 * "Auto-fill"), set by the member themself only. Admin rights read them in the members list
 * but never set them: how often someone can serve is their own word.
 */
export const memberPreferencesRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    apiPaths.memberPreferences,
    {
      schema: {
        tags: ['membership'],
        summary:
          'Set your own auto-fill preferences: at most N times a month, serve together with (the member themself only)',
        params: idParamsSchema,
        body: updateMemberPreferencesRequestSchema,
        response: { 200: memberPreferencesSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      // Outsiders and deactivated members get 404, pending ones 403.
      const { member } = await app.access.member(request.user, request.params.id, ACTIVE_MEMBERS);
      if (!maySetMemberPreferences(member, request.user.id)) throw forbidden();
      const { limite_mensal, junto_com, versao } = request.body;
      const result = await app.repos.memberPreferences.save(
        member.ministry_id,
        member.id,
        { limite_mensal, junto_com },
        { userId: request.user.id, allowed: ACTIVE_MEMBERS },
        versao,
      );
      if (result.refused) throw new HttpError(400, result.refused, result.refused);
      return presentMemberPreferences(result.saved);
    },
  );
};
