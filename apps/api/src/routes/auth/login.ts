import { apiPaths, loginRequestSchema, loginResponseSchema, presentUser } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { startBrowserSession } from '../../auth/session-cookie';
import { HttpError } from '../../errors/http-error';
import { signInPausedMail } from '../../mail/sign-in-paused-mail';
import { LOGIN_PAUSE_MINUTES } from '../../plugins/external/rate-limit';
import { errorResponses } from '../error-responses';

export const loginRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.login,
    {
      onRequest: app.loginRateLimit.onRequest,
      preHandler: app.loginRateLimit.preHandler,
      schema: {
        tags: ['account'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, senha } = request.body;
      const user = await app.repos.users.findByEmail(email);
      // Unknown e-mail and wrong password cost the same time and answer the same way.
      const valid = user?.password_hash
        ? await verifyPassword(user.password_hash, senha)
        : await verifyAgainstNothing(senha);
      if (!user || !valid) {
        const paused = await app.loginRateLimit.recordFailure(request);
        // The owner hears of it once per pause, and only for an account that exists.
        if (paused && user)
          await app.mailer
            .send(
              signInPausedMail({ to: user.email, nome: user.nome, minutes: LOGIN_PAUSE_MINUTES }),
            )
            .catch((error: unknown) => request.log.error({ err: error }, 'sign-in paused mail'));
        throw new HttpError(401, 'invalid_credentials', 'invalid_credentials');
      }
      await startBrowserSession(app, reply, user);
      const token = app.tokens.issue(user.id, user.token_version);
      return { ...token, usuario: presentUser(user) };
    },
  );
};
