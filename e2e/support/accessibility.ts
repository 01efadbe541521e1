// The accessibility gate of the e2e suite: axe-core on every page the journeys visit, in both
// themes. The goal is zero serious or critical violations; fewer impacts would let real
// barriers through, more (minor, moderate) would fail on advice axe itself calls optional.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

export type ThemeName = 'light' | 'dark';
export const themes: readonly ThemeName[] = ['light', 'dark'];

const blockingImpacts = new Set(['serious', 'critical']);

/**
 * Rules that axe marks experimental and so leaves off by default, switched on because each one
 * caught a real barrier here: a visible label that differs from the accessible name breaks
 * voice control ("click Marcos" finds nothing when the name is "Marcos: meu perfil").
 */
const experimentalRulesOn = ['label-content-name-mismatch'];

export interface Finding {
  route: string;
  theme: ThemeName;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The route a URL belongs to: ids and tokens become placeholders, so the gate scans
 * `/ministerios/:id/musicas` once per run and not once per ministry a journey made.
 */
export function routePattern(url: URL): string {
  const segments = url.pathname
    .split('/')
    .map((segment) =>
      /^\d+$/.test(segment) ? ':id' : /^[\w-]{20,}$/.test(segment) ? ':token' : segment,
    );
  return segments.join('/') || '/';
}

/** What axe finds on the page as it stands now, serious and critical only. */
export async function blockingFindings(
  page: Page,
  route: string,
  theme: ThemeName,
): Promise<Finding[]> {
  const builder = new AxeBuilder({ page }).options({
    rules: Object.fromEntries(experimentalRulesOn.map((rule) => [rule, { enabled: true }])),
  });
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => blockingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      route,
      theme,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => {
        const target = node.target.join(' ');
        const summary = node.failureSummary?.split('\n').slice(1, 2).join(' ').trim();
        return summary ? `${target} (${summary})` : target;
      }),
    }));
}

/** Waits until the shell and the remote it mounted have nothing left to fetch or show. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners say "busy" to assistive technology; scan what a user reads.
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Opens `url` in a new page of the context that visited it (so the same session applies) and
 * scans it in each theme. The page's init script picks the theme before any app code runs, one
 * load per theme, and is the page's own: other pages of the context keep their theme until the
 * saved choice is put back at the end.
 */
export async function scanRoute(
  context: BrowserContext,
  url: string,
  route: string,
): Promise<Finding[]> {
  const origin = new URL(url).origin;
  const state = await context.storageState();
  const saved =
    state.origins
      .find((stored) => stored.origin === origin)
      ?.localStorage.find((item) => item.name === 'theme')?.value ?? null;
  const page = await context.newPage();
  try {
    await page.addInitScript((first) => {
      localStorage.setItem('theme', sessionStorage.getItem('axe-theme') ?? first);
    }, themes[0]);
    const findings: Finding[] = [];
    for (const [index, theme] of themes.entries()) {
      if (index === 0) await page.goto(url);
      else {
        await page.evaluate((name) => sessionStorage.setItem('axe-theme', name), theme);
        await page.reload();
      }
      await settle(page);
      findings.push(...(await blockingFindings(page, route, theme)));
    }
    await page.evaluate((value) => {
      if (value === null) localStorage.removeItem('theme');
      else localStorage.setItem('theme', value);
    }, saved);
    return findings;
  } finally {
    await page.close();
  }
}

/**
 * Switches the theme of an open page without reloading it, the way a change in another tab
 * reaches it (the storage event), so a dialog or a filled form stays as the journey left it.
 */
async function switchThemeInPlace(page: Page, theme: ThemeName | null): Promise<void> {
  await page.evaluate((name) => {
    if (name === null) localStorage.removeItem('theme');
    else localStorage.setItem('theme', name);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: name }));
  }, theme);
  if (theme === null) return;
  await page.waitForFunction(
    (name) => getComputedStyle(document.documentElement).colorScheme === name,
    theme,
  );
  // The shell passes the theme on to the remote's parcel, which renders on the next frames.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Scans the page as it stands (an open dialog, a half-filled form: states without an address
 * of their own), in each theme, and puts the saved theme back.
 */
export async function scanInPlace(page: Page, state: string): Promise<Finding[]> {
  const saved = await page.evaluate(() => localStorage.getItem('theme'));
  const findings: Finding[] = [];
  try {
    for (const theme of themes) {
      await switchThemeInPlace(page, theme);
      findings.push(...(await blockingFindings(page, state, theme)));
    }
  } finally {
    await switchThemeInPlace(page, saved === 'light' || saved === 'dark' ? saved : null);
  }
  return findings;
}

/** One readable block per finding, for the failure message. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.route} [${finding.theme}] ${finding.impact} ${finding.rule}: ${finding.help}\n` +
        finding.nodes.map((node) => `    ${node}`).join('\n'),
    )
    .join('\n');
}

/** Keeps the full findings with the test's report. */
export async function attachFindings(testInfo: TestInfo, findings: Finding[]): Promise<void> {
  await testInfo.attach('accessibility-findings.json', {
    body: JSON.stringify(findings, null, 2),
    contentType: 'application/json',
  });
}
