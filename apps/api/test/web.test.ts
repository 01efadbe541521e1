import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp, makeDeployRoot } from './helper';

const manifest = {
  repertoire: { version: '1.0.0', entry: '/remotes/repertoire/1.0.0/remoteEntry.js' },
};

describe('web product on the API origin', () => {
  it('serves the shell for every page path (SPA fallback) without caching it', async () => {
    const app = await buildTestApp();
    for (const url of [
      '/',
      '/dashboard',
      '/ministerios/7/musicas/nova',
      '/politica-de-privacidade?x=1',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Levita</title>');
    }
  });

  it('serves the shell assets and answers 404 for a missing file instead of the page', async () => {
    const root = await makeDeployRoot({ 'shell/assets/app-abc.js': 'console.log(1)' });
    const app = await buildTestApp({ deployRoot: root });
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('reads /remotes.json from disk on every request, so a deploy shows up without a restart', async () => {
    const root = await makeDeployRoot();
    const app = await buildTestApp({ deployRoot: root });
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({});

    await writeFile(join(root, 'remotes.json'), JSON.stringify(manifest));
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.json()).toEqual(manifest);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves deployed remote versions, and 404 for versions that are not there', async () => {
    const root = await makeDeployRoot({
      'remotes/repertoire/1.0.0/remoteEntry.js': 'export const v = 1;',
    });
    const app = await buildTestApp({ deployRoot: root });
    const entry = await app.inject({
      method: 'GET',
      url: '/remotes/repertoire/1.0.0/remoteEntry.js',
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.body).toBe('export const v = 1;');
    const missing = await app.inject({
      method: 'GET',
      url: '/remotes/repertoire/2.0.0/remoteEntry.js',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/html/);
  });

  it("says, in the visitor's language, that the web app is not deployed when the shell is missing", async () => {
    const root = await makeDeployRoot();
    await rm(join(root, 'shell', 'index.html'));
    const app = await buildTestApp({ deployRoot: root });
    const pt = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(pt.statusCode).toBe(503);
    expect(pt.body).toBe('O aplicativo web ainda não foi publicado neste servidor.');
    const en = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body).toBe('The web app has not been deployed on this server yet.');
  });

  it('does not serve files outside the deploy root', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/remotes/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
  });
});
