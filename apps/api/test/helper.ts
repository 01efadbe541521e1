import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

/**
 * API tests run on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (`npm test`
 * sets it when a server answers on 127.0.0.1:5432). Every app gets a database of its own:
 * a new SQLite file, or a new PostgreSQL schema dropped afterwards.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseUrl ? 'postgres' : 'sqlite';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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

/** Environment for a fresh, empty database of the kind under test, and how to drop it. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (!testDatabaseUrl) return { env: {}, drop: async () => {} };
  const schema = `levita_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE SCHEMA ${schema}`));
  return {
    env: { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema },
    drop: () =>
      withAdminClient((client) => client.query(`DROP SCHEMA ${schema} CASCADE`)).then(() => {}),
  };
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
  const app = await buildApp({ config, version: '9.9.9', logger: options.logger ?? false }).catch(
    async (error: unknown) => {
      await database.drop();
      throw error;
    },
  );
  const close = async () => {
    await app.close();
    await database.drop();
  };
  return { app, close };
}

/** createTestApp, closed when the current test ends. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { app, close } = await createTestApp(options);
  onTestEnd(close);
  return app;
}
