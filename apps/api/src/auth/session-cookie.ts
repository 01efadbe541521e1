import { randomBytes } from 'node:crypto';
import { apiPaths } from '@levita/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashToken } from './token-hash';

export const SESSION_COOKIE = 'levita_sessao';

/**
 * The refresh token travels only to the renewal path: script cannot read it (httpOnly), other
 * sites cannot send it (SameSite=Strict), and no other request of the API carries it.
 */
export const SESSION_COOKIE_PATH = `/api${apiPaths.browserSession}`;

function cookieOptions(app: FastifyInstance) {
  return {
    path: SESSION_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    // Plain http only where the app itself runs on it (a laptop, the e2e server).
    secure: app.config.appUrl.startsWith('https://'),
  };
}

/** A new refresh token: 256 random bits; the database keeps only its hash. */
export function newRefreshToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(app), expires });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
}

/** A sign-in's lasting session for this browser: a new refresh token family, in the cookie. */
export async function startBrowserSession(
  app: FastifyInstance,
  reply: FastifyReply,
  user: { id: number; token_version: number },
) {
  const { token, hash } = newRefreshToken();
  const expires = await app.repos.refreshTokens.start(user.id, user.token_version, hash);
  setSessionCookie(app, reply, token, expires);
}
