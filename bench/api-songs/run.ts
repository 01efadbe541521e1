/**
 * Load test of the repertoire list and search (npm run bench:songs; docs/performance.md).
 *
 * It builds the API, then for SQLite, and for PostgreSQL when a server answers: starts it as
 * production runs it, signs up a user with a ministry through the API, writes BENCH_SONGS
 * songs into it with the app's own repository, and drives GET /api/musicas and
 * GET /api/musicas/busca (and GET /api/health, for comparison) with autocannon. Everything it
 * made (the servers, temp folders, the PostgreSQL schema) is removed at the end, also on
 * failure or Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Instance, type Result } from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { createSongsRepository } from '../../apps/api/src/repositories/songs-repository';
import { call } from '../support/api-call';
import { startServer } from '../support/api-server';
import { goals, missedGoals, pct, rssLimitBytes } from './goals';
import { type BenchSong, benchSongs } from './songs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}`);
  return value;
}

const settings = {
  /** Seconds of each measured run. */
  duration: numberFromEnv('BENCH_DURATION', 10, 1),
  connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
  /** Seconds of load before each measured run, not counted. */
  warmup: numberFromEnv('BENCH_WARMUP', 2, 0),
  songs: numberFromEnv('BENCH_SONGS', 10_000, 1),
  /** BENCH_SEED=api seeds through POST /api/musicas (slower; also measures the writes). */
  seedThroughApi: process.env.BENCH_SEED === 'api',
  /** Requests in flight when seeding through the API. */
  seedConcurrency: numberFromEnv('BENCH_SEED_CONCURRENCY', 20, 1),
  term: process.env.BENCH_TERM?.trim() || 'adoracao',
  databases: (process.env.BENCH_DATABASES || 'sqlite,postgres').split(',').map((d) => d.trim()),
  postgresUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  /** list, search, and health: GET /api/health, the server without auth or database. */
  endpoints: (process.env.BENCH_ENDPOINTS || 'list,search,health').split(',').map((e) => e.trim()),
  cpuProfileDir: process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined,
};

/**
 * The goals are checked on a full run only (50 connections, 10 s or more, health measured):
 * shorter runs are smoke tests whose timings mean nothing. BENCH_GOALS=0 never checks.
 */
const checkGoals =
  process.env.BENCH_GOALS !== '0' && settings.connections === 50 && settings.duration >= 10;

const say = (line = '') => process.stdout.write(`${line}\n`);

let interrupted: string | undefined;
let running: Instance | undefined;

/** Called between steps: after Ctrl-C, the next step is not started. */
function checkpoint() {
  if (interrupted) throw new Error(`interrupted by ${interrupted}`);
}

// Undone last first, whatever happens: the server, then its database, then the folders.
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('[bench] clean-up failed:', error);
    }
  }
}

interface Row {
  database: string;
  key: string;
  endpoint: string;
  result: Result;
  /** Share of GET /api/health's requests/s on the same server. */
  share?: number;
  /** Why it misses its goal (goals.ts); empty when met or when it has none. */
  missed: string[];
}

function buildApi() {
  say('[bench] building the API (node apps/api/build.mjs)');
  const build = spawnSync(process.execPath, ['apps/api/build.mjs'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the API build failed:\n${build.stdout ?? ''}${build.stderr ?? ''}`);
}

/** Env of a database: DATABASE_URL and DATABASE_SCHEMA for PostgreSQL, DATA_DIR for SQLite. */
type DatabaseEnv = Record<string, string>;

/**
 * The songs written in one transaction with the app's own repository, so nome_chave and
 * busca are derived exactly as POST /api/musicas derives them.
 */
async function insertSongs(databaseEnv: DatabaseEnv, ministryId: number, songs: BenchSong[]) {
  const { db, kind } = openDatabase(loadConfig(databaseEnv).database);
  try {
    await db.transaction().execute(async (trx) => {
      const repository = createSongsRepository(trx, kind);
      for (const song of songs) await repository.create(ministryId, song);
    });
  } finally {
    await db.destroy();
  }
}

/**
 * PostgreSQL plans by its statistics, and right after a bulk insert it has none: it would
 * sort all the songs for every page. In production autovacuum gathers them within a minute
 * of such a change, so the bench does it at once and measures the settled state.
 */
async function vacuumAnalyse(databaseEnv: DatabaseEnv) {
  const config = loadConfig(databaseEnv).database;
  if (config.kind !== 'postgres') return;
  const { db } = openDatabase(config);
  try {
    await sql`vacuum analyze songs`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** The songs through POST /api/musicas, seedConcurrency at a time. */
async function postSongs(base: string, token: string, ministryId: number, songs: BenchSong[]) {
  let next = 0;
  const worker = async () => {
    while (next < songs.length) {
      const song = songs[next++]!;
      await call(base, 'POST', '/api/musicas', {
        body: { ...song, ministerio_id: ministryId },
        token,
        expected: 201,
      });
      if (next % 2500 === 0) say(`[bench]   ${next} songs`);
    }
  };
  await Promise.all(Array.from({ length: settings.seedConcurrency }, worker));
}

/** A user, their ministry, and the songs in it; returns what the measured calls need. */
async function seed(base: string, databaseEnv: DatabaseEnv) {
  const user = {
    nome: 'Bench Levita',
    email: 'bench@example.com',
    telefone: '(11) 98765-4321',
    senha: 'Abcdef1!',
  };
  await call(base, 'POST', '/api/register', { body: user, expected: 201 });
  const { access_token: token } = await call<{ access_token: string }>(base, 'POST', '/api/login', {
    body: { email: user.email, senha: user.senha },
  });
  const ministry = await call<{ id: number }>(base, 'POST', '/api/ministerios', {
    body: { nome: 'Ministério de Louvor Bench' },
    token,
    expected: 201,
  });

  const songs = benchSongs(settings.songs);
  const started = performance.now();
  if (settings.seedThroughApi) await postSongs(base, token, ministry.id, songs);
  else await insertSongs(databaseEnv, ministry.id, songs);
  const seconds = (performance.now() - started) / 1000;
  const how = settings.seedThroughApi ? 'through POST /api/musicas' : 'in one transaction';
  say(
    `[bench] seeded ${songs.length} songs ${how} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(songs.length / seconds)} songs/s)`,
  );
  await vacuumAnalyse(databaseEnv);
  return { token, ministryId: ministry.id };
}

/** autocannon against one URL: a warm-up that is thrown away, then the measured run. */
async function measure(
  url: string,
  headers: Record<string, string>,
  sampleMemory: () => void,
): Promise<Result> {
  const options = { url, headers, connections: settings.connections };
  const sampler = setInterval(sampleMemory, 250);
  try {
    if (settings.warmup > 0) {
      running = autocannon({ ...options, duration: settings.warmup });
      await running;
      checkpoint();
    }
    running = autocannon({ ...options, duration: settings.duration });
    const result = await running;
    checkpoint();
    return result;
  } finally {
    clearInterval(sampler);
    running = undefined;
  }
}

/** Starts the API on one database, seeds it, measures it; adds a row per endpoint. */
async function benchDatabase(
  database: string,
  rows: Row[],
  memory: Map<string, number>,
  postgresEnv?: DatabaseEnv,
) {
  const temp = await mkdtemp(join(tmpdir(), `levita-bench-${database}-`));
  cleanups.push(() => rm(temp, { recursive: true, force: true }));
  const deployRoot = join(temp, 'deploy');
  await mkdir(deployRoot);
  let cpuProfileDir: string | undefined;
  if (settings.cpuProfileDir) {
    cpuProfileDir = join(settings.cpuProfileDir, database);
    await mkdir(cpuProfileDir, { recursive: true });
  }

  const dataDir = join(temp, 'data');
  const databaseEnv: DatabaseEnv = { DATA_DIR: dataDir, ...postgresEnv };
  const server = await startServer({
    root,
    dataDir,
    deployRoot,
    databaseEnv,
    ...(cpuProfileDir && { cpuProfileDir }),
  });
  cleanups.push(() => server.stop());
  say(`[bench] ${database}: API listening at ${server.url}`);

  checkpoint();
  const { token, ministryId } = await seed(server.url, databaseEnv);
  checkpoint();
  const listPath = `/api/musicas?pagina=1&por_pagina=10&ministerio_id=${ministryId}`;
  const searchPath = `/api/musicas/busca?termo=${encodeURIComponent(settings.term)}&ministerio_id=${ministryId}&por_pagina=10`;

  // One call each first: the measured responses are the real thing, not empty pages.
  const list = await call<{ total: number; musicas: unknown[] }>(server.url, 'GET', listPath, {
    token,
  });
  if (list.total !== settings.songs || list.musicas.length !== Math.min(10, settings.songs))
    throw new Error(`the list shows ${list.total} songs, ${list.musicas.length} on the page`);
  const found = await call<{ total: number }>(server.url, 'GET', searchPath, { token });
  say(`[bench] "${settings.term}" matches ${found.total} of ${settings.songs} songs`);

  const headers = { authorization: `Bearer ${token}` };
  // Health first: the other rows are read as shares of it.
  const endpoints: [string, string, string][] = [
    ['health', 'GET /api/health (baseline)', '/api/health'],
    ['list', 'GET /api/musicas (list)', listPath],
    ['search', `GET /api/musicas/busca (${settings.term})`, searchPath],
  ];
  let healthPerSecond: number | undefined;
  const sampleMemory = () => {
    const rss = server.rss();
    if (rss !== undefined) memory.set(database, Math.max(memory.get(database) ?? 0, rss));
  };
  for (const [key, endpoint, path] of endpoints) {
    if (!settings.endpoints.includes(key)) continue;
    say(
      `[bench] ${database}: ${endpoint}: ${settings.warmup} s warm-up, ` +
        `${settings.duration} s x ${settings.connections} connections`,
    );
    const result = await measure(`${server.url}${path}`, headers, sampleMemory);
    if (key === 'health') healthPerSecond = result.requests.average;
    const measured = {
      database,
      key,
      requestsPerSecond: result.requests.average,
      p99: result.latency.p99,
      healthPerSecond,
    };
    rows.push({
      database,
      key,
      endpoint,
      result,
      ...(healthPerSecond && { share: result.requests.average / healthPerSecond }),
      missed: checkGoals ? missedGoals(measured) : [],
    });
    if (result.non2xx > 0) {
      say(
        `[bench]   ${result.non2xx} non-2xx responses: ${JSON.stringify(result.statusCodeStats)}`,
      );
      const sample = await fetch(`${server.url}${path}`, { headers });
      say(`[bench]   now answers ${sample.status}: ${(await sample.text()).slice(0, 300)}`);
    }
  }
}

/** A fresh schema on the PostgreSQL server, or why there is none. */
async function postgresSchema(): Promise<DatabaseEnv | string> {
  const url = settings.postgresUrl;
  const admin = () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  const schema = `levita_bench_${randomBytes(6).toString('hex')}`;
  const client = admin();
  try {
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    return `no PostgreSQL server answers at ${url} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  cleanups.push(async () => {
    const dropper = admin();
    await dropper.connect();
    try {
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
    } finally {
      await dropper.end();
    }
  });
  return { DATABASE_URL: url, DATABASE_SCHEMA: schema };
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function printTable(rows: Row[]) {
  const header = [
    'database',
    'endpoint',
    'req/s (avg)',
    'of health',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'goal',
  ];
  const lines = rows.map(({ database, key, endpoint, result, share, missed }) => [
    database,
    endpoint,
    fixed(result.requests.average),
    share === undefined ? '' : pct(share),
    fixed(result.latency.p50),
    fixed(result.latency.p99),
    fixed(result.non2xx),
    fixed(result.errors + result.timeouts),
    !checkGoals || !goals[database]?.[key] || share === undefined
      ? ''
      : missed.length
        ? 'MISSED'
        : 'met',
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  say(format(header));
  say(`| ${widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`);
  for (const line of lines) say(format(line));
}

async function main() {
  say(
    `[bench] ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; ` +
      `${settings.songs} songs, ${settings.connections} connections, ${settings.duration} s per run`,
  );
  const [load] = loadavg();
  if (load! > 0.5)
    say(
      `[bench] note: load average ${load!.toFixed(2)}: other work on this machine will lower ` +
        'the figures; for numbers to publish, run on an idle machine',
    );
  buildApi();
  const rows: Row[] = [];
  const notes: string[] = [];
  const memory = new Map<string, number>();

  if (settings.databases.includes('sqlite')) await benchDatabase('sqlite', rows, memory);
  if (settings.databases.includes('postgres')) {
    checkpoint();
    const postgres = await postgresSchema();
    if (typeof postgres === 'string') {
      notes.push(`PostgreSQL skipped: ${postgres}`);
      say(`[bench] ${notes.at(-1)}`);
    } else await benchDatabase('postgres', rows, memory, postgres);
  }
  // Stop the servers before the table, so CPU profiles are written when it is printed.
  await cleanUp();

  say();
  printTable(rows);
  for (const note of notes) say(`\n${note}`);
  if (settings.cpuProfileDir) say(`\nCPU profiles of the server: ${settings.cpuProfileDir}`);
  say();
  const missed = rows.flatMap((row) =>
    row.missed.map((why) => `${row.database} ${row.endpoint}: ${why}`),
  );
  for (const [database, bytes] of memory) {
    const line = `${database}: server memory (RSS) peaked at ${fixed(bytes / 2 ** 20)} MB`;
    say(`${line} (limit ${fixed(rssLimitBytes / 2 ** 20)} MB)`);
    if (checkGoals && bytes > rssLimitBytes) missed.push(line);
  }
  if (!checkGoals) say('goals not checked: a full run (50 connections, 10 s) checks them');
  else if (missed.length) {
    console.error(`\n[bench] goals missed:\n${missed.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else say('every goal met');
  const failed = rows.filter(({ result }) => result.non2xx + result.errors + result.timeouts > 0);
  if (failed.length) {
    console.error(
      `\n[bench] FAILED: non-2xx responses or errors on ${failed.map((r) => `${r.database} ${r.endpoint}`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

// Ctrl-C reaches this process twice (from the terminal, and relayed by tsx): the first one
// stops the current run, and main() cleans up on its way out.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = signal;
    console.error(`[bench] ${signal}: stopping and cleaning up`);
    running?.stop();
  });

main().catch(async (error: unknown) => {
  console.error('[bench]', error instanceof Error ? error.message : error);
  await cleanUp();
  process.exitCode = interrupted ? 130 : 1;
});
