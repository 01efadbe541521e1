import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

const endpoints = [
  ['post', '/api/register'],
  ['post', '/api/login'],
  ['get', '/api/usuario'],
  ['post', '/api/refresh-token'],
  ['put', '/api/usuarios/{id}'],
  ['post', '/api/recuperar-senha'],
  ['post', '/api/redefinir-senha'],
  ['post', '/api/newsletter'],
  ['get', '/api/auth/google/login'],
  ['get', '/api/auth/google/callback'],
  ['get', '/api/health'],
] as const;

describe('OpenAPI document', () => {
  it('lists every endpoint with its schemas at /api/openapi.json', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of endpoints) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const register = doc.paths['/api/register'].post;
    const body = register.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['nome', 'email', 'telefone', 'senha']);
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/remotes'))).toBe(false);
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
    // Swagger UI styles a few elements inline; the page's policy has to allow that.
    expect(response.headers['content-security-policy']).toMatch(/style-src [^;]*'unsafe-inline'/);
  });
});
