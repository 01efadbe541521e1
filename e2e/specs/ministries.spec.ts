// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import sharp from 'sharp';
import { bearer, personWithPage } from '../support/people';

/** The card of a ministry on the dashboard. */
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

async function requestAccess(page: Page, code: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Solicitar acesso/ }).click();
  await page.getByLabel(/^Código de acesso/).fill(code);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
}

test('a ministry from creation to deletion, as its owner and its members see it', async ({
  browser,
  request,
}) => {
  const owner = await personWithPage(browser, request, 'Ana');
  const name = `Louvor ${Date.now()}`;

  // The owner creates the ministry with a logo.
  await owner.page.goto('/dashboard');
  await owner.page.getByRole('button', { name: /Criar ministério/ }).click();
  await owner.page.getByLabel(/^Nome do ministério/).fill(name);
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#5b3cc4' },
  })
    .png()
    .toBuffer();
  await owner.page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await owner.page.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(owner.page.getByText('Ministério criado com sucesso!')).toBeVisible();
  const ministries = (await (
    await request.get('/api/ministerios', { headers: bearer(owner.account) })
  ).json()) as { id: number; nome: string; codigo_acesso: string }[];
  const ministry = ministries.find((m) => m.nome === name)!;
  const ownerCard = card(owner.page, name);
  await expect(ownerCard.getByRole('img', { name: `Logo de ${name}` })).toBeVisible();
  await expect(ownerCard).toContainText(ministry.codigo_acesso);

  // A second person asks to join, with the code as people paste it (spaces around).
  const bruno = await personWithPage(browser, request, 'Bruno');
  await requestAccess(bruno.page, `  ${ministry.codigo_acesso}  `);
  await expect(bruno.page.getByText('Solicitação de acesso enviada com sucesso!')).toBeVisible();
  const waiting = card(bruno.page, name);
  await expect(waiting).toContainText('Aguardando aprovação de um administrador.');
  await expect(waiting.getByRole('link', { name: /Acessar/ })).toHaveCount(0);

  // The owner approves on the members page.
  await owner.page.goto(`/ministerios/${ministry.id}/membros`);
  await owner.page.getByRole('button', { name: 'Aprovar Bruno' }).click();
  await owner.page
    .getByRole('dialog', { name: 'Aprovar solicitação?' })
    .getByRole('button', { name: 'Aprovar', exact: true })
    .click();
  await expect(owner.page.getByText('Nenhuma solicitação pendente')).toBeVisible();
  await bruno.page.reload();
  await card(bruno.page, name)
    .getByRole('link', { name: /Acessar/ })
    .click();
  await expect(bruno.page).toHaveURL(new RegExp(`/ministerios/${ministry.id}$`));
  await expect(bruno.page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Settings are for admins and the owner: a member is sent back to the home.
  await bruno.page.goto(`/ministerios/${ministry.id}/configuracoes`);
  await expect(bruno.page).toHaveURL(new RegExp(`/ministerios/${ministry.id}$`));

  // The owner cannot leave: the button looks disabled (aria-disabled) and says why when
  // pressed, which Playwright only does when told to ignore that state.
  await owner.page.goto('/dashboard');
  const ownerLeave = card(owner.page, name).getByRole('button', { name: 'Sair' });
  await expect(ownerLeave).toHaveAttribute('aria-disabled', 'true');
  await ownerLeave.click({ force: true });
  await expect(
    owner.page.getByText('Você é o proprietário deste ministério e não pode sair.').first(),
  ).toBeVisible();

  // The owner closes the door; a third person's request is refused and says why.
  await owner.page.goto(`/ministerios/${ministry.id}/configuracoes`);
  await owner.page.getByRole('switch', { name: /Aceitando novos membros/ }).click();
  await owner.page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(owner.page.getByText(/A entrada de novos membros está inativa/)).toBeVisible();
  const carla = await personWithPage(browser, request, 'Carla');
  await requestAccess(carla.page, ministry.codigo_acesso);
  await expect(
    carla.page.getByText('Este ministério não está aceitando novos membros no momento.'),
  ).toBeVisible();

  // A member leaves and the card goes away.
  await bruno.page.goto('/dashboard');
  await card(bruno.page, name).getByRole('button', { name: 'Sair' }).click();
  await bruno.page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(
    bruno.page.getByText(`Você saiu do ministério "${name}" com sucesso!`),
  ).toBeVisible();
  await expect(card(bruno.page, name)).toHaveCount(0);

  // Deleting needs the exact word.
  await owner.page.goto(`/ministerios/${ministry.id}/configuracoes`);
  await owner.page.getByRole('button', { name: 'Excluir ministério' }).click();
  const dialog = owner.page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Excluir ministério' });
  await dialog.getByLabel(/Digite CONFIRMO/).fill('CONFIRM');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Digite CONFIRMO/).fill('CONFIRMO');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(owner.page).toHaveURL(/\/dashboard$/);
  await expect(card(owner.page, name)).toHaveCount(0);
});

test('in English the deletion word is CONFIRM', async ({ browser, request }) => {
  const owner = await personWithPage(browser, request, 'Eva');
  const created = await request.post('/api/ministerios', {
    headers: bearer(owner.account),
    data: { nome: 'Worship Team', aceitando_membros: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await owner.page.addInitScript(() => localStorage.setItem('userLanguage', 'en-US'));
  await owner.page.goto(`/ministerios/${id}/configuracoes`);
  await owner.page.getByRole('button', { name: 'Delete ministry' }).click();
  const dialog = owner.page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Delete ministry' });
  await dialog.getByLabel(/Type CONFIRM/).fill('CONFIRMO');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Type CONFIRM/).fill('CONFIRM');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(owner.page).toHaveURL(/\/dashboard$/);
});

test('the dashboard, a ministry home and its settings fit a phone screen', async ({
  browser,
  request,
}, testInfo) => {
  const owner = await personWithPage(browser, request, 'Fabio');
  const created = await request.post('/api/ministerios', {
    headers: bearer(owner.account),
    data: { nome: 'Ministério de Louvor da Igreja Central', aceitando_membros: true },
  });
  const { id } = (await created.json()) as { id: number };
  await owner.page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/dashboard', `/ministerios/${id}`, `/ministerios/${id}/configuracoes`]) {
    await owner.page.goto(path);
    await expect(owner.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const widths = await owner.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, `${path} is wider than the phone`).toBeLessThanOrEqual(widths.client);
    await testInfo.attach(`${path.replaceAll('/', '_')}-390x844.png`, {
      body: await owner.page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
});
