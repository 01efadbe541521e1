// Playwright's `test` with the accessibility gate built in: every spec imports `test` and
// `expect` from here, so no journey can visit a page the gate does not scan.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import {
  attachFindings,
  blockingFindings,
  describeFindings,
  type Finding,
  routePattern,
  scanInPlace,
  scanRoute,
} from './accessibility';
import { suiteDeployRoot } from './workspace';

export { expect };

// Each route is scanned after the first test that reaches it, in whichever worker: a worker
// claims a route by creating a file named after it in the run's deploy root, which fails
// when another worker already has.
const claimedRoutes = new Set<string>();

function claimRoute(route: string): boolean {
  if (claimedRoutes.has(route)) return false;
  claimedRoutes.add(route);
  const claimsDir = join(suiteDeployRoot(), 'accessibility-scans');
  mkdirSync(claimsDir, { recursive: true });
  try {
    closeSync(openSync(join(claimsDir, encodeURIComponent(route)), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

interface Visit {
  context: BrowserContext;
  url: string;
}

export const test = base.extend<{ accessibilityGate: void }>({
  accessibilityGate: [
    async ({ browser, context, baseURL }, use, testInfo) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const visits = new Map<string, Visit>();
      const closed = new Set<BrowserContext>();
      const watchPage = (page: Page) =>
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame()) return;
          const url = new URL(frame.url());
          if (url.origin !== origin || url.pathname.startsWith('/api/')) return;
          const route = routePattern(url);
          if (!claimedRoutes.has(route) && !visits.has(route)) {
            visits.set(route, { context: page.context(), url: url.href });
          }
        });
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
        watched.on('close', () => closed.add(watched));
      };
      watchContext(context);
      // Journeys with several people open a context per person (support/people.ts).
      browser.on('context', watchContext);
      await use();
      browser.off('context', watchContext);

      // A failed journey already says what went wrong; scanning its half-made pages adds noise.
      if (testInfo.status !== testInfo.expectedStatus) return;
      // The scans come on top of the journey's own time: two loads and two axe runs a route.
      testInfo.setTimeout(testInfo.timeout + visits.size * 20_000);
      const findings = [];
      for (const [route, visit] of visits) {
        if (closed.has(visit.context) || !claimRoute(route)) continue;
        findings.push(...(await scanRoute(visit.context, visit.url, route)));
      }
      if (findings.length > 0) {
        await attachFindings(testInfo, findings);
        throw new Error(`axe found serious or critical violations:\n${describeFindings(findings)}`);
      }
    },
    { auto: true },
  ],
});

/**
 * For states the gate cannot reach by address (an open dialog): scans the page now, in both
 * themes, and fails the test on a serious or critical violation.
 */
/**
 * The same gate for a page the server renders outside the app (an e-mail link's page): it has
 * no theme switch and follows the system's scheme, which the page's context sets.
 */
export async function expectNoBarriersOutsideApp(page: Page, state: string): Promise<void> {
  const scheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  );
  await expectNoFindings(await blockingFindings(page, state, scheme));
}

export async function expectNoBarriers(page: Page, state: string): Promise<void> {
  await expectNoFindings(await scanInPlace(page, state));
}

/** Fails the test with the findings attached to its report, when there are any. */
async function expectNoFindings(findings: Finding[]): Promise<void> {
  if (findings.length > 0) await attachFindings(test.info(), findings);
  expect(findings, describeFindings(findings)).toEqual([]);
}
