// Needs: production builds in dist/ served by the API process from playwright.config.ts.
// Moves one remote's entry file away and back inside the temporary deploy root.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';
import { appVersion } from '../support/workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'] as string;

test('a remote whose entry answers 404 shows retry inside the layout; retry works once it is back', async ({
  page,
  request,
}) => {
  // Ministry pages are for signed-in users (part 1 §2).
  await signInThroughApi(page, request);
  const entry = join(deployRoot, 'remotes', 'reports', appVersion('reports'), 'remoteEntry.js');
  renameSync(entry, `${entry}.away`);
  try {
    await page.goto('/ministerios/1/relatorios');
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Não foi possível carregar esta área');
    await expect(page.getByRole('navigation', { name: 'Menu do ministério' })).toBeVisible();

    // The shell around the failure keeps working.
    await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus ministérios' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('alert')).toContainText('Não foi possível carregar esta área');
  } finally {
    renameSync(`${entry}.away`, entry);
  }

  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
