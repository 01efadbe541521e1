// Needs: production builds in dist/ served by the API process from playwright.config.ts.
// Moves one remote's entry file (and its compressed copies) away and back inside the temporary
// deploy root.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';
import { appVersion } from '../support/workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'] as string;

test('a remote whose entry answers 404 shows retry inside the layout; retry works once it is back', async ({
  browser,
  request,
}) => {
  // The reports are for admin rights (part 2 §6): the owner of a ministry of their own.
  const { page, account } = await personWithPage(browser, request, 'Rita');
  const ministry = await createMinistryFor(request, account, `Louvor ${Date.now()}`);
  // The entry and the compressed copies the server would send in its place.
  const entry = join(deployRoot, 'remotes', 'reports', appVersion('reports'), 'remoteEntry.js');
  const files = [entry, `${entry}.br`, `${entry}.gz`];
  for (const file of files) renameSync(file, `${file}.away`);
  try {
    await page.goto(`/ministerios/${ministry.id}/relatorios`);
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Não foi possível carregar esta área');
    await expect(page.getByRole('navigation', { name: 'Menu do ministério' })).toBeVisible();

    // The shell around the failure keeps working.
    await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus ministérios' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('alert')).toContainText('Não foi possível carregar esta área');
  } finally {
    for (const file of files) renameSync(`${file}.away`, file);
  }

  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
