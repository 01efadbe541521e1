// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../support/session';

const ministryMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do ministério' });

/** The shell (URL and highlighted menu item) and the remote (its page) must tell the same story. */
async function expectPage(
  page: Page,
  path: string,
  heading: string,
  activeMenuItem: string | null,
) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  if (activeMenuItem) {
    await expect(ministryMenu(page).locator('a[aria-current="page"]')).toHaveText(activeMenuItem);
  } else {
    await expect(ministryMenu(page)).toHaveCount(0);
  }
}

test('shell, remote and remote-internal navigation stay in agreement, back and forward included', async ({
  page,
  request,
}) => {
  // The ministry area and the dashboard are for signed-in users only.
  await signInThroughApi(page, request);
  const routerWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('is not able to match the URL'))
      routerWarnings.push(message.text());
  });

  await page.goto('/ministerios/1');
  await expectPage(page, '/ministerios/1', 'Ministério', 'Início do ministério');

  await ministryMenu(page).getByRole('link', { name: 'Repertório' }).click();
  await expectPage(page, '/ministerios/1/musicas', 'Repertório', 'Repertório');

  await page.getByRole('link', { name: 'Adicionar manualmente' }).click();
  await expectPage(page, '/ministerios/1/musicas/nova', 'Nova música', 'Repertório');

  await ministryMenu(page).getByRole('link', { name: 'Escalas' }).click();
  await expectPage(page, '/ministerios/1/escalas', 'Escalas', 'Escalas');

  await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
  await expectPage(page, '/dashboard', 'Meus ministérios', null);

  await page.goBack();
  await expectPage(page, '/ministerios/1/escalas', 'Escalas', 'Escalas');
  await page.goBack();
  await expectPage(page, '/ministerios/1/musicas/nova', 'Nova música', 'Repertório');
  await page.goBack();
  await expectPage(page, '/ministerios/1/musicas', 'Repertório', 'Repertório');
  await page.goBack();
  await expectPage(page, '/ministerios/1', 'Ministério', 'Início do ministério');

  await page.goForward();
  await expectPage(page, '/ministerios/1/musicas', 'Repertório', 'Repertório');
  await page.goForward();
  await expectPage(page, '/ministerios/1/musicas/nova', 'Nova música', 'Repertório');

  await page.getByRole('link', { name: 'Voltar ao repertório' }).click();
  await expectPage(page, '/ministerios/1/musicas', 'Repertório', 'Repertório');

  // A remote never renders for a URL outside its base path on the way out.
  expect(routerWarnings).toEqual([]);
});

test('the landing page is served full page at / without the shell chrome', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#inicio')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ministério de louvor');
  await expect(ministryMenu(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Painel' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Começar agora' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});
