// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';

const ministryMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do ministério' });

const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The shell (URL and highlighted menu item) and the remote (its page) must tell the same story. */
async function expectPage(
  page: Page,
  path: string,
  heading: string,
  activeMenuItem: string | null,
) {
  await expect(page).toHaveURL(path);
  // One assertion for the page and for it alone: no other remote renders a page beside it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([startingWith(heading)]);
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

interface MenuPage {
  /** Its link in the ministry menu, which is also the item the menu marks as current. */
  link: string;
  path: string;
  heading: string;
}

/**
 * The page, once it has rendered, is still `target`: a remote whose router still rendered for
 * a path it does not own redirected the page back into itself after the URL had reached it.
 */
async function expectToStay(page: Page, target: MenuPage) {
  await expectPage(page, target.path, target.heading, target.link);
  expect(new URL(page.url()).pathname).toBe(target.path);
}

/**
 * A walk over items `first`..`count - 1`, from `first` back to it, in which every ordered pair
 * is one step, once: `first`, the same walk over the items after it, `first`, then out to each
 * later item and back.
 */
function everyPairOnce(count: number, first = 0): number[] {
  if (first >= count - 1) return [first];
  const walk = [first, ...everyPairOnce(count, first + 1), first];
  for (let other = first + 2; other < count; other++) walk.push(other, first);
  return walk;
}

test('the side menu and Back leave every section of every remote', async ({ browser, request }) => {
  // About 70 page changes: some 40 s, more on a loaded machine.
  test.setTimeout(120_000);
  const { page, account } = await personWithPage(browser, request, 'Otto');
  const nome = 'Ministério das Seções';
  const { id } = await createMinistryFor(request, account, nome);
  const home = `/ministerios/${id}`;
  const menuPage = (link: string, path: string, heading = link): MenuPage => ({
    link,
    path,
    heading,
  });
  // The owner's menu. Neighbours belong to different remotes (members owns three sections,
  // mounted at the ministry), so a section's first visit comes from another remote's page.
  const sections = [
    menuPage('Repertório', `${home}/musicas`),
    menuPage('Membros', `${home}/membros`),
    menuPage('Escalas', `${home}/escalas`),
    menuPage('Funções', `${home}/funcoes`),
    menuPage('Relatórios', `${home}/relatorios`),
    menuPage('Indisponibilidades', `${home}/indisponibilidades`),
  ];
  const homePage = menuPage('Início do ministério', home, nome);
  const shellPages = [
    homePage,
    menuPage('Configurações', `${home}/configuracoes`, 'Configurações do ministério'),
  ];
  const routerWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('is not able to match the URL'))
      routerWarnings.push(message.text());
  });
  const open = async (target: MenuPage) => {
    await ministryMenu(page).getByRole('link', { name: target.link, exact: true }).click();
    await expectToStay(page, target);
  };
  const back = async (to: MenuPage) => {
    await page.goBack();
    await expectToStay(page, to);
  };

  await page.goto(home);
  await expectToStay(page, homePage);
  let previous = homePage;
  const visited = new Set<MenuPage>();
  // Every section to every other one through the menu, once each.
  for (const section of everyPairOnce(sections.length).map((index) => sections[index]!)) {
    await test.step(`${previous.link} -> ${section.link}`, () => open(section));
    if (!visited.has(section)) {
      visited.add(section);
      await test.step(`${section.link} -> home and settings, Back, Back, Forward`, async () => {
        for (const shellPage of shellPages) {
          await open(shellPage);
          await back(section);
        }
        await back(previous);
        await page.goForward();
        await expectToStay(page, section);
      });
    }
    previous = section;
  }
  expect(visited.size).toBe(sections.length);
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
