import {
  apiPaths,
  passwordResetLinkParamsSchema,
  passwordResetLinkSchema,
} from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../auth/token-hash';
import { HttpError } from '../../errors/http-error';
import { errorResponses } from '../error-responses';

/**
 * Whether a reset link still works, so its page says so before anything is typed (a used or
 * expired link was reported only after the new password had been typed twice). The same
 * rate limit as the reset: guessing tokens here is no cheaper than there.
 */
export const resetLinkRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.passwordResetLink,
    {
      ...app.authRateLimit('reset'),
      schema: {
        tags: ['account'],
        summary: 'Whether a password reset link still works, and until when',
        params: passwordResetLinkParamsSchema,
        response: { 200: passwordResetLinkSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const until = await app.repos.passwordResets.usableUntil(hashToken(request.params.token));
      if (!until) throw new HttpError(400, 'invalid_token', 'invalid_reset_token');
      return { expira_em: new Date(until).toISOString() };
    },
  );
};
