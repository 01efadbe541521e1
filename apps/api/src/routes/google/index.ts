import { apiErrorSchema, apiPaths, type GoogleSignInError } from '@levita/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { startBrowserSession } from '../../auth/session-cookie';
import { hashToken } from '../../auth/token-hash';
import { HttpError } from '../../errors/http-error';
import { findOrCreateGoogleUser, UnverifiedEmailError } from './google-user';
import { createGoogleClient } from './google-client';

const STATE_COOKIE = 'levita_google_state';
const COOKIE_PATH = '/api/auth/google';

/**
 * Sign-in with Google: OpenID Connect authorization code flow with PKCE, state and nonce.
 * The state also lives in a cookie of this browser, so a callback link made by someone
 * else (login CSRF) does not sign the victim into the attacker's account.
 */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { appUrl, google } = app.config;
  const client = google ? createGoogleClient(google) : undefined;
  const callbackUrl = `${appUrl}${COOKIE_PATH}/callback`;
  const secure = appUrl.startsWith('https://');

  const failTo = (reply: FastifyReply, code: GoogleSignInError) =>
    reply.redirect(`${appUrl}/login?error=${code}`);

  app.get(
    apiPaths.googleLogin,
    {
      schema: {
        tags: ['account'],
        summary: 'Start sign-in with Google (browser navigation; redirects to Google)',
        response: { 302: z.null().describe('To the provider'), 501: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!client) throw new HttpError(501, 'google_not_configured', 'google_not_configured');
      let configuration: oidc.Configuration;
      try {
        configuration = await client.configuration();
      } catch (error) {
        request.log.error({ err: error }, 'Google discovery failed');
        return failTo(reply, 'google_failed');
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await app.repos.oidcFlows.start(hashToken(state), { nonce, codeVerifier });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(STATE_COOKIE, state, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: 600,
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    apiPaths.googleCallback,
    {
      schema: {
        tags: ['account'],
        summary: 'Where Google sends the browser back; redirects to the web app',
        querystring: z.looseObject({ state: z.string().optional(), error: z.string().optional() }),
        response: { 302: z.null().describe('To APP_URL/auth/google#token=… or APP_URL/login') },
      },
    },
    async (request, reply) => {
      const cookieState = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: COOKIE_PATH });
      if (!client) return failTo(reply, 'google_not_configured');
      if (request.query.error) return failTo(reply, 'google_cancelled');
      const state = request.query.state;
      if (!state || !cookieState || state !== cookieState)
        return failTo(reply, 'google_state_mismatch');
      const flow = await app.repos.oidcFlows.take(hashToken(state));
      if (!flow) return failTo(reply, 'google_state_mismatch');

      try {
        const configuration = await client.configuration();
        // The URL is rebuilt from APP_URL, never from the Host header a client controls.
        const query = request.url.slice(request.url.indexOf('?'));
        const tokens = await oidc.authorizationCodeGrant(
          configuration,
          new URL(`${callbackUrl}${query}`),
          { pkceCodeVerifier: flow.codeVerifier, expectedState: state, expectedNonce: flow.nonce },
        );
        const claims = tokens.claims();
        if (!claims) throw new Error('the provider sent no ID token');
        const user = await findOrCreateGoogleUser(app.repos.users, claims);
        await startBrowserSession(app, reply, user);
        const token = app.tokens.issue(user.id, user.token_version);
        return reply.redirect(`${appUrl}/auth/google#token=${token.access_token}`);
      } catch (error) {
        if (error instanceof UnverifiedEmailError) return failTo(reply, 'google_email_unverified');
        request.log.warn({ err: error }, 'Google sign-in failed');
        return failTo(reply, 'google_failed');
      }
    },
  );
};
