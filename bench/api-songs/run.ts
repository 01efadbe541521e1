/**
 * Load test of the API's read paths (npm run bench:songs; docs/performance.md).
 *
 * It builds the API, then for SQLite, and for PostgreSQL when a server answers: starts it as
 * production runs it, signs up a user, gives them a ministry per repertoire size (BENCH_SONGS)
 * filled with the app's own repository, and one with 200 members and 500 schedules for the
 * home's calls (home.ts), then drives list and search at each size, the home's calls,
 * POST /api/login and GET /api/health (for comparison) with autocannon. Everything it made
 * (the servers, temp folders, the PostgreSQL schema) is removed at the end, also on failure
 * or Ctrl-C.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Instance, type Result } from 'autocannon';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/database';
import { createSongsRepository } from '../../apps/api/src/repositories/songs-repository';
import { call } from '../support/api-call';
import { startServer } from '../support/api-server';
import { buildApi } from '../support/build-api';
import { postgresSchema } from '../support/postgres-schema';
import { flatShare, goals, missedGoals, pct, rssLimitBytes } from './goals';
import { homeEndpoints, seedHome } from './home';
import { type BenchSong, benchSongs } from './songs';

const root = fileURLToPath(new URL('../..', import.meta.url));

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number >= ${min}`);
  return value;
}

/** BENCH_SONGS: one size or several, comma-separated ("1000,10000,100000" by default). */
function scalesFromEnv(): number[] {
  const raw = process.env.BENCH_SONGS?.trim() || '1000,10000,100000';
  const scales = raw.split(',').map((part) => Number(part.trim()));
  if (scales.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('BENCH_SONGS must be whole numbers >= 1, comma-separated');
  return [...new Set(scales)].sort((a, b) => a - b);
}

const settings = {
  /** Seconds of each measured run. */
  duration: numberFromEnv('BENCH_DURATION', 10, 1),
  connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
  /** Seconds of load before each measured run, not counted. */
  warmup: numberFromEnv('BENCH_WARMUP', 2, 0),
  /** Repertoire sizes: list and search run on a ministry of each size. */
  scales: scalesFromEnv(),
  /** The home's ministry: people (the owner included) and published schedules. */
  homeMembers: numberFromEnv('BENCH_HOME_MEMBERS', 200, 2),
  homeSchedules: numberFromEnv('BENCH_HOME_SCHEDULES', 500, 1),
  /** BENCH_SEED=api seeds through POST /api/musicas (slower; also measures the writes). */
  seedThroughApi: process.env.BENCH_SEED === 'api',
  /** Requests in flight when seeding through the API. */
  seedConcurrency: numberFromEnv('BENCH_SEED_CONCURRENCY', 20, 1),
  term: process.env.BENCH_TERM?.trim() || 'adoracao',
  databases: (process.env.BENCH_DATABASES || 'sqlite,postgres').split(',').map((d) => d.trim()),
  postgresUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  /**
   * list, search; home: the ministry home's four calls (200 members, 500 schedules); login;
   * and health: GET /api/health, the server without auth or database.
   */
  endpoints: (process.env.BENCH_ENDPOINTS || 'list,search,home,login,health')
    .split(',')
    .map((e) => e.trim()),
  cpuProfileDir: process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined,
};

/**
 * The goals are checked on a full run only (50 connections, 10 s or more, health measured):
 * shorter runs are smoke tests whose timings mean nothing. BENCH_GOALS=0 never checks.
 */
const checkGoals =
  process.env.BENCH_GOALS !== '0' && settings.connections === 50 && settings.duration >= 10;

const say = (line = '') => process.stdout.write(`${line}\n`);

/** The size whose ministry also gets the home's members and schedules, and the share goals. */
const homeScale = settings.scales.includes(10_000) ? 10_000 : settings.scales.at(-1)!;
/** The ministry home's calls: BENCH_ENDPOINTS names `home` for all four, or one of these keys. */
const homeKeys = new Set(['ministry', 'statistics', 'mySchedules', 'schedules']);
/** The login's latency goal is stated at 10 connections. */
const LOGIN_CONNECTIONS = 10;

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

/** autocannon's result and the server's CPU seconds per answer (undefined off Linux). */
type Measured = Result & { cpuPerRequest: number | undefined };

interface Row {
  database: string;
  key: string;
  endpoint: string;
  /** Repertoire size, for list and search. */
  songs?: number;
  /** The server's peak resident memory during the run, in bytes (Linux). */
  rss?: number;
  result: Measured;
  /** Share of GET /api/health's requests/s on the same server. */
  share?: number;
  /** Whether its goals were checked (a full run, a goal for it, at the goals' size). */
  checked: boolean;
  /** Why it misses its goal (goals.ts); empty when met or when it has none. */
  missed: string[];
}

/** Env of a database: DATABASE_URL and DATABASE_SCHEMA for PostgreSQL, DATA_DIR for SQLite. */
type DatabaseEnv = Record<string, string>;

/**
 * The songs written in one transaction with the app's own repository (createMany), so
 * nome_chave, busca, the charts' letra_busca and the ministry's counters are what
 * POST /api/musicas would leave.
 */
async function insertSongs(databaseEnv: DatabaseEnv, ministryId: number, songs: BenchSong[]) {
  const { db, kind } = openDatabase(loadConfig(databaseEnv).database);
  try {
    await createSongsRepository(db, kind).createMany(ministryId, songs);
  } finally {
    await db.destroy();
  }
}

/**
 * Both databases plan by their statistics, and right after a bulk insert they have none:
 * PostgreSQL would sort all the songs for every page. In production autovacuum (PostgreSQL)
 * and the server's `pragma optimize` (SQLite) gather them, so the bench does it at once and
 * measures the settled state.
 */
async function vacuumAnalyse(databaseEnv: DatabaseEnv) {
  const config = loadConfig(databaseEnv).database;
  const { db } = openDatabase(config);
  try {
    // What a server in use has: autovacuum on PostgreSQL; on SQLite the statistics its
    // hourly `pragma optimize` gathers (plugins/app/database.ts), here at once.
    if (config.kind === 'postgres')
      await sql`vacuum analyze songs, ministries, users, members, functions, member_functions, schedules, schedule_songs, schedule_members, schedule_member_functions`.execute(
        db,
      );
    else await sql`analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Waits until the server has sent every e-mail the seed queued: the home's published
 * schedules tell about 1,500 members they are on one, which the server drains
 * from mail_jobs in the background. Measured alongside, that work took CPU from the first
 * runs and raised the peak RSS; the bench measures the calls, so it starts once the queue is
 * empty, as it would be long before a team's Sunday morning.
 */
async function mailQueueSettled(databaseEnv: DatabaseEnv) {
  const started = performance.now();
  const { db } = openDatabase(loadConfig(databaseEnv).database);
  try {
    for (;;) {
      const { waiting } = await db
        .selectFrom('mail_jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('waiting'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirstOrThrow();
      if (Number(waiting) === 0) break;
      if (performance.now() - started > 300_000)
        throw new Error(`the server still had ${waiting} e-mails to send after 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await db.destroy();
  }
  say(`[bench] the seed's e-mails sent in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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

const user = {
  nome: 'Bench Levita',
  email: 'bench@example.com',
  telefone: '(11) 98765-4321',
  senha: 'Abcdef1!',
};

/** A ministry of `size` songs, owned by the bench user; answers its id. */
async function seedScale(base: string, token: string, databaseEnv: DatabaseEnv, size: number) {
  const ministry = await call<{ id: number }>(base, 'POST', '/api/ministerios', {
    body: { nome: `Ministério de Louvor ${size}` },
    token,
    expected: 201,
  });
  const songs = benchSongs(size);
  const started = performance.now();
  if (settings.seedThroughApi) await postSongs(base, token, ministry.id, songs);
  else await insertSongs(databaseEnv, ministry.id, songs);
  const seconds = (performance.now() - started) / 1000;
  const how = settings.seedThroughApi ? 'through POST /api/musicas' : 'in one transaction';
  say(
    `[bench] seeded ${songs.length} songs ${how} in ${seconds.toFixed(1)} s ` +
      `(${Math.round(songs.length / seconds)} songs/s)`,
  );
  return ministry.id;
}

/** The user, a ministry per repertoire size, the home's data; what the measured calls need. */
async function seed(base: string, databaseEnv: DatabaseEnv) {
  await call(base, 'POST', '/api/register', { body: user, expected: 201 });
  const { access_token: token } = await call<{ access_token: string }>(base, 'POST', '/api/login', {
    body: { email: user.email, senha: user.senha },
  });
  const ministries = new Map<number, number>();
  for (const size of settings.scales) {
    ministries.set(size, await seedScale(base, token, databaseEnv, size));
    checkpoint();
  }
  await vacuumAnalyse(databaseEnv);
  const homeMinistry = ministries.get(homeScale)!;
  if (settings.endpoints.some((key) => key === 'home' || homeKeys.has(key))) {
    const firstSongs = await call<{ musicas: { id: number }[] }>(
      base,
      'GET',
      `/api/musicas?ministerio_id=${homeMinistry}&por_pagina=100`,
      { token },
    );
    const songIds = firstSongs.musicas.map((song) => song.id);
    await seedHome(base, {
      ministryId: homeMinistry,
      members: settings.homeMembers,
      schedules: settings.homeSchedules,
      token,
      songIds,
      say,
    });
    await mailQueueSettled(databaseEnv);
    await vacuumAnalyse(databaseEnv);
  }
  return { token, ministries, homeMinistry };
}

/** One measured call: where, and how when it is not a GET at the run's connections. */
interface Endpoint {
  key: string;
  label: string;
  path: string;
  /** Repertoire size of the ministry it reads (list and search). */
  songs?: number;
  method?: 'GET' | 'POST';
  body?: string;
  connections?: number;
  /** Sends no token (login). */
  anonymous?: boolean;
}

/** The request an endpoint is measured with: what autocannon sends, and fetch for a sample. */
const requestOf = (endpoint: Endpoint, token: string) => ({
  method: endpoint.method ?? 'GET',
  headers: {
    ...(!endpoint.anonymous && { authorization: `Bearer ${token}` }),
    ...(endpoint.body && { 'content-type': 'application/json' }),
  },
  ...(endpoint.body && { body: endpoint.body }),
});

/** autocannon against one endpoint: a warm-up that is thrown away, then the measured run. */
async function measure(
  base: string,
  endpoint: Endpoint,
  token: string,
  sampleMemory: () => void,
  cpuSeconds: () => number | undefined,
): Promise<Measured> {
  const options = {
    url: `${base}${endpoint.path}`,
    ...requestOf(endpoint, token),
    connections: endpoint.connections ?? settings.connections,
  };
  const sampler = setInterval(sampleMemory, 250);
  try {
    if (settings.warmup > 0) {
      running = autocannon({ ...options, duration: settings.warmup });
      await running;
      checkpoint();
    }
    const cpuBefore = cpuSeconds();
    running = autocannon({ ...options, duration: settings.duration });
    const result = await running;
    checkpoint();
    const cpuAfter = cpuSeconds();
    // The server's own CPU per answer: unlike req/s, it hardly moves with the machine's load.
    const answered = result.requests.total ?? 0;
    const cpuPerRequest =
      cpuBefore === undefined || cpuAfter === undefined || answered === 0
        ? undefined
        : (cpuAfter - cpuBefore) / answered;
    return Object.assign(result, { cpuPerRequest });
  } finally {
    clearInterval(sampler);
    running = undefined;
  }
}

/** List and search on the ministry of each size, checked once before they are measured. */
async function songEndpoints(base: string, token: string, ministries: Map<number, number>) {
  const endpoints: Endpoint[] = [];
  for (const [songs, ministryId] of ministries) {
    const listPath = `/api/musicas?pagina=1&por_pagina=10&ministerio_id=${ministryId}`;
    const searchPath = `/api/musicas/busca?termo=${encodeURIComponent(settings.term)}&ministerio_id=${ministryId}&por_pagina=10`;
    // One call each first: the measured responses are the real thing, not empty pages.
    const list = await call<{ total: number; musicas: unknown[] }>(base, 'GET', listPath, {
      token,
    });
    if (list.total !== songs || list.musicas.length !== Math.min(10, songs))
      throw new Error(`the list shows ${list.total} songs, ${list.musicas.length} on the page`);
    const found = await call<{ total: number }>(base, 'GET', searchPath, { token });
    say(`[bench] "${settings.term}" matches ${found.total} of ${songs} songs`);
    const size = `${fixed(songs)} songs`;
    endpoints.push(
      { key: 'list', label: `GET /api/musicas (list, ${size})`, path: listPath, songs },
      {
        key: 'search',
        label: `GET /api/musicas/busca (${settings.term}, ${size})`,
        path: searchPath,
        songs,
      },
    );
  }
  return endpoints;
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
  const { token, ministries, homeMinistry } = await seed(server.url, databaseEnv);
  checkpoint();

  // Health first: the other rows are read as shares of it.
  const endpoints: Endpoint[] = [
    { key: 'health', label: 'GET /api/health (baseline)', path: '/api/health', anonymous: true },
    ...(await songEndpoints(server.url, token, ministries)),
    ...homeEndpoints(homeMinistry).map(([key, label, path]) => ({ key, label, path })),
    {
      key: 'login',
      label: `POST /api/login (${LOGIN_CONNECTIONS} connections)`,
      path: '/api/login',
      method: 'POST' as const,
      body: JSON.stringify({ email: user.email, senha: user.senha }),
      connections: LOGIN_CONNECTIONS,
      anonymous: true,
    },
  ];
  const wanted = (key: string) =>
    settings.endpoints.includes(key) || (homeKeys.has(key) && settings.endpoints.includes('home'));
  let healthPerSecond: number | undefined;
  // The peak of the whole database's runs, and of the current run (a column of the table).
  let runPeak = 0;
  const sampleMemory = () => {
    const rss = server.rss();
    if (rss === undefined) return;
    runPeak = Math.max(runPeak, rss);
    memory.set(database, Math.max(memory.get(database) ?? 0, rss));
  };
  sampleMemory();
  say(`[bench] ${database}: server RSS after seeding ${fixed(runPeak / 2 ** 20)} MB`);
  for (const endpoint of endpoints) {
    const { key, label, path } = endpoint;
    if (!wanted(key)) continue;
    const connections = endpoint.connections ?? settings.connections;
    say(
      `[bench] ${database}: ${label}: ${settings.warmup} s warm-up, ` +
        `${settings.duration} s x ${connections} connections`,
    );
    runPeak = 0;
    const result = await measure(server.url, endpoint, token, sampleMemory, server.cpuSeconds);
    if (key === 'health') healthPerSecond = result.requests.average;
    // Share and latency goals are stated at one repertoire size; the others show flatness.
    const checked =
      checkGoals &&
      goals[database]?.[key] !== undefined &&
      (endpoint.songs === undefined || endpoint.songs === homeScale);
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
      endpoint: label,
      ...(endpoint.songs && { songs: endpoint.songs }),
      ...(runPeak && { rss: runPeak }),
      result,
      ...(healthPerSecond && { share: result.requests.average / healthPerSecond }),
      checked,
      missed: checked ? missedGoals(measured) : [],
    });
    if (result.non2xx > 0) {
      say(
        `[bench]   ${result.non2xx} non-2xx responses: ${JSON.stringify(result.statusCodeStats)}`,
      );
      const sample = await fetch(`${server.url}${path}`, requestOf(endpoint, token));
      say(`[bench]   now answers ${sample.status}: ${(await sample.text()).slice(0, 300)}`);
    }
  }
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
    'CPU µs/req',
    'non-2xx',
    'errors',
    'RSS MB',
    'goal',
  ];
  const lines = rows.map(({ database, endpoint, result, share, rss, checked, missed }) => [
    database,
    endpoint,
    fixed(result.requests.average),
    share === undefined ? '' : pct(share),
    fixed(result.latency.p50),
    fixed(result.latency.p99),
    result.cpuPerRequest === undefined ? '' : fixed(result.cpuPerRequest * 1e6),
    fixed(result.non2xx),
    fixed(result.errors + result.timeouts),
    rss === undefined ? '' : fixed(rss / 2 ** 20),
    !checked ? '' : missed.length ? 'MISSED' : 'met',
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

/** List and search at the largest repertoire against the smallest: the goal is ≥ 70 %. */
function flatness(rows: Row[]) {
  const lines: { text: string; missed: boolean }[] = [];
  for (const database of settings.databases)
    for (const key of ['list', 'search']) {
      const sized = rows
        .filter((row) => row.database === database && row.key === key && row.songs)
        .sort((a, b) => a.songs! - b.songs!);
      const [smallest, largest] = [sized[0], sized.at(-1)];
      if (!smallest || !largest || smallest === largest) continue;
      const kept = largest.result.requests.average / smallest.result.requests.average;
      lines.push({
        text:
          `${database} ${key}: at ${fixed(largest.songs!)} songs ${pct(kept)} of its rate at ` +
          `${fixed(smallest.songs!)} (goal ${pct(flatShare)})`,
        missed: kept < flatShare,
      });
    }
  return lines;
}

async function main() {
  say(
    `[bench] ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; ` +
      `${settings.scales.map((n) => fixed(n)).join(' / ')} songs, ${settings.connections} connections, ${settings.duration} s per run`,
  );
  const [load] = loadavg();
  if (load! > 0.5)
    say(
      `[bench] note: load average ${load!.toFixed(2)}: other work on this machine will lower ` +
        'the figures; for numbers to publish, run on an idle machine',
    );
  buildApi(say);
  const rows: Row[] = [];
  const notes: string[] = [];
  const memory = new Map<string, number>();

  if (settings.databases.includes('sqlite')) await benchDatabase('sqlite', rows, memory);
  if (settings.databases.includes('postgres')) {
    checkpoint();
    const postgres = await postgresSchema(settings.postgresUrl, (drop) => cleanups.push(drop));
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
  for (const line of flatness(rows)) {
    say(line.text);
    if (checkGoals && line.missed) missed.push(line.text);
  }
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
