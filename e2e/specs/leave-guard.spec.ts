// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage } from '../support/people';
import { createSchedule, createSong, localDay } from '../support/team';

const ministryMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu do ministério' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const currentMenuItem = (page: Page) => ministryMenu(page).locator('a[aria-current="page"]');

/** URL, page and menu tell the same story. */
async function expectOn(page: Page, path: string, title: string, menuItem: string) {
  await expect(page).toHaveURL(path);
  await expect(heading(page)).toHaveText([title]);
  await expect(currentMenuItem(page)).toHaveText(menuItem);
}

async function ownerWithSong(
  browser: Parameters<typeof personWithPage>[0],
  request: Parameters<typeof personWithPage>[1],
) {
  const owner = await personWithPage(browser, request, 'Lia');
  const ministry = await createMinistryFor(request, owner.account, 'Ministério da Volta');
  await createSong(request, owner.account, ministry.id, {
    nome: 'Castelo Forte',
    artista: 'Martinho Lutero',
    tom: 'C',
  });
  return { ...owner, ministry, home: `/ministerios/${ministry.id}` };
}

test('a half-built schedule asks before the side menu, the top bar and Back; Back and Forward move the page with the URL across remotes', async ({
  browser,
  request,
}) => {
  const { page, home } = await ownerWithSong(browser, request);
  const wizard = `${home}/escalas/nova`;
  const discard = page.getByRole('dialog', { name: 'Descartar a nova escala?' });
  const chosen = page.getByRole('button', { name: 'Remover Castelo Forte da escala' });

  await page.goto(`${home}/escalas`);
  // Each tab says which page it holds.
  await expect(page).toHaveTitle('Escalas · Ministério da Volta · Levita');
  await page.getByRole('main').getByRole('link', { name: 'Nova escala' }).first().click();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Culto de domingo');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: /Adicionar Castelo Forte/ }).click();
  await expect(chosen).toBeVisible();

  // The side menu (another remote's section) asks; staying keeps the page and the song.
  await ministryMenu(page).getByRole('link', { name: 'Membros', exact: true }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Continuar editando' }).click();
  await expectOn(page, wizard, 'Nova escala', 'Escalas');
  await expect(chosen).toBeVisible();

  // So does the top bar (a shell page).
  await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Continuar editando' }).click();
  await expectOn(page, wizard, 'Nova escala', 'Escalas');

  // And Back: the URL stays with the page.
  await page.goBack();
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Continuar editando' }).click();
  await expectOn(page, wizard, 'Nova escala', 'Escalas');
  await expect(chosen).toBeVisible();

  // Discarding goes where the menu pointed.
  await ministryMenu(page).getByRole('link', { name: 'Membros', exact: true }).click();
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expectOn(page, `${home}/membros`, 'Membros', 'Membros');
  await expect(page).toHaveTitle('Membros · Ministério da Volta · Levita');

  // Back and Forward move the page with the URL, from remote to remote; an empty wizard
  // has nothing to lose and asks nothing.
  await page.goBack();
  await expectOn(page, wizard, 'Nova escala', 'Escalas');
  await expect(chosen).toHaveCount(0);
  await page.goBack();
  await expectOn(page, `${home}/escalas`, 'Escalas', 'Escalas');
  await page.goForward();
  await expectOn(page, wizard, 'Nova escala', 'Escalas');
  await page.goForward();
  await expectOn(page, `${home}/membros`, 'Membros', 'Membros');
  await expect(discard).toHaveCount(0);

  // Back out of a filled wizard and discard: the list, and Forward still works.
  await page.goBack();
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Culto de domingo');
  await page.goBack();
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expectOn(page, `${home}/escalas`, 'Escalas', 'Escalas');
  await page.goForward();
  await expectOn(page, wizard, 'Nova escala', 'Escalas');
  await ministryMenu(page).getByRole('link', { name: 'Repertório', exact: true }).click();
  await expectOn(page, `${home}/musicas`, 'Repertório', 'Repertório');
});

test('on a phone, an edited schedule asks before the menu and Back, and saving opens the schedule', async ({
  browser,
  request,
}) => {
  const { page, account, ministry, home } = await ownerWithSong(browser, request);
  const scheduleId = await createSchedule(request, account, ministry.id, {
    titulo: 'Culto de quarta',
    data: localDay(3),
  });
  const edit = `${home}/escalas/editar/${scheduleId}`;
  const leave = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  const title = page.getByRole('textbox', { name: 'Título', exact: true });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`${home}/escalas/${scheduleId}`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(edit);
  await title.fill('Culto de quarta à noite');

  await page.getByRole('button', { name: 'Mostrar ou ocultar o menu do ministério' }).click();
  await ministryMenu(page).getByRole('link', { name: 'Repertório', exact: true }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(edit);
  await expect(title).toHaveValue('Culto de quarta à noite');

  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(edit);
  await expect(title).toHaveValue('Culto de quarta à noite');

  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(`${home}/escalas/${scheduleId}`);
  await expect(heading(page)).toHaveText(['Culto de quarta à noite']);
  await page.goBack();
  await expect(page).toHaveURL(edit);
  await expect(title).toHaveValue('Culto de quarta à noite');
});
