import { apiPaths, presentUser, tokenResponseSchema, userSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wholeCaller } from '../../plugins/app/authenticate';
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
    async (request) => presentUser(await wholeCaller(app, request)),
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
