import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

describe('error answers', () => {
  it('hide the details of a server failure and answer in the asked language', async () => {
    const app = await buildTestApp();
    // A broken database is the typical internal failure: its message names tables.
    await app.db.schema.dropTable('newsletter_subscriptions').execute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'accept-language': 'en-US' },
      payload: { email: 'ana@example.com' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'internal_error',
      message: 'Internal server error. Please try again later.',
    });
    expect(response.body).not.toMatch(/newsletter_subscriptions|SQLITE|relation/i);
  });

  it('translate an unknown API path as 404 not_found', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado.' });
  });

  it('answer a malformed JSON body with 400 in the one error shape', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Requisição inválida.' });
  });
});
