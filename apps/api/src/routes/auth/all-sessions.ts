import { apiPaths, messageResponseSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../auth/session-cookie';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

/** "Sign out everywhere": every access and refresh token of the caller stops working. */
export const allSessionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    apiPaths.allSessions,
    {
      schema: {
        tags: ['account'],
        summary: 'End every session of the signed-in user, on every device',
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await app.repos.users.endAllSessions(request.user.id);
      clearSessionCookie(app, reply);
      return { message: message(requestLocale(request), 'signed_out_everywhere') };
    },
  );
};
