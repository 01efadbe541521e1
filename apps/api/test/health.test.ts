import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

describe('GET /api/health', () => {
  it('answers ok with the running version', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '9.9.9' });
  });
});

describe('unknown API paths', () => {
  it('answer a translated JSON 404, never the web app', async () => {
    const app = await buildTestApp();
    const pt = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado.' });
    const en = await app.inject({
      method: 'GET',
      url: '/api/nada',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toEqual({ error: 'not_found', message: 'Resource not found.' });
  });
});
