// `npm test`: everything CI checks, in order, failing on the first broken step's exit code
// only after reporting which steps failed.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { describeE2eFailures, e2eReportFile } from './e2e-failures.mjs';
import { failureLines } from './log-failures.mjs';
import { defaultTestDatabaseUrl, postgresAnswers } from './postgres.mjs';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run, runAttached, runInBackground, toolEnv } from './run.mjs';

ensureDependencies();

// CI proves the commit from scratch; locally the Nx cache skips what did not change.
const cacheFlags = process.env.CI ? ['--skip-nx-cache'] : [];

// The API tests run a second time on PostgreSQL, the production database.
const testDatabaseUrl = process.env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
const postgresUp = await postgresAnswers(testDatabaseUrl);

const e2eStep = 'e2e (production build in Chromium)';
const buildCommand = ['nx', 'run-many', '-t', 'build', '--outputStyle=static', ...cacheFlags];
let builtForE2e = false;

/** Where a test run writes its output (background jobs: only there, printed by a later step). */
const runLog = (name) => join(tmpdir(), `levita-${name}-${process.pid}.log`);

const apiTestCommand = ['nx', 'run', 'api:test', '--outputStyle=static', ...cacheFlags];

/**
 * Runs background jobs one at a time until `widen()`, then two at a time: beside the component
 * tests and e2e the foreground keeps both cores busy, once e2e is done both are free. Jobs
 * start in the order they are added.
 */
function jobQueue() {
  const waiting = [];
  let running = 0;
  let slots = 1;
  const next = () => {
    while (running < slots && waiting.length) {
      const { start, resolve } = waiting.shift();
      running++;
      start().then((passed) => {
        running--;
        resolve(passed);
        next();
      });
    }
  };
  return {
    add: (start) =>
      new Promise((resolve) => {
        waiting.push({ start, resolve });
        next();
      }),
    widen: () => {
      slots = 2;
      next();
    },
  };
}
const background = jobQueue();

/** A command of the background queue, its output in a file of its own. */
function backgroundJob(name, args, env = toolEnv) {
  const logFile = runLog(name);
  return {
    logFiles: [logFile],
    done: background.add(() => runInBackground('npx', args, env, logFile)),
  };
}

/** Several background jobs reported as one: passed when all of them passed. */
function jobGroup(jobs) {
  return {
    logFiles: jobs.flatMap((job) => job.logFiles),
    done: Promise.all(jobs.map((job) => job.done)).then((passed) => passed.every(Boolean)),
  };
}

/**
 * Everything that runs in the background, in this order: lint and typecheck; the API suite on
 * SQLite; then on PostgreSQL (the production database) in two halves, last, because the
 * database server's processes do not run at idle priority as the suites do. Lint and
 * typecheck go first because they have no timeouts to miss while the foreground leaves them
 * no CPU. CI always has a PostgreSQL server; on a laptop without one that run is skipped with
 * a note.
 */
function startBackgroundJobs() {
  const jobs = {
    checks: backgroundJob('lint-typecheck', [
      'nx',
      'run-many',
      '-t',
      'lint',
      'typecheck',
      '--outputStyle=static',
      ...cacheFlags,
    ]),
    // This pass is the SQLite one, whatever the caller's environment says.
    sqlite: backgroundJob('api-sqlite', apiTestCommand, { ...toolEnv, TEST_DATABASE_URL: '' }),
  };
  if (!postgresUp && !process.env.CI)
    return {
      ...jobs,
      postgres: {
        done: Promise.resolve(true),
        logFiles: [],
        skipped: `skipped: no PostgreSQL server at ${new URL(testDatabaseUrl).host}`,
      },
    };
  const halves = ['1/2', '2/2'].map((shard) =>
    backgroundJob(
      `api-postgres-${shard.replace('/', '-of-')}`,
      [...apiTestCommand, '--', `--shard=${shard}`],
      { ...toolEnv, TEST_DATABASE_URL: testDatabaseUrl },
    ),
  );
  return { ...jobs, postgres: jobGroup(halves) };
}
let backgroundJobs;
/** The logs of the test runs that failed, for the summary. */
const failedLogs = [];

/** The step that waits for one group of background jobs and prints what they wrote. */
async function reportBackground(which) {
  backgroundJobs ??= startBackgroundJobs();
  const { done, logFiles, skipped } = backgroundJobs[which];
  const passed = await done;
  if (skipped) console.log(skipped);
  for (const logFile of logFiles) process.stdout.write(readFileSync(logFile, 'utf8'));
  if (!passed) failedLogs.push(...logFiles);
  return passed;
}

const steps = [
  ['format', () => run('npx', ['prettier', '--check', '.', '--log-level', 'warn'])],
  [
    'production build',
    () => {
      builtForE2e = run('npx', buildCommand);
      return builtForE2e;
    },
  ],
  [
    'unit and component tests',
    async () => {
      // Lint, typecheck and the API suites start now, at the lowest CPU priority
      // (runInBackground): they take what this step and e2e leave idle, and report at the end.
      backgroundJobs ??= startBackgroundJobs();
      // Attached, not run: the event loop must stay free to start the next background job.
      const logFile = runLog('component-tests');
      const passed = await runAttached(
        'npx',
        ['nx', 'run-many', '-t', 'test', '--exclude=api', '--outputStyle=static', ...cacheFlags],
        toolEnv,
        logFile,
      );
      if (!passed) failedLogs.push(logFile);
      return passed;
    },
  ],
  [
    e2eStep,
    async () => {
      backgroundJobs ??= startBackgroundJobs();
      // A report left by an earlier run must not be read as this one's.
      rmSync(e2eReportFile, { force: true });
      if (!builtForE2e) {
        console.log('skipped: the production build failed');
        background.widen();
        return false;
      }
      // The apps were built by the step before last, from this checkout.
      const passed =
        ensureChromium() &&
        (await runAttached('npx', [
          'nx',
          'run',
          'e2e:e2e',
          '--exclude-task-dependencies',
          '--outputStyle=static',
          ...cacheFlags,
        ]));
      background.widen();
      return passed;
    },
  ],
  [
    // bench/ is no Nx project (a person runs it by hand), so CI checks that it still compiles.
    'benchmark scripts (typecheck, lint)',
    () => run('npx', ['tsc', '-p', 'bench/tsconfig.json']) && run('npx', ['eslint', 'bench']),
  ],
  [
    // Proves that `npm run bench:songs` still runs end to end on both databases. Timings on a
    // CI machine are noise, so this short run checks no goal.
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
    // npm run bench:charts with a few runs: it still bundles and draws a chart; no goal.
    'chart benchmark smoke run (no goal checked)',
    () =>
      run('npm', ['run', '--silent', 'bench:charts'], {
        ...toolEnv,
        BENCH_GOALS: '0',
        BENCH_RUNS: '20',
      }),
  ],
  [
    // npm run bench:load, each mix for 4 s with 10 users on both databases: every call must
    // answer 2xx (the script exits 1 otherwise); no timing goals in CI.
    'API load smoke run (4 s, no timing goals)',
    () =>
      run('npm', ['run', '--silent', 'bench:load'], {
        ...toolEnv,
        LOAD_DURATION: '4',
        LOAD_USERS: '10',
        LOAD_SONGS: '50',
        LOAD_SCHEDULES: '20',
        LOAD_DATABASES: postgresUp || process.env.CI ? 'sqlite,postgres' : 'sqlite',
      }),
  ],
  ['lint and typecheck (run in the background)', () => reportBackground('checks')],
  ['API tests on SQLite (run in the background)', () => reportBackground('sqlite')],
  ['API tests on PostgreSQL (run in the background)', () => reportBackground('postgres')],
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
if (failedLogs.length > 0) {
  console.log(`\nwhat the failed test runs reported:\n${failureLines(failedLogs).join('\n')}\n`);
}
console.log(`steps: ${steps.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
