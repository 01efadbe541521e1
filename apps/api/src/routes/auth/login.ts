import { apiPaths, loginRequestSchema, loginResponseSchema, presentUser } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { HttpError } from '../../errors/http-error';
import { errorResponses } from '../error-responses';

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.login,
    {
      ...app.authRateLimit('login'),
      schema: {
        tags: ['account'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { email, senha } = request.body;
      const user = await app.repos.users.findByEmail(email);
      // Unknown e-mail and wrong password cost the same time and answer the same way.
      const valid = user?.password_hash
        ? await verifyPassword(user.password_hash, senha)
        : await verifyAgainstNothing(senha);
      if (!user || !valid) throw new HttpError(401, 'invalid_credentials', 'invalid_credentials');
      const token = app.tokens.issue(user.id, user.token_version);
      return { ...token, usuario: presentUser(user) };
    },
  );
};
