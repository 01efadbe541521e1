// Levita as an installable app: Chromium reads the manifest the API writes in the visitor's
// language and finds nothing that stops the install.
// Needs: production builds in dist/ served by the API process from playwright.config.ts.
import { expect, test } from '../support/test';

test('Chromium accepts Levita as installable, in the language of the browser', async ({
  browser,
}) => {
  for (const [locale, description] of [
    ['pt-BR', /^Escalas, repertório e equipe/],
    ['en-US', /^Schedules, repertoire and team/],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/login');
    const cdp = await context.newCDPSession(page);

    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    const parsed = JSON.parse(manifest.data ?? '{}') as { description?: string; lang?: string };
    expect(parsed.lang).toBe(locale);
    expect(parsed.description).toMatch(description);

    // Playwright's contexts are off the record, which Chromium names as the one reason; any
    // other (no icon, no start URL, a manifest it cannot read...) fails the test.
    await expect
      .poll(async () =>
        (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => id !== 'in-incognito'),
      )
      .toEqual([]);
    await context.close();
  }
});
