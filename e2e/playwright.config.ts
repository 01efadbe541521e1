import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { E2E_TIME_ZONE } from './support/time-zone';
import { findFreePort, makeTempDir } from './support/workspace';

// Workers inherit the environment, so every process of the run sees the same port and root.
process.env['E2E_PORT'] ??= String(findFreePort());
process.env['E2E_DEPLOY_ROOT'] ??= makeTempDir('levita-e2e-');
const baseURL = `http://127.0.0.1:${process.env['E2E_PORT']}`;

export default defineConfig({
  testDir: './specs',
  // Specs change what is deployed (versions, a missing entry): one at a time.
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions,
      },
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
