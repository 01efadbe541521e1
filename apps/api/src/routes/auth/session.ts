import { tokenResponseSchema, userSchema, presentUser } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/app/authenticate';
import { errorResponses } from '../error-responses';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuario',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => presentUser(requireUser(request)),
  );

  app.post(
    '/refresh-token',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Exchange a valid access token for a new one',
        security: [{ bearer: [] }],
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return app.tokens.issue(user.id, user.token_version);
    },
  );
};
