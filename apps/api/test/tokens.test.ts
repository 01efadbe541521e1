import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, login, register, updateUser } from './accounts-fixtures';
import { buildTestApp } from './helper';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function appWithUser() {
  const app = await buildTestApp({ env: { JWT_SECRET: SECRET } });
  const { id } = await register(app);
  return { app, id };
}

async function meWith(app: Awaited<ReturnType<typeof buildTestApp>>, token: string) {
  const response = await app.inject({ url: '/api/usuario', headers: bearer(token) });
  return { status: response.statusCode, error: response.json().error as string };
}

function sign(payload: object, secret = SECRET, alg = 'HS256') {
  return new SignJWT({ ver: 0, ...payload })
    .setProtectedHeader({ alg })
    .setJti('test-jti')
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}

/** A token signed with our key, with exactly the `iat` and `exp` given (seconds), or none. */
function signTimes(sub: number, { iat, exp }: { iat?: number; exp?: number }) {
  const token = new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setJti('timed');
  if (iat !== undefined) token.setIssuedAt(iat);
  if (exp !== undefined) token.setExpirationTime(exp);
  return token.sign(new TextEncoder().encode(SECRET));
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);
const HOUR = 60 * 60;

describe('access tokens', () => {
  it('carry sub, iat, exp, jti and the token version, signed with HS256', async () => {
    const { app, id } = await appWithUser();
    const { access_token } = await login(app);
    const [header, payload] = access_token
      .split('.')
      .slice(0, 2)
      .map(
        (part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>,
      );
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: String(id), ver: 0 });
    expect(payload?.jti).toEqual(expect.any(String));
    expect(Number(payload?.exp) - Number(payload?.iat)).toBe(60 * 60);
  });

  it('honour a configured lifetime', async () => {
    const app = await buildTestApp({ env: { ACCESS_TOKEN_TTL_MINUTES: '5' } });
    await register(app);
    const { access_token } = await login(app);
    const payload = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(5 * 60);
  });

  it('accept a token we signed', async () => {
    const { app, id } = await appWithUser();
    expect(await meWith(app, await sign({ sub: String(id) }))).toEqual({
      status: 200,
      error: undefined,
    });
  });

  it('refuse alg none as invalid_token', async () => {
    const { app, id } = await appWithUser();
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(id), ver: 0, jti: 'x', iat: now, exp: now + 600 })}.`;
    expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
  });

  it('refuse a token signed with another key', async () => {
    const { app, id } = await appWithUser();
    const token = await sign({ sub: String(id) }, 'another-secret-that-is-also-long-enough!');
    expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
  });

  it('refuse another HMAC algorithm even with the right key', async () => {
    const { app, id } = await appWithUser();
    const token = await sign({ sub: String(id) }, SECRET, 'HS512');
    expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
  });

  it('refuse a token without an expiry, even signed with our key', async () => {
    const { app, id } = await appWithUser();
    const token = await signTimes(id, { iat: nowInSeconds() });
    expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
  });

  describe('signed with our key, refuse a lifetime we never give', () => {
    it('longer than ACCESS_TOKEN_TTL_MINUTES, such as ten years', async () => {
      const { app, id } = await appWithUser();
      const now = nowInSeconds();
      const tenYears = await signTimes(id, { iat: now, exp: now + 10 * 365 * 24 * HOUR });
      const aSecondTooLong = await signTimes(id, { iat: now, exp: now + HOUR + 1 });
      const ours = await signTimes(id, { iat: now, exp: now + HOUR });
      // Asked twice: a refusal is never remembered as anything else.
      for (const token of [tenYears, aSecondTooLong, tenYears, aSecondTooLong])
        expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
      expect((await meWith(app, ours)).status).toBe(200);
    });

    it('longer than a lowered ACCESS_TOKEN_TTL_MINUTES', async () => {
      const app = await buildTestApp({
        env: { JWT_SECRET: SECRET, ACCESS_TOKEN_TTL_MINUTES: '5' },
      });
      const { id } = await register(app);
      // `sign` makes ten-minute tokens, fine under the default hour.
      expect(await meWith(app, await sign({ sub: String(id) }))).toEqual({
        status: 401,
        error: 'invalid_token',
      });
      const { access_token } = await login(app);
      expect((await meWith(app, access_token)).status).toBe(200);
    });

    it('without an iat', async () => {
      const { app, id } = await appWithUser();
      const token = await signTimes(id, { exp: nowInSeconds() + 600 });
      expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
    });

    it('issued in the future beyond 30 seconds of clock skew', async () => {
      const { app, id } = await appWithUser();
      const now = nowInSeconds();
      const later = await signTimes(id, { iat: now + 5 * 60, exp: now + 5 * 60 + 600 });
      const skewed = await signTimes(id, { iat: now + 20, exp: now + 20 + 600 });
      expect(await meWith(app, later)).toEqual({ status: 401, error: 'invalid_token' });
      expect((await meWith(app, skewed)).status).toBe(200);
    });
  });

  it('refuse a subject that is not a plain decimal id', async () => {
    const { app, id } = await appWithUser();
    expect(id).toBe(1);
    for (const sub of ['1e0', '0x1', ' 1', '01', '1.0', '+1']) {
      expect(await meWith(app, await sign({ sub })), sub).toEqual({
        status: 401,
        error: 'invalid_token',
      });
    }
  });

  it('refuse a malformed token', async () => {
    const { app } = await appWithUser();
    for (const token of ['abc', 'a.b.c', `${encode({ alg: 'HS256' })}.e30.`]) {
      expect(await meWith(app, token)).toEqual({ status: 401, error: 'invalid_token' });
    }
  });

  it('answer an expired token with 401 token_expired and the spec message', async () => {
    const { app, id } = await appWithUser();
    const past = nowInSeconds() - HOUR;
    const token = await signTimes(id, { iat: past - HOUR, exp: past });
    const response = await app.inject({ url: '/api/usuario', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'token_expired',
      message: 'Sessão expirada. Por favor, faça login novamente.',
    });
  });

  describe('once verified and remembered', () => {
    afterEach(() => vi.useRealTimers());

    it('still refuse the token when it expires', async () => {
      const { app, id } = await appWithUser();
      const token = await sign({ sub: String(id) });
      expect((await app.inject({ url: '/api/usuario', headers: bearer(token) })).statusCode).toBe(
        200,
      );
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
      expect(await meWith(app, token)).toEqual({ status: 401, error: 'token_expired' });
    });
  });

  it('stop an old token version after a password change', async () => {
    const { app, id } = await appWithUser();
    const { access_token } = await login(app);
    await updateUser(
      app,
      { id, token: access_token },
      { senha_atual: 'Abcdef1!', nova_senha: 'Outra1!' },
    );
    expect(await meWith(app, access_token)).toEqual({ status: 401, error: 'token_expired' });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: bearer(access_token),
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuse a token of a user that does not exist', async () => {
    const { app } = await appWithUser();
    expect(await meWith(app, await sign({ sub: '999999' }))).toEqual({
      status: 401,
      error: 'invalid_token',
    });
  });
});
