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

  it("answers the web app manifest in the visitor's language, installable: icons, start, standalone", async () => {
    const app = await buildTestApp();
    const pt = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(pt.headers.vary).toContain('Accept-Language');
    const manifestPt = pt.json<Record<string, unknown>>();
    expect(manifestPt).toMatchObject({
      name: 'Levita',
      short_name: 'Levita',
      lang: 'pt-BR',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      description: expect.stringMatching(/^Escalas, repertório e equipe/),
    });
    const icons = manifestPt.icons as { sizes: string; purpose: string; src: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(icons.every((icon) => icon.src.startsWith('/icons/'))).toBe(true);

    const en = await app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json()).toMatchObject({
      lang: 'en-US',
      description: expect.stringMatching(/^Schedules, repertoire and team/),
    });
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

  it('names the remote a page mounts for the browser to fetch with the page', async () => {
    const root = await makeDeployRoot({
      'remotes.json': JSON.stringify({
        ...manifest,
        schedules: { version: '2.1.0', entry: '/remotes/schedules/2.1.0/remoteEntry.js' },
      }),
    });
    const app = await buildTestApp({ deployRoot: root });
    const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

    expect(await page('/ministerios/7/musicas/12')).toContain(
      '<link rel="modulepreload" href="/remotes/repertoire/1.0.0/remoteEntry.js">',
    );
    expect(await page('/ministerios/7/escalas')).toContain(
      '<link rel="modulepreload" href="/remotes/schedules/2.1.0/remoteEntry.js">',
    );
    // The shell's own pages, and a remote that is not deployed, name nothing.
    expect(await page('/dashboard')).not.toContain('modulepreload');
    expect(await page('/ministerios/7')).not.toContain('modulepreload');
    expect(await page('/ministerios/7/relatorios')).not.toContain('modulepreload');
  });

  it('does not serve files outside the deploy root', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/remotes/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
  });

  describe('the public pages', () => {
    const landingManifest = (
      version: string,
      entry = `/remotes/landing/${version}/remoteEntry.js`,
    ) => JSON.stringify({ landing: { version, entry } });
    const landingPage = (version: string) =>
      `<!doctype html><html><head><title>landing ${version}</title></head><body></body></html>`;

    it("get the active landing build's own page, with the public settings; the app's pages get the shell", async () => {
      const root = await makeDeployRoot({
        'remotes.json': landingManifest('1.0.0'),
        'remotes/landing/1.0.0/index.html': landingPage('1.0.0'),
      });
      const app = await buildTestApp({ deployRoot: root });
      for (const url of [
        '/',
        '/politica-de-privacidade',
        '/privacy-policy/',
        '/termos-de-servico?x=1',
        '/terms-of-service',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toContain('<title>landing 1.0.0</title>');
        expect(response.body, url).toContain('id="levita-public-config"');
      }
      for (const url of ['/app', '/login', '/dashboard', '/politica']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.body, url).toContain('<title>Levita</title>');
      }
    });

    it('follow the active landing version on the next request', async () => {
      const root = await makeDeployRoot({
        'remotes.json': landingManifest('1.0.0'),
        'remotes/landing/1.0.0/index.html': landingPage('1.0.0'),
        'remotes/landing/1.1.0/index.html': landingPage('1.1.0'),
      });
      const app = await buildTestApp({ deployRoot: root });
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('landing 1.0.0');
      await writeFile(join(root, 'remotes.json'), landingManifest('1.1.0'));
      expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('landing 1.1.0');
    });

    it("fall back to the shell's page when the landing's is not on this server", async () => {
      const cases = {
        'no landing in remotes.json': { 'remotes.json': '{}' },
        'no index.html in the build': { 'remotes.json': landingManifest('1.0.0') },
        'a landing served from elsewhere': {
          'remotes.json': landingManifest(
            '1.0.0',
            'https://cdn.example.com/landing/remoteEntry.js',
          ),
          'remotes/landing/1.0.0/index.html': landingPage('1.0.0'),
        },
      };
      for (const [name, files] of Object.entries(cases)) {
        const app = await buildTestApp({ deployRoot: await makeDeployRoot(files) });
        const response = await app.inject({ method: 'GET', url: '/' });
        expect(response.statusCode, name).toBe(200);
        expect(response.body, name).toContain('<title>Levita</title>');
      }
    });
  });
});
