import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_TIME_ZONE } from './support/time-zone';
import { findFreePort, makeTempDir } from './support/workspace';

// Workers inherit the environment, so every process of the run sees the same port and root.
process.env['E2E_PORT'] ??= String(findFreePort());
process.env['E2E_DEPLOY_ROOT'] ??= makeTempDir('levita-e2e-');
const baseURL = `http://127.0.0.1:${process.env['E2E_PORT']}`;

// Specs that change what the suite's server has deployed (a remote's version, a missing entry,
// the landing alone). Every other spec runs against whatever is deployed, so these run after
// all of them, one at a time.
const redeployingSpecs = [
  'landing.spec.ts',
  'remote-failure.spec.ts',
  'remote-independence.spec.ts',
  'runtime-manifest.spec.ts',
];
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };

export default defineConfig({
  testDir: './specs',
  // A journey mostly waits on the browser and the server (one used 0.6 of a core here), so
  // two run at once; each spec file stays in one worker, its tests in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  timeout: 60_000,
  // The API suites run beside this one on the same two cores (scripts/test.mjs): a page that
  // renders in a second alone has been seen to need 4-6 s then. Ten seconds to appear still
  // fails a page that never does.
  expect: { timeout: 10_000 },
  // The JSON report is what `npm test` reads to name the failed tests in its summary.
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/results.json' }],
    ...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: E2E_TIME_ZONE,
    // A failed test keeps its trace with the page's DOM at each step, but no screencast:
    // recording one for every test was a fifth of the suite's CPU, and the failure's own
    // screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: redeployingSpecs, use: chromium },
    // A failed journey skips these: the run is red either way, and its report names the journey.
    {
      name: 'redeploying',
      testMatch: redeployingSpecs,
      dependencies: ['journeys'],
      workers: 1,
      use: chromium,
    },
  ],
  webServer: {
    command: 'npx tsx support/serve-production.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
