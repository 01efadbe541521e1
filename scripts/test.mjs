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

/** Where a suite running in the background writes its output, printed by a later step. */
const backgroundLog = (name) => join(tmpdir(), `levita-${name}-${process.pid}.log`);

const apiTestCommand = ['nx', 'run', 'api:test', '--outputStyle=static', ...cacheFlags];

/**
 * The API suite on SQLite, then again on PostgreSQL (the production database), one after the
 * other in the background with their output in files. CI always has a PostgreSQL server; on a
 * laptop without one that run is skipped with a note.
 */
function startApiTests() {
  const sqlite = { logFile: backgroundLog('api-sqlite') };
  const postgres = { logFile: backgroundLog('api-postgres') };
  // This pass is the SQLite one, whatever the caller's environment says.
  sqlite.done = runInBackground(
    'npx',
    apiTestCommand,
    { ...toolEnv, TEST_DATABASE_URL: '' },
    sqlite.logFile,
  );
  if (!postgresUp && !process.env.CI) {
    postgres.done = Promise.resolve(true);
    postgres.logFile = undefined;
    postgres.skipped = `skipped: no PostgreSQL server at ${new URL(testDatabaseUrl).host}`;
  } else {
    // After the SQLite pass, not beside it, so the browser shares the second core with one
    // suite at a time.
    postgres.done = sqlite.done.then(() =>
      runInBackground(
        'npx',
        apiTestCommand,
        { ...toolEnv, TEST_DATABASE_URL: testDatabaseUrl },
        postgres.logFile,
      ),
    );
  }
  return { sqlite, postgres };
}
let apiTests;

/** The step that waits for one background API run and prints what it wrote. */
async function reportApiTests(which) {
  apiTests ??= startApiTests();
  const { done, logFile, skipped } = apiTests[which];
  const passed = await done;
  if (skipped) console.log(skipped);
  if (logFile) process.stdout.write(readFileSync(logFile, 'utf8'));
  return passed;
}

const steps = [
  ['format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])],
  [
    'lint, typecheck, unit and component tests',
    () => {
      // The API's own tests run later, beside e2e (see there); its lint and typecheck run here.
      const others = run('npx', [
        'nx',
        'run-many',
        '-t',
        'lint',
        'typecheck',
        'test',
        '--exclude=api',
        '--outputStyle=static',
        ...cacheFlags,
      ]);
      const api = run('npx', [
        'nx',
        'run-many',
        '-t',
        'lint',
        'typecheck',
        '--projects=api',
        '--outputStyle=static',
        ...cacheFlags,
      ]);
      return others && api;
    },
  ],
  [
    // bench/ is no Nx project (a person runs it by hand), so CI checks that it still compiles.
    'benchmark scripts (typecheck, lint)',
    () => run('npx', ['tsc', '-p', 'bench/tsconfig.json']) && run('npx', ['eslint', 'bench']),
  ],
  [
    // Proves that `npm run bench:songs` still runs end to end on both databases. Timings on a
    // CI machine are noise, so this short run checks no goal (issue 23).
    'API benchmark smoke run (no goals checked)',
    () =>
      run('npm', ['run', '--silent', 'bench:songs'], {
        ...toolEnv,
        BENCH_GOALS: '0',
        BENCH_DURATION: '1',
        BENCH_WARMUP: '0',
        BENCH_CONNECTIONS: '10',
        BENCH_SONGS: '300',
        BENCH_HOME_MEMBERS: '4',
        BENCH_HOME_SCHEDULES: '10',
        BENCH_DATABASES: postgresUp || process.env.CI ? 'sqlite,postgres' : 'sqlite',
      }),
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
      // (user+sys 320 s over 410 s here); the API tests run beside it and report in the
      // next steps.
      apiTests = startApiTests();
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
  ['API tests on SQLite (run beside e2e)', () => reportApiTests('sqlite')],
  ['API tests on PostgreSQL (run beside e2e)', () => reportApiTests('postgres')],
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
