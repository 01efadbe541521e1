// Needs: production builds in dist/ deployed and served by the API process from
// playwright.config.ts. What a phone downloads is the build's compressed copy.
import { expect, test } from '../support/test';

test('scripts come compressed at build time, the API’s JSON compressed by the server', async ({
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

  // Pages are compressed the same way once over 1 KiB (apps/api/test/compression.test.ts);
  // the shell's page is smaller than that now, so the API's largest answer stands in here.
  const json = await request.get('/api/openapi.json', {
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(json.headers()['content-encoding']).toBe('br');
  expect((await json.json()) as { openapi: string }).toMatchObject({ openapi: expect.any(String) });
});
