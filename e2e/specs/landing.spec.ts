// Needs: production builds in dist/ (nx build), served by the API process that
// playwright.config.ts starts on a free port from a temporary deploy root.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { appVersion, deploy } from '../support/workspace';

const deployRoot = process.env['E2E_DEPLOY_ROOT'] as string;

/** The language the shell keeps under `userLanguage` (part 1 §9), set before any script runs. */
async function useLanguage(page: Page, locale: 'pt-BR' | 'en-US') {
  await page.addInitScript((saved) => localStorage.setItem('userLanguage', saved), locale);
}

const sectionHeadings = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the landing page has its sections, download anchors and a way into the app', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ministério de louvor');
  await expect(page.getByText('Beta aberto')).toBeVisible();
  await expect(page.getByText(/acesso gratuito para sempre/)).toBeVisible();
  for (const id of ['inicio', 'funcionalidades', 'baixar', 'android', 'ios', 'feedback'])
    await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.getByText('Exemplo com dados fictícios')).toHaveCount(2);

  const sections = page.getByRole('navigation', { name: 'Seções da página' });
  await sections.getByRole('link', { name: 'Baixar' }).click();
  await expect(page).toHaveURL(/#baixar$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Baixe o Levita' })).toBeInViewport();
  await expect(page.locator('#feedback').getByRole('link')).toHaveAttribute(
    'href',
    /^mailto:contato@levita\.app/,
  );
  await expect(page.locator('#android').getByRole('link')).toHaveAttribute('target', '_blank');

  await page.goto('/#funcionalidades');
  await expect(
    page.getByRole('heading', { level: 2, name: /Tudo o que a equipe/ }),
  ).toBeInViewport();

  await page.locator('#baixar').getByRole('link', { name: 'Abrir o aplicativo' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
});

test('/app leads to the login page', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL('/login');
});

for (const [document, [ptPath, enPath], ptTitle, enTitle] of [
  [
    'privacy',
    ['/politica-de-privacidade', '/privacy-policy'],
    'Política de Privacidade',
    'Privacy Policy',
  ],
  ['terms', ['/termos-de-servico', '/terms-of-service'], 'Termos de Serviço', 'Terms of Service'],
] as const) {
  test(`both paths of the ${document} page show the same page, in each language`, async ({
    page,
  }) => {
    await page.goto(ptPath);
    await expect(page.getByRole('heading', { level: 1, name: ptTitle })).toBeVisible();
    await expect(page.getByText('Última atualização: 15/08/2024')).toBeVisible();
    await expect(page.getByRole('link', { name: 'contato@levita.app' })).toHaveAttribute(
      'href',
      'mailto:contato@levita.app',
    );
    const portuguese = await sectionHeadings(page);
    expect(portuguese.length).toBeGreaterThan(10);

    await page.goto(enPath);
    await expect(page.getByRole('heading', { level: 1, name: ptTitle })).toBeVisible();
    expect(await sectionHeadings(page)).toEqual(portuguese);

    await useLanguage(page, 'en-US');
    for (const path of [ptPath, enPath]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: enTitle })).toBeVisible();
      await expect(page.getByText('Last updated: 08/15/2024')).toBeVisible();
    }
    expect(await sectionHeadings(page)).toHaveLength(portuguese.length);
    await expect(page.getByText(/\{\{/)).toHaveCount(0);
  });
}

test('the footer links to the legal pages and back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Serviço' }).click();
  await expect(page).toHaveURL('/termos-de-servico');
  await expect(page.getByText(/pelo menos 18 anos/)).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#inicio')).toBeVisible();
  // The browser's back button walks the same history.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Serviço' })).toBeVisible();
});

test("a first visit is the landing's own page: none of the app's scripts load", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => !path.startsWith('/remotes/landing/'))).toEqual([]);
  // The page is a plain one: no Module Federation entry, host start or share wrapper.
  expect(scripts.filter((path) => /remoteEntry|hostInit|_virtual_mf|mf-entry/.test(path))).toEqual(
    [],
  );

  // Leaving the public pages loads the app.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/assets/'))).toBe(true);
});

test('newsletter: a new e-mail, a repeated one, an invalid one and none', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByLabel('E-mail');
  const subscribe = footer.getByRole('button', { name: 'Inscrever-se' });

  await subscribe.click();
  await expect(footer.getByText('Informe seu e-mail.')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('ana@');
  await subscribe.click();
  await expect(footer.getByText('Informe um e-mail válido.')).toBeVisible();

  const address = `newsletter-${Date.now()}@example.com`;
  for (let attempt = 0; attempt < 2; attempt++) {
    // Subscribing twice is not an error, and says nothing about who is already subscribed.
    await email.fill(address);
    await footer.getByLabel('Nome (opcional)').fill('Ana Souza');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
    await subscribe.click();
    expect((await answered).status()).toBe(200);
    await expect(footer.getByRole('status')).toHaveText(/Inscrição feita!/);
    await expect(email).toHaveValue('');
  }
});

test('the language picker and the theme toggle are kept for the whole product', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('worship ministry');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.getByRole('button', { name: 'Use dark theme' }).click();
  await expect(page.locator('.lv')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('worship ministry');
  await expect(page.locator('.lv')).toHaveAttribute('data-theme', 'dark');

  // The shell reads the same choice.
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('on a 390x844 phone nothing overflows sideways, the header keeps one row and no frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('#inicio')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const header = page.getByRole('banner');
  const brand = await header
    .getByRole('link', { name: 'Levita', exact: false })
    .first()
    .boundingBox();
  const login = await header.getByRole('link', { name: 'Entrar' }).boundingBox();
  expect(Math.abs(login!.y + login!.height / 2 - (brand!.y + brand!.height / 2))).toBeLessThan(8);
  // The page reaches the window's edges: no white frame around it.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(await page.getByRole('banner').boundingBox()).toMatchObject({ x: 0, width: 390 });
  await page.goto('/politica-de-privacidade');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('on a phone the legal text arrives without moving what is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // The text's script held back a moment, as on a slow connection: the page shows its loading
  // state first, then the text replaces it.
  await page.route('**/assets/legal-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/politica-de-privacidade');
  await expect(page.getByText('Carregando…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  // Lighthouse's line for a good page is 0.1; the loading line's margin once made it 0.9.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
});

test('a landing deployed alone is served on reload without touching the shell', async ({
  page,
}) => {
  const original = appVersion('landing');
  const next = `${original}-e2e.${Date.now()}`;
  const shellIndex = join(deployRoot, 'shell', 'index.html');
  const shellBuiltAt = statSync(shellIndex).mtimeMs;

  await page.goto('/');
  await expect(page.getByTestId('remote-build')).toHaveText(`landing ${original}`);

  deploy(['landing', '--version', next], deployRoot);
  await page.reload();
  await expect(page.getByTestId('remote-build')).toHaveText(`landing ${next}`);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);

  deploy(['landing', '--activate', original], deployRoot);
  await page.reload();
  await expect(page.getByTestId('remote-build')).toHaveText(`landing ${original}`);
});
