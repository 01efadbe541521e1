import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

describe('security headers', () => {
  it('protect pages with a CSP for the web app, nosniff and no referrer', async () => {
    const app = await buildTestApp();
    // The reset page carries its token in the path: no other site may see it as referrer.
    const response = await app.inject({ url: '/redefinir-senha/some-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('send the same headers on API answers', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('CORS', () => {
  const preflight = (app: Awaited<ReturnType<typeof buildTestApp>>, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('allows no other origin by default', async () => {
    const app = await buildTestApp();
    const response = await preflight(app, 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins of CORS_ORIGINS', async () => {
    const app = await buildTestApp({
      env: { CORS_ORIGINS: 'https://app.levita.test, https://admin.levita.test' },
    });
    const allowed = await preflight(app, 'https://admin.levita.test');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.levita.test');
    const refused = await preflight(app, 'https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
