import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import { expect } from 'vitest';
import { isoAfter, isoNow } from '../src/db/clock';
import { portableTables } from '../src/db/portable/tables';
import { testDatabaseUrl } from './helper';
import { createMinistry } from './ministry-fixtures';
import { reportStory } from './report-fixtures';
import { assignFunction, markUnavailable } from './schedule-fixtures';
import { call, person } from './song-fixtures';

const apiRoot = join(import.meta.dirname, '..');

/**
 * A command of `npm run db:*` as an operator runs it: a process of its own, under `umask` when
 * given (a shell sets it: node starts no process with one).
 */
export function runDbCommand(
  command: 'backup' | 'restore' | 'copy',
  args: string[],
  env: Record<string, string>,
  { umask }: { umask?: string } = {},
) {
  const node = [process.execPath, '--import', 'tsx', `src/db/portable/${command}-cli.ts`, ...args];
  const [program, ...programArgs] = umask
    ? ['/bin/sh', '-c', `umask ${umask} && exec "$@"`, 'sh', ...node]
    : node;
  const child = spawn(program!, programArgs, {
    cwd: apiRoot,
    // No DATABASE_URL unless the test gives one: the command must not find the CI's.
    env: { ...process.env, DATABASE_URL: '', DATABASE_SCHEMA: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The environment that points a command at the app's database. */
export async function databaseEnv(
  app: FastifyInstance,
  dataDir: string,
): Promise<Record<string, string>> {
  // DATA_DIR on PostgreSQL too: the settings keep a JWT secret there when none is given.
  if (app.dbKind === 'sqlite') return { DATA_DIR: dataDir };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db);
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: testDatabaseUrl!,
    DATABASE_SCHEMA: rows[0]!.schema,
  };
}

/**
 * Every row of every table, in key order (sorted here, so both databases agree on text keys):
 * what a restore or a copy must give back exactly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function everyRow(db: Kysely<any>) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { name, key } of portableTables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    tables[name] = rows.sort((a, b) => (a[key]! < b[key]! ? -1 : a[key]! > b[key]! ? 1 : 0));
  }
  return tables;
}

/** Empties every table, children first, as a lost database would be. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function wipe(db: Kysely<any>) {
  for (const { name } of [...portableTables].reverse())
    await sql`delete from ${sql.table(name)}`.execute(db);
}

/** A chart as people type one: sections, slash basses, a tab, accents and an emoji. */
export const portableChart =
  '{key: G}\n{start_of_chorus: Refrão}\n[G9]Cantarei en[D/F#]quanto houver ma[Em7]nhã 🎶\n' +
  '[C7M]o cuidado do\t[D4]meu Pastor\n{end_of_chorus}\n';

/**
 * A church's data in every table: the report story's ministries, members, functions, songs
 * and schedules (with declines, a deleted function and a removed song), a ministry with a logo
 * (bytes), an unavailability, a member's saved key of a song, a song's chord chart (accents,
 * an emoji, tabs; its words searched), a service order's parts and a slot, a template a schedule was made from, a newsletter subscription, a calendar feed, a password
 * reset, a Google sign-in in progress and e-mail in the queue.
 */
export async function seedEveryTable(app: FastifyInstance) {
  const story = await reportStory(app);
  const pixels = Buffer.alloc(40 * 30 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  const png = await sharp(pixels, { raw: { width: 40, height: 30, channels: 3 } })
    .png()
    .toBuffer();
  const withLogo = await createMinistry(app, await person(app, 'Lia'), {
    nome: 'Ministério Jovem',
    logo: new Blob([png], { type: 'image/png' }),
  });
  expect(withLogo.logo).toMatch(/^\/api\/uploads\//);
  const [vocal] = await app.repos.functions.list(story.ministry.id);
  await assignFunction(app, story.memberIds.carla, vocal!.id);
  await app.db
    .insertInto('schedule_items')
    .values([
      {
        schedule_id: story.schedules.e3,
        tipo: 'leitura',
        titulo: 'Leitura: Salmo 23 — "O Senhor é meu pastor"',
        duracao_minutos: 4,
        observacoes: 'Bíblia na versão Almeida ✝',
        responsavel_id: story.memberIds.carla,
        apos_musicas: 1,
        ordem: 1,
      },
      {
        schedule_id: story.schedules.e3,
        tipo: 'pregacao',
        titulo: 'Pregação',
        duracao_minutos: 40,
        observacoes: null,
        responsavel_id: null,
        apos_musicas: 2,
        ordem: 2,
      },
    ])
    .execute();
  const now0 = isoNow();
  const template = await app.db
    .insertInto('schedule_templates')
    .values({
      ministry_id: story.ministry.id,
      nome: 'Culto da noite — "padrão"',
      titulo: 'Culto da Noite',
      horario: '19:30',
      local: null,
      observacoes: 'Ensaio às 18h ✝',
      conteudo: JSON.stringify({
        musicas: [{ musica_id: story.songs.oceanos.id, tom_alterado: 'D' }],
        itens: [],
        vagas: [{ funcao_id: vocal!.id, quantidade: 2 }],
        equipe: null,
        responsavel_id: null,
      }),
      created_at: now0,
      updated_at: now0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('schedules')
    .set({ template_id: template.id })
    .where('id', '=', story.schedules.e3)
    .execute();
  await app.db
    .insertInto('schedule_slots')
    .values({ schedule_id: story.schedules.e3, function_id: vocal!.id, quantidade: 2, ordem: 1 })
    .execute();
  await markUnavailable(app, story.memberIds.carla, '2026-12-01', '2026-12-10', 'Férias ✈');
  const mySongKey = await call(app, story.people.carla, {
    method: 'PUT',
    url: `/api/ministerios/${story.ministry.id}/musicas/${story.songs.oceanos.id}/meu-tom`,
    payload: { tom: 'F#m' },
  });
  expect(mySongKey.statusCode, mySongKey.body).toBe(200);
  const charted = await call(app, story.people.ana, {
    method: 'PUT',
    url: `/api/musicas/${story.songs.bondade.id}`,
    payload: { cifra: portableChart },
  });
  expect(charted.statusCode, charted.body).toBe(200);
  const subscribed = await app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'irmao@example.com', nome: 'Irmão Zé' },
  });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const feed = await call(app, story.people.ana, { method: 'GET', url: '/api/usuario/calendario' });
  expect(feed.statusCode, feed.body).toBe(200);
  const now = isoNow();
  await app.db
    .insertInto('password_resets')
    .values({
      user_id: story.people.carla.id,
      token_hash: 'ab'.repeat(32),
      expires_at: isoAfter(3_600_000),
      used_at: null,
      created_at: now,
    })
    .execute();
  await app.db
    .insertInto('oidc_flows')
    .values([
      { state_hash: 'f0'.repeat(32), nonce: 'n1', code_verifier: 'v1', expires_at: now },
      { state_hash: '0a'.repeat(32), nonce: 'n2', code_verifier: 'v2', expires_at: now },
    ])
    .execute();
  // Due in a year: the test server's mail queue leaves them as they are.
  await app.db
    .insertInto('mail_jobs')
    .values({
      user_id: story.people.davi.id,
      kind: 'schedule_changed',
      schedule_id: story.schedules.e3,
      payload: JSON.stringify({ titulo: 'Culto da Noite', motivo: 'Plantão — "hospital"' }),
      dedupe_key: null,
      run_at: isoAfter(365 * 86_400_000),
      locked_by: null,
      locked_until: null,
      last_error: null,
      sent_at: null,
      created_at: now,
    })
    .execute();
  const rows = await everyRow(app.db);
  for (const { name } of portableTables) expect(rows[name], name).not.toHaveLength(0);
  return story;
}
