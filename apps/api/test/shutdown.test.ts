import { describe, expect, it } from 'vitest';
import { ana } from './accounts-fixtures';
import { openDatabase } from '../src/db/database';
import { buildTestApp, onTestEnd } from './helper';
import { startSmtpCapture } from './smtp-capture';

describe('graceful shutdown', () => {
  it('finishes a request in flight before closing the database', async () => {
    const app = await buildTestApp();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.addHook('onRequest', async () => arrived());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const pending = fetch(`${address}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ana),
    });
    await requestArrived;
    await app.close();

    const response = await pending;
    expect(response.status).toBe(201);
    // Closed means closed: the database handle is gone once close() resolved.
    await expect(app.db.selectFrom('users').selectAll().execute()).rejects.toThrow();
  });

  it('delivers mail queued by a request before it stops', async () => {
    const smtp = await startSmtpCapture();
    const app = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    await app.inject({ method: 'POST', url: '/api/register', payload: ana });
    const response = await app.inject({
      method: 'POST',
      url: '/api/recuperar-senha',
      payload: { email: ana.email },
    });
    expect(response.statusCode).toBe(200);
    await app.close();
    expect(smtp.messages).toHaveLength(1);
  });

  it('lets a handler whose client gave up finish its write before the database closes', async () => {
    const app = await buildTestApp();
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    app.addHook('preHandler', async () => arrived());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const client = new AbortController();
    const pending = fetch(`${address}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ana),
      signal: client.signal,
    }).catch(() => undefined);
    await requestArrived;
    // The socket closes now; the handler is still hashing the password.
    client.abort();
    await pending;
    await app.close();

    const { db } = openDatabase(app.config.database);
    onTestEnd(() => db.destroy());
    const users = await db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: ana.email }]);
  });
});
