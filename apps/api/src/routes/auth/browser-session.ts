import { apiPaths, messageResponseSchema, tokenResponseSchema } from '@levita/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearSessionCookie,
  newRefreshToken,
  SESSION_COOKIE,
  setSessionCookie,
  startBrowserSession,
} from '../../auth/session-cookie';
import { hashToken } from '../../auth/token-hash';
import { HttpError } from '../../errors/http-error';
import { message, requestLocale } from '../../i18n/messages';
import { errorResponses } from '../error-responses';

const sessionEnded = () => new HttpError(401, 'token_expired', 'token_expired');

/**
 * The browser's lasting session (docs/api.md "Sessions"). Public routes: the cookie is the
 * credential; without one, POST takes a valid access token instead.
 */
export const browserSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.browserSession,
    {
      schema: {
        tags: ['account'],
        summary:
          'Renew the access token with the session cookie (rotated on every use); without the cookie, start one from a valid access token',
        response: { 200: tokenResponseSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const next = newRefreshToken();
        const renewal = await app.repos.refreshTokens.rotate(hashToken(token), next.hash);
        if (!renewal.ok) {
          if (renewal.reason === 'reused')
            request.log.warn('a refresh token was used twice: its session is ended');
          clearSessionCookie(app, reply);
          throw sessionEnded();
        }
        setSessionCookie(app, reply, next.token, renewal.expiresAt);
        return app.tokens.issue(renewal.userId, renewal.tokenVersion);
      }
      // A browser signed in before sessions lasted, or whose cookie was cleared: the access
      // token it still holds proves the sign-in, which now gets its lasting session.
      await app.authenticate(request);
      await startBrowserSession(app, reply, request.user);
      return app.tokens.issue(request.user.id, request.user.token_version);
    },
  );

  app.delete(
    apiPaths.browserSession,
    {
      schema: {
        tags: ['account'],
        summary: "End this browser's session (sign out): its refresh token stops working",
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await app.repos.refreshTokens.end(hashToken(token));
      clearSessionCookie(app, reply);
      return { message: message(requestLocale(request), 'signed_out') };
    },
  );
};
