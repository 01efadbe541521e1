// Needs: production builds in dist/ deployed and served by the API process from
// playwright.config.ts. A page that mounts a remote starts fetching the remote's entry with
// the page itself, not after the shell has started (no waterfall).
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';

test('a remote page fetches the remote’s entry once, from the page’s own preload', async ({
  browser,
  request,
}) => {
  const { page, account } = await personWithPage(browser, request, 'Paula');
  const ministry = await createMinistryFor(request, account, `Louvor ${Date.now()}`);
  await page.goto(`/ministerios/${ministry.id}/musicas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Repertório' })).toBeVisible();

  const started = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      at: entry.startTime,
    })),
  );
  const entry = started.filter(({ path }) =>
    /^\/remotes\/repertoire\/.+\/remoteEntry\.js$/.test(path),
  );
  const manifest = started.find(({ path }) => path === '/remotes.json');
  // Fetched once (the loader's import() finds it), and before the shell even asked which
  // remotes are deployed: without the page's preload it could only start after that answer.
  expect(entry).toHaveLength(1);
  expect(manifest).toBeDefined();
  expect(entry[0]!.at).toBeLessThan(manifest!.at);
});
