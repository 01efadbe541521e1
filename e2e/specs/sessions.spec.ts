// Needs: production builds in dist/ served by the API process from playwright.config.ts.
// What a person meets around sessions and links: a link from WhatsApp opened signed out lands
// on its page after the sign-in, a stolen refresh token cannot be replayed, an address that
// names no page says so.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { createMinistryFor, personWithPage, senha } from '../support/people';
import { createSchedule, createSong, localDay } from '../support/team';

async function signInOnLoginPage(page: Page, email: string) {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'levita_sessao');

test('a schedule link opened signed out lands on the schedule after signing in', async ({
  browser,
  request,
}) => {
  const { page: ownerPage, account } = await personWithPage(browser, request, 'Rute');
  await ownerPage.close();
  const ministry = await createMinistryFor(request, account, 'Ministério do Link');
  const song = await createSong(request, account, ministry.id, { nome: 'Hino Um', artista: 'A' });
  const scheduleId = await createSchedule(request, account, ministry.id, {
    titulo: 'Culto do link',
    data: localDay(3),
    musicas_escaladas: [{ musica_id: song }],
  });
  const link = `/ministerios/${ministry.id}/escalas/${scheduleId}`;

  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?voltar=/);
  await signInOnLoginPage(page, account.email);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1, name: /Culto do link/ })).toBeVisible();
  // The sign-in left the browser a lasting session, out of script's reach.
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('levita_sessao');
});

test('a refresh token replayed after its renewal ends the session for both holders', async ({
  browser,
  request,
}) => {
  const { page: apiPage, account } = await personWithPage(browser, request, 'Simeao');
  await apiPage.close();
  const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
  await page.goto('/login');
  // Entering the dashboard renews once; the copy is taken after that renewal has rotated it.
  const entered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sessao'));
  await signInOnLoginPage(page, account.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await entered;
  const stolen = (await sessionCookie(page))!.value;

  // The browser renews (the cookie rotates); then someone replays the copy they took.
  const renewal = await page.evaluate(
    async () => (await fetch('/api/auth/sessao', { method: 'POST' })).status,
  );
  expect(renewal).toBe(200);
  expect((await sessionCookie(page))!.value).not.toBe(stolen);
  const replay = await request.post('/api/auth/sessao', {
    headers: { cookie: `levita_sessao=${stolen}` },
  });
  expect(replay.status()).toBe(401);

  // The browser's own session ended with it: its next renewal is refused and it signs out.
  const again = await page.evaluate(
    async () => (await fetch('/api/auth/sessao', { method: 'POST' })).status,
  );
  expect(again).toBe(401);
  await page.evaluate(() => localStorage.setItem('token_expiration', new Date(0).toISOString()));
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an address that names no page shows the 404 page, signed out and signed in', async ({
  browser,
  request,
  page,
}) => {
  await page.goto('/nao-existe');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await expect(page).toHaveURL('/');

  const { page: signedIn, account } = await personWithPage(browser, request, 'Tito');
  const ministry = await createMinistryFor(request, account, 'Ministério do 404');
  await signedIn.goto(`/ministerios/${ministry.id}/naoexiste`);
  await expect(
    signedIn.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
  ).toBeVisible();
  await expect(signedIn.getByRole('navigation', { name: 'Menu do ministério' })).toBeVisible();
  await signedIn.getByRole('link', { name: 'Ir para o início do ministério' }).click();
  await expect(signedIn).toHaveURL(`/ministerios/${ministry.id}`);
});

test("the wizard's song picker reaches the 62nd song of the repertoire", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { page, account } = await personWithPage(browser, request, 'Davi');
  const ministry = await createMinistryFor(request, account, 'Ministério Grande');
  for (let index = 1; index <= 62; index += 1)
    await createSong(request, account, ministry.id, {
      nome: `Hino ${String(index).padStart(2, '0')}`,
      artista: 'Cantor Cristão',
    });
  await page.goto(`/ministerios/${ministry.id}/escalas/nova`);
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill('Culto grande');
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByText('62 músicas no repertório')).toBeVisible();
  await expect(page.getByRole('button', { name: /Adicionar Hino 62/ })).toHaveCount(0);
  // Scrolling to the end of the list brings the next page.
  await page.getByRole('button', { name: /Adicionar Hino 50/ }).scrollIntoViewIfNeeded();
  const last = page.getByRole('button', { name: /Adicionar Hino 62/ });
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(page.getByRole('list', { name: 'Músicas da escala' })).toContainText('Hino 62');
});
