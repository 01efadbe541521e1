// Needs: production builds in dist/ (nx build), served by the API process that
// playwright.config.ts starts on a free port from a temporary deploy root.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';
import { appVersion, deploy } from '../support/workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'] as string;

test('a remote deployed after the shell was built shows up on reload, and rolls back', async ({
  page,
  request,
}) => {
  // Ministry pages are for signed-in users (part 1 §2).
  await signInThroughApi(page, request);
  const original = appVersion('repertoire');
  const next = `${original}-e2e.${Date.now()}`;
  const shellIndex = join(deployRoot, 'shell', 'index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;

  await page.goto('/ministerios/1/musicas');
  await expect(page.getByRole('heading', { name: 'Repertório' })).toBeVisible();
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
