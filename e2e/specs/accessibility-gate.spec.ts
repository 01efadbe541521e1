// The gate itself (support/accessibility.ts): if it stopped finding barriers, or scanned one
// theme only, every other spec would still pass. The pages here are made up in the browser,
// under /api/ where the gate's own recording does not look, so only these tests scan them.
import type { Page } from '@playwright/test';
import { routePattern, scanInPlace, scanRoute } from '../support/accessibility';
import { expect, test } from '../support/test';

// Readable in the light theme; in the dark one, grey on black (about 1.6:1).
const themedPage = `<!doctype html><html lang="pt-BR"><head><title>Sonda</title></head>
<body><main><h1>Sonda</h1><p id="text">Texto do tema</p></main>
<script>
  function apply() {
    const dark = localStorage.getItem('theme') === 'dark';
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.body.style.background = dark ? '#000' : '#fff';
    document.getElementById('text').style.color = dark ? '#333' : '#222';
  }
  apply();
  addEventListener('storage', apply);
</script></body></html>`;

/** Answers /api/axe-probe/<name> with `html` in every page of the test's context. */
async function serveProbe(page: Page, name: string, html: string): Promise<void> {
  await page
    .context()
    .route(`**/api/axe-probe/${name}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
}

test('finds a name that differs from the visible label and a field without a label', async ({
  page,
  baseURL,
}) => {
  await serveProbe(
    page,
    'form',
    `<!doctype html><html lang="pt-BR"><head><title>Sonda</title></head><body><main>
        <h1>Sonda</h1>
        <a href="/perfil" aria-label="Marcos: meu perfil"><span aria-hidden="true">M</span> Marcos</a>
        <input type="text">
      </main></body></html>`,
  );
  const findings = await scanRoute(page.context(), `${baseURL}/api/axe-probe/form`, 'form');
  const rules = new Set(findings.map((finding) => `${finding.theme} ${finding.rule}`));
  expect([...rules].sort()).toEqual([
    'dark label',
    'dark label-content-name-mismatch',
    'light label',
    'light label-content-name-mismatch',
  ]);
});

test('scans each theme on its own: a dark-only contrast failure is found in dark only', async ({
  page,
  baseURL,
}) => {
  await serveProbe(page, 'themed', themedPage);
  const findings = await scanRoute(page.context(), `${baseURL}/api/axe-probe/themed`, 'themed');
  expect(findings.map((finding) => `${finding.theme} ${finding.rule}`)).toEqual([
    'dark color-contrast',
  ]);
});

test('gives the theme choice back and names routes by their pattern', async ({ page, baseURL }) => {
  await serveProbe(page, 'themed', themedPage);
  await page.goto('/api/axe-probe/themed');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await scanRoute(page.context(), `${baseURL}/api/axe-probe/themed`, 'themed');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  const pattern = (path: string) => routePattern(new URL(path, 'http://levita.test'));
  expect(pattern('/ministerios/12/escalas/345?mes=2026-11')).toBe('/ministerios/:id/escalas/:id');
  expect(pattern('/redefinir-senha/3f0c2b7e-9d1a-4c55-8f7e-0a1b2c3d4e5f')).toBe(
    '/redefinir-senha/:token',
  );
  expect(pattern('/ministerios/12/musicas/nova')).toBe('/ministerios/:id/musicas/nova');
  expect(pattern('/')).toBe('/');
});

test('scans an open page in both themes where it stands, and gives the theme back', async ({
  page,
}) => {
  await serveProbe(page, 'themed', themedPage);
  await page.goto('/api/axe-probe/themed');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  const findings = await scanInPlace(page, 'open page');
  expect(findings.map((finding) => `${finding.theme} ${finding.rule}`)).toEqual([
    'dark color-contrast',
  ]);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});
