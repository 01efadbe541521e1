import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ana, bearer, register, signedIn } from './accounts-fixtures';
import { buildTestApp, onTestEnd } from './helper';
import { startSmtpCapture } from './smtp-capture';

const loginAttempt = (
  app: Awaited<ReturnType<typeof buildTestApp>>,
  email: string,
  ip = '203.0.113.7',
) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en-US' },
    payload: { email, senha: 'Wrong123!' },
  });

const rightPassword = (app: Awaited<ReturnType<typeof buildTestApp>>, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { email: ana.email, senha: ana.senha },
  });

describe('rate limits on sign-in, sign-up and recovery', () => {
  it('stop one address after the per-address limit with 429, Retry-After and a translated message', async () => {
    const app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '3' } });
    for (let i = 0; i < 3; i++)
      expect((await loginAttempt(app, `user${i}@example.com`)).statusCode).toBe(401);
    const blocked = await loginAttempt(app, 'user9@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
    });
    // Another address is not affected.
    expect((await loginAttempt(app, 'user9@example.com', '198.51.100.1')).statusCode).toBe(401);
  });

  it('stop a client after the per-e-mail limit of wrong passwords, the right one included', async () => {
    const app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2' } });
    await register(app);
    expect((await loginAttempt(app, ana.email, '198.51.100.1')).statusCode).toBe(401);
    expect((await loginAttempt(app, ana.email.toUpperCase(), '198.51.100.1')).statusCode).toBe(401);
    const blocked = await loginAttempt(app, ana.email, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Guessing right now does not help the client that kept guessing wrong.
    const correct = await rightPassword(app, '198.51.100.1');
    expect(correct.statusCode).toBe(429);
    expect(correct.json().message).toMatch(/^Muitas tentativas/);
  });

  // Ten wrong passwords sent by anyone once locked the real owner out for 15 minutes.
  it('pause every client that failed once the e-mail had its limit from anywhere, but never the owner, who hears of it once', async () => {
    const smtp = await startSmtpCapture();
    const app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '2', SMTP_URL: smtp.url } });
    await register(app);
    expect((await loginAttempt(app, ana.email, '198.51.100.1')).statusCode).toBe(401);
    expect((await loginAttempt(app, ana.email, '198.51.100.2')).statusCode).toBe(401);

    // Both guessing addresses now wait, even with the right password.
    expect((await loginAttempt(app, ana.email, '198.51.100.2')).statusCode).toBe(429);
    expect((await rightPassword(app, '198.51.100.1')).statusCode).toBe(429);
    // The owner, from an address that never failed, signs in.
    expect((await rightPassword(app, '198.51.100.9')).statusCode).toBe(200);

    const mail = await smtp.waitForMessage(1);
    expect(mail.envelopeTo).toEqual([ana.email]);
    expect(mail.text).toContain('Alguém errou a senha da sua conta no Levita');
    expect(mail.text).toContain('Someone entered a wrong password for your Levita account');
    // A new address's wrong guess is counted, and mails nobody again.
    expect((await loginAttempt(app, ana.email, '198.51.100.3')).statusCode).toBe(401);
    expect((await loginAttempt(app, ana.email, '198.51.100.3')).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(1);
  });

  it.each(['/api/register', '/api/recuperar-senha', '/api/redefinir-senha'])(
    'limit %s per address',
    async (url) => {
      const app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_IP: '1' } });
      const send = () => app.inject({ method: 'POST', url, payload: {} });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    },
  );

  it('share counts between replicas through Redis when REDIS_URL is set', async () => {
    const env = {
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
    };
    const email = `redis-${randomBytes(6).toString('hex')}@example.com`;
    const first = await buildTestApp({ env });
    const second = await buildTestApp({ env });
    const redis = new Redis('redis://127.0.0.1:6379');
    onTestEnd(async () => {
      const keys = await redis.keys(`levita-rate-limit:*${email}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });
    expect((await loginAttempt(first, email, '198.51.100.1')).statusCode).toBe(401);
    expect((await loginAttempt(second, email, '198.51.100.2')).statusCode).toBe(401);
    // One wrong password through each replica: the e-mail's count is the shared one.
    expect((await loginAttempt(first, email, '198.51.100.2')).statusCode).toBe(429);
    expect(await redis.keys(`levita-rate-limit:*${email}*`)).not.toHaveLength(0);
  });

  it('let sign-ins through when Redis is unreachable, count them in the process, and say so once', async () => {
    // Before, each attempt waited about 8 s for Redis and then no limit applied at all.
    const lines: string[] = [];
    const app = await buildTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_PER_IP: '3' },
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void lines.push(JSON.parse(line).msg) },
      },
    });
    const attempts = [];
    for (let i = 0; i < 4; i++)
      attempts.push((await loginAttempt(app, `u${i}@example.com`)).statusCode);
    expect(attempts).toEqual([401, 401, 401, 429]);
    // ioredis tries to reconnect every few hundred milliseconds meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Redis at REDIS_URL unreachable \(.*\): rate limits count in this process until it is back$/,
      ),
    ]);
  });

  it('limit music catalogue searches per user, so the API is no free proxy', async () => {
    const app = await buildTestApp({
      // Nothing listens there: allowed calls reach "Deezer" and fail with 502.
      env: { MUSIC_SEARCH_RATE_LIMIT: '2', DEEZER_API_URL: 'http://127.0.0.1:1' },
    });
    const ana = await signedIn(app);
    const bia = await signedIn(app, { email: 'bia@example.com' });
    const search = (token: string) =>
      app.inject({ url: '/api/musicas/busca-deezer?q=santo', headers: bearer(token) });
    expect((await search(ana.token)).statusCode).toBe(502);
    expect((await search(ana.token)).statusCode).toBe(502);
    const blocked = await search(ana.token);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await search(bia.token)).statusCode).toBe(502);
  });

  it('limit access-code guesses per user and per address, so codes cannot be brute-forced', async () => {
    const app = await buildTestApp({
      env: { JOIN_RATE_LIMIT_PER_USER: '2', JOIN_RATE_LIMIT_PER_IP: '3' },
    });
    const people = await Promise.all(
      ['ana', 'bia', 'caio'].map((name) => signedIn(app, { email: `${name}@example.com` })),
    );
    const guess = (token: string, ip = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: `/api/ministerios/participar/${randomBytes(4).toString('hex')}`,
        remoteAddress: ip,
        headers: { ...bearer(token), 'accept-language': 'en-US' },
      });
    const [ana, bia, caio] = people.map((person) => person.token) as [string, string, string];
    expect((await guess(ana)).statusCode).toBe(404);
    expect((await guess(ana)).statusCode).toBe(404);
    const perUser = await guess(ana, '198.51.100.1');
    expect(perUser.statusCode).toBe(429);
    expect(perUser.headers['retry-after']).toBeDefined();
    expect(perUser.json().error).toBe('too_many_requests');

    // Two of Ana's tries and Bia's came from this address: the next user there waits.
    expect((await guess(bia)).statusCode).toBe(404);
    expect((await guess(caio)).statusCode).toBe(429);
    expect((await guess(caio, '198.51.100.2')).statusCode).toBe(404);
  });
});
