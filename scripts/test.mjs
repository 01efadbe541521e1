// `npm test`: everything CI checks, in order, failing on the first broken step's exit code
// only after reporting which steps failed.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { describeE2eFailures, e2eReportFile } from './e2e-failures.mjs';
import { defaultTestDatabaseUrl, postgresAnswers } from './postgres.mjs';
import { rmSync } from 'node:fs';
import { run, toolEnv } from './run.mjs';

ensureDependencies();

// CI proves the commit from scratch; locally the Nx cache skips what did not change.
const cacheFlags = process.env.CI ? ['--skip-nx-cache'] : [];

// The API tests run a second time on PostgreSQL, the production database. CI always has a
// server; on a laptop without one the step says so and is skipped.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
const postgresUp = await postgresAnswers(testDatabaseUrl);

const e2eStep = 'e2e (production build in Chromium)';

const steps = [
  ['format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])],
  [
    'lint, typecheck, unit, component and API tests',
    () =>
      run(
        'npx',
        [
          'nx',
          'run-many',
          '-t',
          'lint',
          'typecheck',
          'test',
          '--outputStyle=static',
          ...cacheFlags,
        ],
        // This pass is the SQLite one, whatever the caller's environment says.
        { ...toolEnv, TEST_DATABASE_URL: '' },
      ),
  ],
  [
    // bench/ is no Nx project (a person runs it by hand), so CI checks that it still compiles.
    'benchmark scripts (typecheck, lint)',
    () => run('npx', ['tsc', '-p', 'bench/tsconfig.json']) && run('npx', ['eslint', 'bench']),
  ],
  [
    'API tests on PostgreSQL',
    () => {
      if (!postgresUp && !process.env.CI) {
        console.log(`skipped: no PostgreSQL answers at ${new URL(testDatabaseUrl).host}`);
        return true;
      }
      return run('npx', ['nx', 'run', 'api:test', '--outputStyle=static', ...cacheFlags], {
        ...toolEnv,
        TEST_DATABASE_URL: testDatabaseUrl,
      });
    },
  ],
  [
    e2eStep,
    () => {
      // A report left by an earlier run must not be read as this one's.
      rmSync(e2eReportFile, { force: true });
      return (
        ensureChromium() &&
        run('npx', ['nx', 'run', 'e2e:e2e', '--outputStyle=static', ...cacheFlags])
      );
    },
  ],
];

const failed = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  if (!step()) failed.push(name);
}

console.log('\n=== summary ===');
for (const [name] of steps) console.log(`${failed.includes(name) ? 'FAIL' : 'ok  '} ${name}`);
if (failed.includes(e2eStep)) {
  console.log(`\nfailed e2e tests:\n${describeE2eFailures().join('\n')}\n`);
}
console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
