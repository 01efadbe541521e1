/**
 * A team's week under load (npm run bench:load; docs/operations.md "Load").
 *
 * For SQLite, and for PostgreSQL when a server answers, it builds and starts the API as
 * production runs it, seeds a ministry through the API (songs, LOAD_USERS members with a
 * function each, published schedules around today, a fifth of the members admins), then for
 * each mix of LOAD_MIXES (mixes.ts: `team`, then `writers`) runs LOAD_USERS virtual users for
 * LOAD_DURATION seconds. They all sign in at once; then each repeats the mix with no pause.
 * It prints req/s, p50, p99 and the slowest answer per call, every non-2xx or network error,
 * whether every call's p99 is under the goal (stats.ts P99_GOAL_MS), and what the server went
 * through (server-watch.ts); it exits 1 on any non-2xx or error, never on timing (a CI smoke
 * runs it for 10 s). LOAD_CPU_PROF=<dir> keeps the server's CPU profiles there.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../support/api-server';
import { buildApi, repositoryRoot } from '../support/build-api';
import { postgresSchema } from '../support/postgres-schema';
import { type MixName, mixNames, SIGN_IN_BURST, virtualUser } from './mixes';
import { seed } from './seed';
import { watchServer } from './server-watch';
import { createRecorder, printTable } from './stats';

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

function listFromEnv<T extends string>(name: string, fallback: string, known: readonly T[]): T[] {
  const items = (process.env[name] || fallback).split(',').map((item) => item.trim());
  const unknown = items.filter((item) => !known.includes(item as T));
  if (unknown.length)
    throw new Error(`${name}: unknown ${unknown.join(', ')} (${known.join(', ')})`);
  return items as T[];
}

const settings = {
  users: numberFromEnv('LOAD_USERS', 50, 1),
  duration: numberFromEnv('LOAD_DURATION', 60, 1),
  songs: numberFromEnv('LOAD_SONGS', 300, 10),
  schedules: numberFromEnv('LOAD_SCHEDULES', 60, 4),
  mixes: listFromEnv<MixName>('LOAD_MIXES', mixNames.join(','), mixNames),
  databases: listFromEnv('LOAD_DATABASES', 'sqlite,postgres', ['sqlite', 'postgres'] as const),
  postgresUrl: process.env.LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  /** A folder for the server's CPU profiles, one per database (profile-summary.ts reads them). */
  cpuProfileDir: process.env.LOAD_CPU_PROF ? resolve(process.env.LOAD_CPU_PROF) : undefined,
};

const say = (line = '') => process.stdout.write(`${line}\n`);

/**
 * Waits until no schedule e-mail is waiting (at most a minute), so that the e-mails of the
 * seed or of the previous mix do not share the CPU with the next run.
 */
async function mailSent(base: string) {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const text = await (await fetch(`${base}/api/metrics`)).text();
    const pending = /^levita_mail_jobs\{status="pending"\} (\S+)$/m.exec(text)?.[1];
    if (Number(pending ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return ((performance.now() - started) / 1000).toFixed(1);
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
}

async function loadDatabase(database: string, postgresEnv?: Record<string, string>) {
  const temp = await mkdtemp(join(tmpdir(), `levita-load-${database}-`));
  cleanups.push(() => rm(temp, { recursive: true, force: true }));
  const deployRoot = join(temp, 'deploy');
  await mkdir(deployRoot);
  const dataDir = join(temp, 'data');
  const cpuProfileDir = settings.cpuProfileDir && join(settings.cpuProfileDir, database);
  if (cpuProfileDir) await mkdir(cpuProfileDir, { recursive: true });
  const server = await startServer({
    root: repositoryRoot,
    dataDir,
    deployRoot,
    databaseEnv: { DATA_DIR: dataDir, ...postgresEnv },
    env: { METRICS_PUBLIC: 'true' },
    ...(cpuProfileDir && { cpuProfileDir }),
  });
  cleanups.push(() => server.stop());
  const seeded = await seed(server.url, settings, say);
  const failed: string[] = [];
  for (const mix of settings.mixes) {
    const waited = await mailSent(server.url);
    say(
      `[load] ${database}, ${mix}: ${settings.users} users for ${settings.duration} s (e-mails sent after ${waited} s)`,
    );
    const recorder = createRecorder();
    const stopWatching = watchServer(
      server.url,
      postgresEnv && { url: settings.postgresUrl, schema: postgresEnv.DATABASE_SCHEMA! },
    );
    // Everyone signs in first, at the same moment; the mix then starts for all at once, so
    // its figures are not those of calls made while fifty password hashes hold the CPU.
    const users = await Promise.all(
      seeded.people.map((person) =>
        virtualUser({ mix, base: server.url, seeded, person, recorder }),
      ),
    );
    const until = Date.now() + settings.duration * 1000;
    await Promise.all(users.map((runMix) => runMix?.(until)));
    const watched = await stopWatching();
    say();
    const title = `${database} ${mix}`;
    failed.push(
      ...printTable(
        recorder,
        { title, seconds: settings.duration, users: settings.users, outsideGoal: SIGN_IN_BURST },
        say,
      ),
    );
    say(watched);
    say();
  }
  await cleanUp();
  return failed;
}

async function main() {
  buildApi(say);
  const failed: string[] = [];
  if (settings.databases.includes('sqlite')) failed.push(...(await loadDatabase('sqlite')));
  if (settings.databases.includes('postgres')) {
    const postgres = await postgresSchema(settings.postgresUrl, (drop) => cleanups.push(drop));
    if (typeof postgres === 'string') say(`[load] PostgreSQL skipped: ${postgres}`);
    else failed.push(...(await loadDatabase('postgres', postgres)));
  }
  if (failed.length) {
    console.error(`[load] FAILED: non-2xx answers or errors on ${failed.join(', ')}`);
    process.exitCode = 1;
  } else say('[load] no errors, no non-2xx answers');
}

main().catch(async (error: unknown) => {
  console.error('[load]', error instanceof Error ? error.message : error);
  await cleanUp();
  process.exitCode = 1;
});
