// Needs: production builds in dist/ (nx build), served by the API process that
// playwright.config.ts starts on a free port from a temporary deploy root.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';
import { appVersion, deploy } from '../support/workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'] as string;

test('a remote deployed after the shell was built shows up on reload, and rolls back', async ({
  browser,
  request,
}) => {
  // Ministry pages are for the ministry's people (part 1 §2): an owner of a new one.
  const { page, account } = await personWithPage(browser, request, 'Rita');
  const ministry = await createMinistryFor(request, account, `Louvor ${Date.now()}`);
  const original = appVersion('repertoire');
  const next = `${original}-e2e.${Date.now()}`;
  const shellIndex = join(deployRoot, 'shell', 'index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;

  await page.goto(`/ministerios/${ministry.id}/musicas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Repertório' })).toBeVisible();
  await expect(page.getByTestId('remote-build')).toHaveText(`repertoire ${original}`);

  deploy(['repertoire', '--version', next], deployRoot);

  const entryRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/repertoire/'))
      entryRequests.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.getByTestId('remote-build')).toHaveText(`repertoire ${next}`);
  expect(entryRequests).toContain(`/remotes/repertoire/${next}/remoteEntry.js`);
  // Same shell files, same server process: only remotes.json changed.
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

  deploy(['repertoire', '--activate', original], deployRoot);
  await page.reload();
  await expect(page.getByTestId('remote-build')).toHaveText(`repertoire ${original}`);
});
