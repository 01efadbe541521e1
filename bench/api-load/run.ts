/**
 * A team's week under load (npm run bench:load; issue 24; docs/operations.md "Load").
 *
 * For SQLite, and for PostgreSQL when a server answers, it builds and starts the API as
 * production runs it, seeds a ministry through the API (songs, LOAD_USERS members with a
 * function each, published schedules around today, a fifth of the members admins), then
 * runs LOAD_USERS virtual users for LOAD_DURATION seconds. Each signs in once and then, with
 * no pause, repeats a mix of what a team does: the song list and search, the ministry home's
 * calls, a schedule's detail, confirming presence, and for admins creating and editing songs.
 * It prints req/s, p50 and p99 per call and every non-2xx or network error, and exits 1 on
 * any of those; there are no timing goals (a CI smoke runs it for 10 s).
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { homeEndpoints, seedHome } from '../api-songs/home';
import { call } from '../support/api-call';
import { startServer } from '../support/api-server';
import { buildApi, repositoryRoot } from '../support/build-api';
import { postgresSchema } from '../support/postgres-schema';

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}`);
  return value;
}

const settings = {
  users: numberFromEnv('LOAD_USERS', 50, 1),
  duration: numberFromEnv('LOAD_DURATION', 60, 1),
  songs: numberFromEnv('LOAD_SONGS', 300, 10),
  schedules: numberFromEnv('LOAD_SCHEDULES', 60, 4),
  databases: (process.env.LOAD_DATABASES || 'sqlite,postgres').split(',').map((d) => d.trim()),
  postgresUrl: process.env.LOAD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
};

const say = (line = '') => process.stdout.write(`${line}\n`);
const PASSWORD = 'Abcdef1!';
const terms = ['adoracao', 'santo', 'deus', 'gra', 'rei', 'cruz', 'amor', 'xyz'];
const words = ['Santo', 'Deus', 'Graça', 'Rei', 'Cruz', 'Amor', 'Adoração', 'Fiel', 'Luz'];

interface Stats {
  latencies: number[];
  statuses: Map<number, number>;
  errors: number;
}
const stats = new Map<string, Stats>();
const statsOf = (label: string) => {
  let entry = stats.get(label);
  if (!entry) stats.set(label, (entry = { latencies: [], statuses: new Map(), errors: 0 }));
  return entry;
};

/** One timed call; its answer's JSON, or undefined when it failed (counted as such). */
async function timed<T>(
  base: string,
  label: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<T | undefined> {
  const entry = statsOf(label);
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    entry.latencies.push(performance.now() - started);
    entry.statuses.set(response.status, (entry.statuses.get(response.status) ?? 0) + 1);
    return response.ok ? (JSON.parse(text) as T) : undefined;
  } catch {
    entry.errors++;
    return undefined;
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Seeded {
  ministryId: number;
  songIds: number[];
  people: { email: string; admin: boolean }[];
}

async function seed(base: string): Promise<Seeded> {
  const owner = { nome: 'Dono', email: 'dono@example.com', telefone: '(11) 98765-4321' };
  await call(base, 'POST', '/api/register', { body: { ...owner, senha: PASSWORD }, expected: 201 });
  const { access_token: token } = await call<{ access_token: string }>(base, 'POST', '/api/login', {
    body: { email: owner.email, senha: PASSWORD },
  });
  const { id: ministryId } = await call<{ id: number }>(base, 'POST', '/api/ministerios', {
    body: { nome: 'Louvor' },
    token,
    expected: 201,
  });
  const songIds: number[] = [];
  for (let n = 0; n < settings.songs; n++) {
    const song = await call<{ id: number }>(base, 'POST', '/api/musicas', {
      body: {
        ministerio_id: ministryId,
        nome: `${pick(words)} ${pick(words)} ${n}`,
        artista: pick(words),
      },
      token,
      expected: 201,
    });
    songIds.push(song.id);
  }
  await seedHome(base, {
    ministryId,
    members: settings.users + 1,
    schedules: settings.schedules,
    token,
    songIds,
    say,
  });
  const members = await call<{ id: number; usuario: { email: string } }[]>(
    base,
    'GET',
    `/api/ministerios/${ministryId}/membros`,
    { token },
  );
  const people: Seeded['people'] = [];
  for (const [index, member] of members.filter((m) => m.usuario.email !== owner.email).entries()) {
    const admin = index % 5 === 0;
    if (admin)
      await call(base, 'PUT', `/api/membros/${member.id}`, { body: { admin: true }, token });
    people.push({ email: member.usuario.email, admin });
  }
  return { ministryId, songIds, people };
}

/** One member's session: sign in, then the mix until `until`. */
async function virtualUser(
  base: string,
  seeded: Seeded,
  person: Seeded['people'][number],
  until: number,
) {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, senha: PASSWORD }),
  });
  const entry = statsOf('POST /api/login (once per user)');
  entry.statuses.set(login.status, (entry.statuses.get(login.status) ?? 0) + 1);
  if (!login.ok) return;
  const { access_token: token } = (await login.json()) as { access_token: string };
  const { ministryId } = seeded;
  const home = homeEndpoints(ministryId);
  const mine: number[] = [];
  const written: number[] = [];

  const actions: [number, () => Promise<unknown>][] = [
    [
      5,
      () =>
        timed(
          base,
          'GET /api/musicas (list)',
          'GET',
          `/api/musicas?ministerio_id=${ministryId}&pagina=${1 + Math.floor(Math.random() * 5)}`,
          token,
        ),
    ],
    [
      3,
      () =>
        timed(
          base,
          'GET /api/musicas/busca',
          'GET',
          `/api/musicas/busca?ministerio_id=${ministryId}&termo=${pick(terms)}`,
          token,
        ),
    ],
    ...home.map(([, label, path]): [number, () => Promise<unknown>] => [
      2,
      async () => {
        const answer = await timed<{ escalas?: { id: number }[] }>(base, label, 'GET', path, token);
        if (label.startsWith('GET /api/minhas-escalas'))
          for (const schedule of answer?.escalas ?? [])
            if (!mine.includes(schedule.id)) mine.push(schedule.id);
      },
    ]),
    [
      2,
      async () =>
        mine.length &&
        timed(base, 'GET /api/escalas/:id', 'GET', `/api/escalas/${pick(mine)}`, token),
    ],
    [
      1,
      async () =>
        mine.length &&
        timed(
          base,
          'POST /api/escalas/:id/confirmar',
          'POST',
          `/api/escalas/${pick(mine)}/confirmar`,
          token,
        ),
    ],
  ];
  if (person.admin)
    actions.push(
      [
        1,
        async () => {
          const song = await timed<{ id: number }>(
            base,
            'POST /api/musicas',
            'POST',
            '/api/musicas',
            token,
            {
              ministerio_id: ministryId,
              nome: `Nova ${person.email} ${written.length}`,
              artista: pick(words),
            },
          );
          if (song) written.push(song.id);
        },
      ],
      [
        1,
        async () =>
          written.length &&
          timed(base, 'PUT /api/musicas/:id', 'PUT', `/api/musicas/${pick(written)}`, token, {
            tom: pick(['C', 'D', 'G', 'A']),
            bpm: 60 + Math.floor(Math.random() * 100),
          }),
      ],
    );
  const weights = actions.flatMap(([weight, action]) =>
    Array.from({ length: weight }, () => action),
  );
  while (Date.now() < until) await pick(weights)();
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0;

function printTable(database: string, seconds: number) {
  const rows = [...stats].map(([label, entry]) => {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    const count = [...entry.statuses.values()].reduce((a, b) => a + b, 0);
    const failed = [...entry.statuses].filter(([status]) => status >= 300);
    return [
      database,
      label,
      String(count),
      (count / seconds).toFixed(1),
      sorted.length ? quantile(sorted, 0.5).toFixed(0) : '-',
      sorted.length ? quantile(sorted, 0.99).toFixed(0) : '-',
      failed.map(([status, n]) => `${n}×${status}`).join(' ') || '0',
      String(entry.errors),
    ];
  });
  const header = ['database', 'call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  say(line(header));
  say(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) say(line(row));
  const total = rows.reduce((sum, row) => sum + Number(row[2]), 0);
  say(
    `${database}: ${total} requests in ${seconds} s, ${(total / seconds).toFixed(0)} req/s with ${settings.users} users`,
  );
  return rows
    .filter((row) => row[6] !== '0' || row[7] !== '0')
    .map((row) => `${database} ${row[1]}`);
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
  const server = await startServer({
    root: repositoryRoot,
    dataDir,
    deployRoot,
    databaseEnv: { DATA_DIR: dataDir, ...postgresEnv },
  });
  cleanups.push(() => server.stop());
  const seeded = await seed(server.url);
  say(`[load] ${database}: ${settings.users} users for ${settings.duration} s`);
  stats.clear();
  const until = Date.now() + settings.duration * 1000;
  await Promise.all(seeded.people.map((person) => virtualUser(server.url, seeded, person, until)));
  say();
  const failed = printTable(database, settings.duration);
  say();
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
