import { suiteDeployRoot } from '../support/workspace';
// Needs: production builds in dist/ served by the API process from playwright.config.ts, with
// mail going to the capture server that process starts (support/mail-capture.ts).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { mailsTo } from '../support/mail-capture';
import { expiredTokenFor } from '../support/tokens';

const deployRoot = suiteDeployRoot;

const strongPassword = 'Louvor@2026';

/** A form field by the start of its label (required ones end in a " *" mark). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));
let accounts = 0;

/** A new person for each journey: the database lives as long as the whole run. */
function newPerson(name: string) {
  accounts += 1;
  return {
    nome: name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${accounts}@example.com`,
    telefone: '11987654321',
  };
}

async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/register');
  await field(page, 'Nome').fill(person.nome);
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Telefone').fill(person.telefone);
  await field(page, 'Senha').fill(strongPassword);
  await field(page, 'Confirmar senha').fill(strongPassword);
  await page.getByRole('button', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logIn(page: Page, email: string, password: string, remember = false) {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Senha').fill(password);
  if (remember) await page.getByLabel('Lembrar meu e-mail').check();
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logOut(page: Page) {
  const logout = page.getByRole('button', { name: 'Sair' });
  // On a small screen the item sits in the collapsed menu.
  if (!(await logout.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
}

test('register, land on the dashboard signed in, log out, log back in', async ({ page }) => {
  const ana = newPerson('Ana Souza');
  await register(page, ana);
  await expect(page.getByRole('link', { name: /Ana Souza/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await logOut(page);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('usuario'),
  }));
  expect(stored).toEqual({ token: null, user: null });
  // Logged out, a login-only page sends to /login.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, ana.email, strongPassword);
  await expect(page.getByRole('link', { name: /Ana Souza/ })).toBeVisible();
});

test('remember-me prefills the e-mail; an expired access token is renewed; an ended session goes to /login and says so', async ({
  page,
  request,
}) => {
  const bruno = newPerson('Bruno Lima');
  const registered = await request.post('/api/register', {
    data: { ...bruno, telefone: '(11) 98765-4321', senha: strongPassword },
  });
  expect(registered.status()).toBe(201);
  const userId = ((await registered.json()) as { usuario: { id: number } }).usuario.id;

  // Entering the dashboard renews the session; its answer must not land after the swap
  // below, or it would store a fresh token over the expired one.
  const renewed = page.waitForResponse((response) => response.url().endsWith('/api/auth/sessao'));
  await logIn(page, bruno.email, strongPassword, true);
  await renewed;
  // The access token expires behind the page's back (the app was closed for hours): the
  // browser's lasting session renews it, and a link opened now works without a sign-in.
  const expired = await expiredTokenFor(deployRoot(), userId);
  await page.evaluate((token) => localStorage.setItem('token', token), expired);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(expired);

  // Without the lasting session (its cookie gone), the expired token ends the session.
  await page.context().clearCookies();
  await page.evaluate((token) => localStorage.setItem('token', token), expired);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sessão expirada. Por favor, faça login novamente.')).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue(bruno.email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('recover a forgotten password through the e-mailed link and log in with the new one', async ({
  page,
  request,
}) => {
  const carla = newPerson('Carla Dias');
  const registered = await request.post('/api/register', {
    data: { ...carla, telefone: '(11) 98765-4321', senha: strongPassword },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  await field(page, 'E-mail').fill(carla.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Verifique seu e-mail')).toBeVisible();

  // Mail leaves after the answer: wait for it.
  await expect.poll(() => mailsTo(deployRoot(), carla.email).length).toBe(1);
  const [mail] = mailsTo(deployRoot(), carla.email);
  const link = /https?:\/\/\S+\/redefinir-senha\S*/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);

  const newPassword = 'Adoracao#2027';
  await field(page, 'Nova senha').fill(newPassword);
  await field(page, 'Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida!')).toBeVisible();
  // The success screen moves on to /login by itself after 5 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The link is spent: opened again, it says so before anything is typed.
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Link inválido ou expirado' })).toBeVisible();
  await expect(field(page, 'Nova senha')).toHaveCount(0);

  await logIn(page, carla.email, newPassword);
});

test('a profile change shows in the top bar', async ({ page }) => {
  const diego = newPerson('Diego Alves');
  await register(page, diego);
  await page.getByRole('link', { name: /Diego Alves/ }).click();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(field(page, 'Nome')).toHaveValue('Diego Alves');
  await field(page, 'Nome').fill('Diego Alves Ministro');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('link', { name: /Diego Alves Ministro/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: /Diego Alves Ministro/ })).toBeVisible();
});

test('language and theme switch the whole page and survive a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('userLanguage', 'en-US'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Entrar', { exact: true })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  const eva = newPerson('Eva Rocha');
  await page.evaluate(() => localStorage.setItem('userLanguage', 'pt-BR'));
  await register(page, eva);
  // The top bar's language picker and theme toggle.
  await page.getByLabel('Idioma').selectOption('en-US');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('en-US');

  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  const toggle = page.getByRole('button', { name: /Use (dark|light) theme/ });
  await toggle.click();
  await expect.poll(background).not.toBe(before);
  const after = await background();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(background).toBe(after);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/login', '/register']) {
    test(`${path} fits the screen without horizontal scrolling`, async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll, 'page wider than the phone').toBeLessThanOrEqual(widths.client);
      await testInfo.attach(`${path.slice(1)}-390x844.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    });
  }
});
