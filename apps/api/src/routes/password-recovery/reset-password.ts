import { apiPaths, messageResponseSchema, passwordResetRequestSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/token-hash';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

export const resetPasswordRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.passwordReset,
    {
      ...app.authRateLimit('reset'),
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the token of a reset link (single use, 1 hour)',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { token, senha } = request.body;
      const passwordHash = await hashPassword(senha);
      const done = await app.repos.passwordResets.resetPassword(hashToken(token), passwordHash);
      if (!done) throw new HttpError(400, 'invalid_token', 'invalid_reset_token');
      const locale = requestLocale(request);
      return { message: message(locale, 'password_reset') };
    },
  );
};
