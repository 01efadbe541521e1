import { randomBytes } from 'node:crypto';
import { apiPaths, messageResponseSchema, passwordRecoveryRequestSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../auth/token-hash';
import { message, requestLocale } from '../../i18n/messages';
import { passwordResetMail } from '../../mail/password-reset-mail';
import { errorResponses } from '../error-responses';

export const requestRecoveryRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.passwordRecovery,
    {
      ...app.authRateLimit('recovery'),
      schema: {
        tags: ['account'],
        summary: 'E-mail a password reset link (same answer whether the account exists)',
        body: passwordRecoveryRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email } = request.body;
      const locale = requestLocale(request);
      // The lookup and the mail run after the answer, so its timing tells nothing either.
      app.runInBackground(async () => {
        const user = await app.repos.users.findByEmail(email);
        if (!user) return;
        const token = randomBytes(32).toString('base64url');
        await app.repos.passwordResets.create(user.id, hashToken(token));
        const link = `${app.config.appUrl}/redefinir-senha/${token}`;
        await app.mailer.send(passwordResetMail({ to: user.email, nome: user.nome, link, locale }));
      });
      return { message: message(locale, 'recovery_sent') };
    },
  );
};
