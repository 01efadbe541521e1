// `npm run bench:auto-fill`: "Preencher equipe" for a month of 8 drafts, 40 members and 12
// functions, through the built API on SQLite and PostgreSQL (docs/schedules.md "Auto-fill").
// Each round makes a new month of drafts (every function wanted once in each) and times one
// fill of it; the goal is a p99 under 200 ms. BENCH_ROUNDS (default 30) rounds per database,
// BENCH_DATABASES (sqlite,postgres), BENCH_POSTGRES_URL.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD } from '../api-load/seed';
import { seedHome } from '../api-songs/home';
import { call } from '../support/api-call';
import { startServer } from '../support/api-server';
import { buildApi, repositoryRoot } from '../support/build-api';
import { postgresSchema } from '../support/postgres-schema';

const GOAL_MS = 200;
const DRAFTS = 8;
const MEMBERS = 40;
const FUNCTIONS = 12;
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const say = (line = '') => process.stdout.write(`${line}\n`);
const cleanups: (() => Promise<unknown>)[] = [];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

async function benchDatabase(database: string, databaseEnv: Record<string, string> = {}) {
  const temp = await mkdtemp(join(tmpdir(), `levita-bench-fill-${database}-`));
  cleanups.push(() => rm(temp, { recursive: true, force: true }));
  const deployRoot = join(temp, 'deploy');
  await mkdir(deployRoot);
  const server = await startServer({
    root: repositoryRoot,
    dataDir: join(temp, 'data'),
    deployRoot,
    databaseEnv: { DATA_DIR: join(temp, 'data'), ...databaseEnv },
  });
  cleanups.push(() => server.stop());
  const base = server.url;

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
  for (let n = 1; n <= 10; n++)
    songIds.push(
      (
        await call<{ id: number }>(base, 'POST', '/api/musicas', {
          body: { ministerio_id: ministryId, nome: `Hino ${n}`, artista: 'Hinário' },
          token,
          expected: 201,
        })
      ).id,
    );
  // 40 members, each holding a function, and 60 published schedules around today: the
  // participations the rule ranks by.
  await seedHome(base, { ministryId, members: MEMBERS, schedules: 60, token, songIds, say });
  const functions = (
    await call<{ id: number }[]>(base, 'GET', `/api/ministerios/${ministryId}/funcoes`, { token })
  ).slice(0, FUNCTIONS);

  const times: number[] = [];
  const today = new Date();
  for (let round = 1; round <= rounds; round++) {
    const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + round, 1));
    const [ano, mes] = [month.getUTCFullYear(), month.getUTCMonth() + 1];
    for (let n = 0; n < DRAFTS; n++)
      await call(base, 'POST', '/api/escalas', {
        body: {
          ministerio_id: ministryId,
          titulo: `Culto ${n + 1}`,
          data: `${ano}-${String(mes).padStart(2, '0')}-${String(1 + n * 3).padStart(2, '0')}`,
          horario: '19:00',
          vagas: functions.map((fn) => ({ funcao_id: fn.id, quantidade: 1 })),
        },
        token,
        expected: 201,
      });
    const started = performance.now();
    const filled = await call<{ resultados: { escolhidos: unknown[] }[] }>(
      base,
      'POST',
      `/api/ministerios/${ministryId}/preencher-equipe`,
      { body: { mes, ano }, token },
    );
    times.push(performance.now() - started);
    if (filled.resultados.length !== DRAFTS)
      throw new Error(`round ${round} filled ${filled.resultados.length} drafts, not ${DRAFTS}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    database,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

try {
  buildApi(say);
  const rows: Awaited<ReturnType<typeof benchDatabase>>[] = [];
  if (databases.includes('sqlite')) rows.push(await benchDatabase('sqlite'));
  if (databases.includes('postgres')) {
    const postgres = await postgresSchema(postgresUrl, (drop) => cleanups.push(drop));
    if (typeof postgres === 'string') say(`[bench] PostgreSQL skipped: ${postgres}`);
    else rows.push(await benchDatabase('postgres', postgres));
  }
  say();
  say(
    `Auto-fill of a month: ${DRAFTS} drafts, ${MEMBERS} members, ${FUNCTIONS} functions, ${rounds} rounds`,
  );
  say('| database | p50 ms | p95 ms | p99 ms | goal |');
  say('| --- | ---: | ---: | ---: | --- |');
  for (const row of rows)
    say(
      `| ${row.database} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | p99 < ${GOAL_MS} ms: ${row.p99 < GOAL_MS ? 'met' : 'MISSED'} |`,
    );
  if (rows.some((row) => row.p99 >= GOAL_MS)) process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
