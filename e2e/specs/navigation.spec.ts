// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import { expect, type Page, test } from '@playwright/test';
import { createMinistryFor, personWithPage } from '../support/people';

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
  browser,
  request,
}) => {
  // The owner of a ministry of their own: the repertoire offers them "Adicionar manualmente".
  const { page, account } = await personWithPage(browser, request, 'Nina');
  const { id } = await createMinistryFor(request, account, 'Ministério da Navegação');
  const home = `/ministerios/${id}`;
  const routerWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('is not able to match the URL'))
      routerWarnings.push(message.text());
  });

  await page.goto(home);
  await expectPage(page, home, 'Ministério', 'Início do ministério');

  await ministryMenu(page).getByRole('link', { name: 'Repertório' }).click();
  await expectPage(page, `${home}/musicas`, 'Repertório', 'Repertório');

  await page.getByRole('link', { name: 'Adicionar manualmente' }).click();
  await expectPage(page, `${home}/musicas/nova`, 'Nova música', 'Repertório');

  await ministryMenu(page).getByRole('link', { name: 'Escalas' }).click();
  await expectPage(page, `${home}/escalas`, 'Escalas', 'Escalas');

  await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
  await expectPage(page, '/dashboard', 'Meus ministérios', null);

  await page.goBack();
  await expectPage(page, `${home}/escalas`, 'Escalas', 'Escalas');
  await page.goBack();
  await expectPage(page, `${home}/musicas/nova`, 'Nova música', 'Repertório');
  await page.goBack();
  await expectPage(page, `${home}/musicas`, 'Repertório', 'Repertório');
  await page.goBack();
  await expectPage(page, home, 'Ministério', 'Início do ministério');

  await page.goForward();
  await expectPage(page, `${home}/musicas`, 'Repertório', 'Repertório');
  await page.goForward();
  await expectPage(page, `${home}/musicas/nova`, 'Nova música', 'Repertório');

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expectPage(page, `${home}/musicas`, 'Repertório', 'Repertório');

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
