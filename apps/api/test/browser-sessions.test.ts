import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/token-hash';
import { ana, bearer, loginResponse, register, updateUser } from './accounts-fixtures';
import { buildTestApp, makeDeployRoot } from './helper';

/*
 * The browser's lasting session (docs/api.md "Sessions"): a refresh token in an httpOnly
 * cookie, rotated on every renewal, whose reuse ends the session, and which a sign-out, a
 * password change, "sign out everywhere" and an account deletion end.
 */

const COOKIE = 'levita_sessao';

interface SignIn {
  id: number;
  token: string;
  /** The refresh token the browser holds now. */
  cookie: string;
}

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

function sessionCookieOf(response: Reply) {
  const cookie = response.cookies.find((each) => each.name === COOKIE);
  expect(cookie, `no ${COOKIE} cookie in ${JSON.stringify(response.cookies)}`).toBeDefined();
  return cookie!;
}

async function signIn(app: FastifyInstance, user: Partial<typeof ana> = {}): Promise<SignIn> {
  const response = await loginResponse(app, user);
  const { access_token } = response.json<{ access_token: string }>();
  const { id } = response.json<{ usuario: { id: number } }>().usuario;
  return { id, token: access_token, cookie: sessionCookieOf(response).value };
}

const renew = (app: FastifyInstance, cookie: string | undefined, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sessao',
    headers,
    ...(cookie !== undefined && { cookies: { [COOKIE]: cookie } }),
  });

async function renewed(app: FastifyInstance, cookie: string) {
  const response = await renew(app, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return {
    token: response.json<{ access_token: string }>().access_token,
    cookie: sessionCookieOf(response).value,
  };
}

async function expectRefused(app: FastifyInstance, cookie: string) {
  const response = await renew(app, cookie);
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json()).toMatchObject({ error: 'token_expired' });
  // The browser is told to forget it.
  const cleared = sessionCookieOf(response);
  expect(cleared.value).toBe('');
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/usuario', headers: bearer(token) });

describe('a lasting browser session', () => {
  it('starts at sign-in in an httpOnly, SameSite=Strict cookie of the renewal path, for 30 days', async () => {
    const app = await buildTestApp();
    await register(app);
    const before = Date.now();
    const response = await loginResponse(app);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/sessao' });
    const days = (cookie.expires!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    // Only a hash is stored.
    const rows = await app.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(cookie.value);
  });

  it('renews the access token with the cookie alone, and rotates the cookie every time', async () => {
    const app = await buildTestApp();
    await register(app);
    const session = await signIn(app);
    const first = await renewed(app, session.cookie);
    expect(first.cookie).not.toBe(session.cookie);
    expect((await me(app, first.token)).statusCode).toBe(200);
    const second = await renewed(app, first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect((await me(app, second.token)).statusCode).toBe(200);
  });

  it('ends every session of the account when a token already exchanged comes back', async () => {
    const app = await buildTestApp();
    await register(app);
    const session = await signIn(app);
    const phone = await signIn(app);
    const next = await renewed(app, session.cookie);
    // Someone replays the first token: neither they nor the browser may go on.
    await expectRefused(app, session.cookie);
    await expectRefused(app, next.cookie);
    await expectRefused(app, phone.cookie);
    // Nor may the access token renewed with it start a new session.
    expect((await me(app, next.token)).statusCode).toBe(401);
    expect((await renew(app, undefined, bearer(next.token))).statusCode).toBe(401);
  });

  it('lets one of two renewals racing with the same token win, never both', async () => {
    const app = await buildTestApp();
    await register(app);
    const session = await signIn(app);
    const answers = await Promise.all([renew(app, session.cookie), renew(app, session.cookie)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 401]);
  });

  it('expires 30 days after its last renewal', async () => {
    const app = await buildTestApp();
    await register(app);
    const session = await signIn(app);
    const tokens = app.repos.refreshTokens;
    const in29Days = new Date(Date.now() + 29 * 86_400_000);
    const renewal = await tokens.rotate(hashToken(session.cookie), hashToken('second'), in29Days);
    expect(renewal.ok).toBe(true);
    // Sliding: 29 days later still within 30 days of the renewal.
    const later = new Date(in29Days.getTime() + 29 * 86_400_000);
    const again = await tokens.rotate(hashToken('second'), hashToken('third'), later);
    expect(again.ok).toBe(true);
    const tooLate = new Date(later.getTime() + 31 * 86_400_000);
    expect(await tokens.rotate(hashToken('third'), hashToken('fourth'), tooLate)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('ends with a sign-out of this browser, leaving the other browsers signed in', async () => {
    const app = await buildTestApp();
    await register(app);
    const laptop = await signIn(app);
    const phone = await signIn(app);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessao',
      cookies: { [COOKIE]: laptop.cookie },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(sessionCookieOf(out).value).toBe('');
    await expectRefused(app, laptop.cookie);
    await renewed(app, phone.cookie);
  });

  it('ends on every device with "sign out everywhere", access tokens included', async () => {
    const app = await buildTestApp();
    await register(app);
    const laptop = await signIn(app);
    const phone = await signIn(app);
    const out = await app.inject({
      method: 'DELETE',
      url: '/api/auth/sessoes',
      headers: bearer(laptop.token),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: 'Você saiu da sua conta em todos os dispositivos.' });
    await expectRefused(app, laptop.cookie);
    await expectRefused(app, phone.cookie);
    expect((await me(app, phone.token)).statusCode).toBe(401);
    // Signed in, and never anyone else's.
    expect((await app.inject({ method: 'DELETE', url: '/api/auth/sessoes' })).statusCode).toBe(401);
  });

  it('ends on a password change everywhere but the browser that changed it', async () => {
    const app = await buildTestApp();
    await register(app);
    const laptop = await signIn(app);
    const phone = await signIn(app);
    const changed = await updateUser(app, laptop, {
      senha_atual: ana.senha,
      nova_senha: 'Nova1!x',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectRefused(app, phone.cookie);
    await expectRefused(app, laptop.cookie);
    // The browser that changed it got a new session with the answer.
    await renewed(app, sessionCookieOf(changed).value);
  });

  it('ends on a password reset', async () => {
    const app = await buildTestApp();
    await register(app);
    const session = await signIn(app);
    await app.repos.users.setPassword(session.id, 'not-a-real-hash');
    await expectRefused(app, session.cookie);
  });

  it('ends with the account', async () => {
    const app = await buildTestApp();
    await register(app);
    const session = await signIn(app);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/usuarios/${session.id}`,
      headers: bearer(session.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectRefused(app, session.cookie);
    const left = await app.db.selectFrom('refresh_tokens').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('starts from a valid access token when the browser has no cookie, and not without one', async () => {
    const app = await buildTestApp();
    await register(app);
    const { token } = await signIn(app);
    const upgraded = await renew(app, undefined, bearer(token));
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    await renewed(app, sessionCookieOf(upgraded).value);

    const anonymous = await renew(app, undefined);
    expect(anonymous.statusCode).toBe(401);
    await expectRefused(app, 'a-token-never-issued');
  });

  it('renews on either of two servers on one database', async () => {
    const deployRoot = await makeDeployRoot();
    const first = await buildTestApp({ deployRoot });
    const { database } = first.config;
    const second = await buildTestApp({
      deployRoot,
      env:
        database.kind === 'postgres'
          ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' }
          : {},
    });
    await register(first);
    const session = await signIn(first);
    const onSecond = await renewed(second, session.cookie);
    const onFirst = await renewed(first, onSecond.cookie);
    expect((await me(second, onFirst.token)).statusCode).toBe(200);
    // A reuse seen by one server ends the session on both.
    await expectRefused(second, session.cookie);
    await expectRefused(first, onFirst.cookie);
  });
});
