import { apiPaths, presentUser, tokenResponseSchema, userSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors/http-error';
import { errorResponses } from '../error-responses';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.currentUser,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.repos.users.findById(request.user.id);
      // Deleted between authenticate's read and this one: the token names nobody now.
      if (!user) throw new HttpError(401, 'invalid_token', 'invalid_token');
      return presentUser(user);
    },
  );

  app.post(
    apiPaths.refreshToken,
    {
      schema: {
        tags: ['account'],
        summary: 'Exchange a valid access token for a new one',
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => app.tokens.issue(request.user.id, request.user.token_version),
  );
};
