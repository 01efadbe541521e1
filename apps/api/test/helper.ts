import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

/**
 * API tests run on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (`npm test`
 * sets it when a server answers on 127.0.0.1:5432). Every app gets an empty database of its
 * own: a new SQLite file, or a PostgreSQL schema no other app uses at the same time.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL
  ? withoutCommitWait(process.env.TEST_DATABASE_URL)
  : undefined;
export const testDatabaseKind = testDatabaseUrl ? 'postgres' : 'sqlite';

/**
 * The URL with `synchronous_commit` off for every connection made with it: a commit then
 * returns before its WAL record is flushed to disk: the permission matrix took 64 s instead
 * of 78 s on one machine. Only a crash of the database server itself could lose what the
 * tests wrote, and no test needs it kept; everything the tests check (locks, isolation,
 * constraints) is unchanged.
 */
function withoutCommitWait(url: string): string {
  const parsed = new URL(url);
  const options = parsed.searchParams.get('options');
  parsed.searchParams.set(
    'options',
    [options, '-c synchronous_commit=off'].filter(Boolean).join(' '),
  );
  // A space as %20, not `+`: libpq (pg_dump, psql) reads `+` as itself.
  parsed.search = parsed.searchParams.toString().replaceAll('+', '%20');
  return parsed.toString();
}

const cleanups: (() => Promise<void>)[] = [];

/**
 * What `onTestEnd` registered, run last first; test/setup/test-end.ts calls it after every
 * test of every file (a hook registered here would run for the first file of a worker only:
 * the suite shares this module between files).
 */
export async function runTestEndCleanups() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** Runs after the current test, last registered first. */
export function onTestEnd(cleanup: () => Promise<void>) {
  cleanups.push(cleanup);
}

/** A deploy root on disk with a shell build and whatever files a test adds. */
export async function makeDeployRoot(files: Record<string, string> = {}): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'levita-api-'));
  const all = { 'shell/index.html': '<!doctype html><title>Levita</title>', ...files };
  for (const [path, content] of Object.entries(all)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/*
 * A database of its own for every app, without paying for a new one each time: building the
 * schema took 0.4 s of DDL per test on PostgreSQL (most of the API suite's time there) and
 * 0.1 s on SQLite. A test file keeps its PostgreSQL schemas and empties one (truncate, ids
 * restarted) when a test is done with it; SQLite files start as a copy of one migrated file.
 */
/** Drops a schema a test made for servers of its own (crash, replicas, start-up). */
export const dropSchema = (schema: string) =>
  withAdminClient((client) =>
    client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).then(() => {}),
  );

const idleSchemas: string[] = [];
const fileSchemas: string[] = [];

/** Drops the PostgreSQL schemas the file's apps used; test/setup/test-end.ts calls it. */
export async function dropFileSchemas() {
  const schemas = fileSchemas.splice(0);
  idleSchemas.length = 0;
  if (schemas.length)
    await withAdminClient((client) =>
      client.query(`DROP SCHEMA ${schemas.join(', ')} CASCADE`).then(() => {}),
    );
}

/**
 * Every table of the schema emptied and its ids restarted; the migrations' own kept. DELETE
 * with foreign keys switched off for the session takes 3 ms where TRUNCATE took 90 ms (it
 * makes new files for every table); the test server's user is a superuser, as CI's is.
 */
async function emptySchema(schema: string) {
  await withAdminClient(async (client) => {
    const tables = await client.query<{ name: string }>(
      `select tablename as name from pg_tables
       where schemaname = $1 and tablename not like 'kysely\\_%'`,
      [schema],
    );
    const sequences = await client.query<{ name: string }>(
      'select sequencename as name from pg_sequences where schemaname = $1',
      [schema],
    );
    await client.query(
      [
        'set session_replication_role = replica',
        ...tables.rows.map(({ name }) => `delete from ${schema}."${name}"`),
        ...sequences.rows.map(({ name }) => `select setval('${schema}."${name}"', 1, false)`),
        'set session_replication_role = default',
      ].join(';\n'),
    );
  });
}

/** Environment for an empty database of the kind under test, and how to let it go. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  release: () => Promise<void>;
}> {
  if (!testDatabaseUrl) return { env: {}, release: async () => {} };
  let schema = idleSchemas.pop();
  if (!schema) {
    schema = `levita_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE SCHEMA ${schema}`));
    fileSchemas.push(schema);
  }
  const own = schema;
  return {
    env: { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: own },
    release: async () => {
      await emptySchema(own);
      // An app closed after its file's schemas were dropped (test/setup/test-end.ts) must not
      // hand a dropped schema to the next file: only a schema the file still owns is reused.
      if (fileSchemas.includes(own)) idleSchemas.push(own);
    },
  };
}

let sqliteTemplate: Promise<string> | undefined;

/** A SQLite file with every migration applied, made once per module instance. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'levita-template-')), 'levita.db');
    const { db, kind } = openDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db, kind);
    } finally {
      await db.destroy();
    }
    return file;
  })();
  return sqliteTemplate;
}

/** Puts the migrated SQLite file where the app will open its database, unless one is there. */
async function seedSqliteFile(file: string) {
  await mkdir(dirname(file), { recursive: true });
  try {
    await copyFile(await migratedSqliteFile(), file, constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

export interface TestAppOptions {
  deployRoot?: string;
  /** Extra environment variables, as the server would read them. */
  env?: Record<string, string>;
  /** Pino options, for a test that reads the server log. */
  logger?: object;
}

/**
 * The app as production builds it, on a temporary deploy root and database, without a port;
 * the caller closes it (for apps shared by several tests).
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const root = options.deployRoot ?? (await makeDeployRoot());
  const database = await freshDatabase();
  const config = loadConfig({
    DEPLOY_ROOT: root,
    DATA_DIR: join(root, 'data'),
    APP_URL: 'http://levita.test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ...database.env,
    ...options.env,
  });
  if (config.database.kind === 'sqlite') await seedSqliteFile(config.database.file);
  const app = await buildApp({
    config,
    version: '9.9.9',
    logger: options.logger ?? false,
    checkResponses: true,
  }).catch(async (error: unknown) => {
    await database.release();
    throw error;
  });
  const close = async () => {
    await app.close();
    await database.release();
    // The root (and the SQLite file in it) is this app's alone unless the test passed one.
    if (!options.deployRoot) await rm(root, { recursive: true, force: true });
  };
  return { app, close };
}

/** createTestApp, closed when the current test ends. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { app, close } = await createTestApp(options);
  onTestEnd(close);
  return app;
}
