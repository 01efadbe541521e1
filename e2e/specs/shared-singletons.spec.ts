// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';

test('react-dom and styled-components are loaded once for the shell and every remote on the page', async ({
  browser,
  request,
}) => {
  // Ministry pages are for the ministry's people (part 1 §2): an owner of a new one.
  const { page, account } = await personWithPage(browser, request, 'Sara');
  const ministry = await createMinistryFor(request, account, `Louvor ${Date.now()}`);
  const reactDomFiles: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    // react-dom's client tags each root container with this key: only its code contains it.
    if ((await response.text()).includes('__reactContainer$'))
      reactDomFiles.push(new URL(response.url()).pathname);
  });

  await page.goto(`/ministerios/${ministry.id}/musicas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Repertório' })).toBeVisible();

  // Each react-dom instance suffixes that key with its own random id: one id = one instance.
  const containers = await page.evaluate(() => {
    const ids: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const key of Object.keys(element)) {
        if (key.startsWith('__reactContainer$')) ids.push(key.slice('__reactContainer$'.length));
      }
    }
    return ids;
  });
  expect(containers.length, 'the shell root and the remote parcel root').toBeGreaterThanOrEqual(2);
  expect(new Set(containers).size).toBe(1);
  expect(reactDomFiles, 'only the shell downloads react-dom').toHaveLength(1);
  expect(reactDomFiles[0]).not.toContain('/remotes/');

  // Each styled-components instance writes its rules into a style tag of its own.
  await expect(page.locator('style[data-styled="active"]')).toHaveCount(1);
});
