// `npm test`: everything CI checks, in order, failing on the first broken step's exit code
// only after reporting which steps failed.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { describeE2eFailures, e2eReportFile } from './e2e-failures.mjs';
import { defaultTestDatabaseUrl, postgresAnswers } from './postgres.mjs';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, runInBackground, toolEnv } from './run.mjs';

ensureDependencies();

// CI proves the commit from scratch; locally the Nx cache skips what did not change.
const cacheFlags = process.env.CI ? ['--skip-nx-cache'] : [];

// The API tests run a second time on PostgreSQL, the production database.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
const postgresUp = await postgresAnswers(testDatabaseUrl);

const e2eStep = 'e2e (production build in Chromium)';
const buildCommand = ['nx', 'run-many', '-t', 'build', '--outputStyle=static', ...cacheFlags];
let builtForE2e = false;

/**
 * The API suite again, on PostgreSQL, in the background with its output in a file. CI always
 * has a server; on a laptop without one it is skipped with a note.
 */
function startPostgresTests() {
  if (!postgresUp && !process.env.CI) {
    console.log(`API tests on PostgreSQL skipped: no server at ${new URL(testDatabaseUrl).host}`);
    return { done: Promise.resolve(true), logFile: undefined };
  }
  const logFile = join(tmpdir(), `levita-api-postgres-${process.pid}.log`);
  const done = runInBackground(
    'npx',
    ['nx', 'run', 'api:test', '--outputStyle=static', ...cacheFlags],
    { ...toolEnv, TEST_DATABASE_URL: testDatabaseUrl },
    logFile,
  );
  return { done, logFile };
}
let postgresTests;

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
    'production build',
    () => {
      builtForE2e = run('npx', buildCommand);
      return builtForE2e;
    },
  ],
  [
    e2eStep,
    () => {
      // Playwright drives one browser at a time and leaves most of the second core idle
      // (user+sys 320 s over 410 s here); the API tests on PostgreSQL, which mostly wait for
      // the database, run beside it and report in the next step.
      postgresTests = startPostgresTests();
      // A report left by an earlier run must not be read as this one's.
      rmSync(e2eReportFile, { force: true });
      if (!builtForE2e) {
        console.log('skipped: the production build failed');
        return false;
      }
      // The apps were built by the step before, from this checkout.
      return (
        ensureChromium() &&
        run('npx', [
          'nx',
          'run',
          'e2e:e2e',
          '--exclude-task-dependencies',
          '--outputStyle=static',
          ...cacheFlags,
        ])
      );
    },
  ],
  [
    'API tests on PostgreSQL (run beside e2e)',
    async () => {
      const { done, logFile } = postgresTests ?? startPostgresTests();
      const passed = await done;
      if (logFile) process.stdout.write(readFileSync(logFile, 'utf8'));
      return passed;
    },
  ],
];

const failed = [];
// CI must finish within 30 minutes: the summary says where the time went.
const seconds = new Map();
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  if (!(await step())) failed.push(name);
  seconds.set(name, Math.round((Date.now() - started) / 1000));
}

console.log('\n=== summary ===');
for (const [name] of steps)
  console.log(`${failed.includes(name) ? 'FAIL' : 'ok  '} ${name} (${seconds.get(name)} s)`);
if (failed.includes(e2eStep)) {
  console.log(`\nfailed e2e tests:\n${describeE2eFailures().join('\n')}\n`);
}
console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
