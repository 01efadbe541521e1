// Needs: production builds in dist/ deployed and served by the API process from
// playwright.config.ts. What a phone downloads is the build's compressed copy.
import { expect, test } from '@playwright/test';

test('scripts come compressed at build time, pages compressed by the server', async ({
  request,
}) => {
  const manifest = (await (await request.get('/remotes.json')).json()) as Record<
    string,
    { entry: string }
  >;
  const entry = manifest['repertoire']!.entry;

  const brotli = await request.get(entry, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  const gzip = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Both decode to the same script.
  expect(await brotli.text()).toBe(await gzip.text());

  const page = await request.get('/dashboard', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(await page.text()).toContain('</html>');
});
