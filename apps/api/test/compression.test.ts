import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp, makeDeployRoot } from './helper';

const script = `export const words = ${JSON.stringify('louvor '.repeat(400))};`;
const entry = 'remotes/repertoire/1.0.0/remoteEntry.js';
// What the build compressed, told apart from the plain file: a reply made by compressing the
// plain file on the fly would not carry it.
const built = `${script}\n// compressed at build time`;

/** A deploy root whose remote entry has the .br and .gz a build writes beside it. */
async function precompressedDeploy() {
  const page = `<!doctype html><html><head><title>Levita</title></head><body>${'<p>Escalas</p>'.repeat(200)}</body></html>`;
  const root = await makeDeployRoot({ [entry]: script, 'shell/index.html': page });
  await writeFile(join(root, `${entry}.br`), brotliCompressSync(built));
  await writeFile(join(root, `${entry}.gz`), gzipSync(built));
  return root;
}

describe('compression', () => {
  it('sends the build’s brotli file to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const app = await buildTestApp({ deployRoot: await precompressedDeploy() });
    const url = `/${entry}`;

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(built);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(built);

    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses pages and the API’s JSON on the fly', async () => {
    const app = await buildTestApp({ deployRoot: await precompressedDeploy() });
    const page = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Levita</title>');

    const openapi = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(openapi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openapi.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('leaves small answers and clients without Accept-Encoding alone', async () => {
    const app = await buildTestApp();
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toHaveProperty('status');
    const openapi = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.headers['content-encoding']).toBeUndefined();
    expect(openapi.json()).toHaveProperty('openapi');
  });
});
