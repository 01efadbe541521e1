// `npm test`: everything CI checks, in order, failing on the first broken step's exit code
// only after reporting which steps failed.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies } from './ensure-deps.mjs';
import { describeE2eFailures, e2eReportFile } from './e2e-failures.mjs';
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

/** Where a suite running in the background writes its output, printed by a later step. */
const backgroundLog = (name) => join(tmpdir(), `levita-${name}-${process.pid}.log`);

const apiTestCommand = ['nx', 'run', 'api:test', '--outputStyle=static', ...cacheFlags];

/**
 * Runs background jobs one at a time until `widen()`, then two at a time: beside e2e the
 * browser needs one core, once it is done both are free.
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

/**
 * The API suite on SQLite, then on PostgreSQL (the production database) in two halves, in the
 * background with their output in files. While e2e runs they go one after the other; once it
 * is done the halves left run side by side. CI always has a PostgreSQL server; on a laptop
 * without one that run is skipped with a note.
 */
function startApiTests() {
  const sqliteLog = backgroundLog('api-sqlite');
  const sqlite = {
    logFiles: [sqliteLog],
    // This pass is the SQLite one, whatever the caller's environment says.
    done: background.add(() =>
      runInBackground('npx', apiTestCommand, { ...toolEnv, TEST_DATABASE_URL: '' }, sqliteLog),
    ),
  };
  if (!postgresUp && !process.env.CI)
    return {
      sqlite,
      postgres: {
        done: Promise.resolve(true),
        logFiles: [],
        skipped: `skipped: no PostgreSQL server at ${new URL(testDatabaseUrl).host}`,
      },
    };
  const halves = ['1/2', '2/2'].map((shard) => {
    const logFile = backgroundLog(`api-postgres-${shard.replace('/', '-of-')}`);
    const done = background.add(() =>
      runInBackground(
        'npx',
        [...apiTestCommand, '--', `--shard=${shard}`],
        { ...toolEnv, TEST_DATABASE_URL: testDatabaseUrl },
        logFile,
      ),
    );
    return { logFile, done };
  });
  return {
    sqlite,
    postgres: {
      logFiles: halves.map((half) => half.logFile),
      done: Promise.all(halves.map((half) => half.done)).then((passed) => passed.every(Boolean)),
    },
  };
}
let apiTests;

/** The step that waits for one background API run and prints what it wrote. */
async function reportApiTests(which) {
  apiTests ??= startApiTests();
  const { done, logFiles, skipped } = apiTests[which];
  const passed = await done;
  if (skipped) console.log(skipped);
  for (const logFile of logFiles) process.stdout.write(readFileSync(logFile, 'utf8'));
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
    // npm run bench:load, each mix for 10 s with 10 users on both databases: every call must
    // answer 2xx (the script exits 1 otherwise); no timing goals in CI (issue 24).
    'API load smoke run (10 s, no timing goals)',
    () =>
      run('npm', ['run', '--silent', 'bench:load'], {
        ...toolEnv,
        LOAD_DURATION: '10',
        LOAD_USERS: '10',
        LOAD_SONGS: '50',
        LOAD_SCHEDULES: '20',
        LOAD_DATABASES: postgresUp || process.env.CI ? 'sqlite,postgres' : 'sqlite',
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
    async () => {
      // Playwright drives one browser at a time and leaves most of the second core idle
      // (user+sys 320 s over 410 s here); the API tests run beside it, one suite at a time
      // and at the lowest CPU priority (runInBackground), and report in the next steps.
      apiTests = startApiTests();
      // A report left by an earlier run must not be read as this one's.
      rmSync(e2eReportFile, { force: true });
      if (!builtForE2e) {
        console.log('skipped: the production build failed');
        background.widen();
        return false;
      }
      // The apps were built by the step before, from this checkout. Attached, not run: the
      // event loop must stay free to start the next API job when one ends.
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
