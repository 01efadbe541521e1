import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { StartupError } from '../src/db/reach-database';
import { dropSchema, onTestEnd, testDatabaseKind, testDatabaseUrl } from './helper';

async function start(env: Record<string, string>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'levita-startup-'));
  const lines: string[] = [];
  const logger = {
    level: 'warn',
    stream: { write: (line: string) => void lines.push(JSON.parse(line).msg) },
  };
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, ...env }), logger });
  onTestEnd(() => app.close());
  return { app, lines };
}

/**
 * A port that resets every connection until `opened()` is called, then forwards to `target`:
 * a database server that is still starting.
 */
async function gate(target: URL) {
  let open = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('error', () => {});
    if (!open) return void client.resetAndDestroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
    sockets.add(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestEnd(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return { url: url.toString(), opened: () => (open = true) };
}

// Once, a DATABASE_SCHEMA that did not exist crashed start-up with PostgreSQL's stack trace, and an
// unreachable database was not waited for.
describe('start-up on PostgreSQL', () => {
  it('gives up on an unreachable database with one line naming DATABASE_URL', async () => {
    const failure = await start({
      DATABASE_URL: 'postgres://levita@127.0.0.1:1/levita',
      DATABASE_WAIT_SECONDS: '0',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(
      /^The database at DATABASE_URL is unreachable \(ECONNREFUSED .*\); gave up after 0 s \(DATABASE_WAIT_SECONDS\)$/,
    );
  });

  describe.runIf(testDatabaseKind === 'postgres')('with a server', () => {
    const schema = `levita_startup_${randomBytes(4).toString('hex')}`;

    it('creates a DATABASE_SCHEMA that does not exist yet, and migrates into it', async () => {
      const { app } = await start({ DATABASE_URL: testDatabaseUrl!, DATABASE_SCHEMA: schema });
      onTestEnd(() => dropSchema(schema));
      const tables = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables where table_schema = ${schema}`.execute(
        app.db,
      );
      expect(tables.rows[0]!.n).toBeGreaterThan(10);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });

    it('does not wait for a server that refuses, and names DATABASE_URL', async () => {
      const url = new URL(testDatabaseUrl!);
      url.pathname = '/levita_no_such_database';
      const failure = await start({ DATABASE_URL: url.toString() }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(StartupError);
      expect((failure as Error).message).toMatch(
        /^The database at DATABASE_URL refused the connection: 3D000 .*levita_no_such_database/,
      );
    });

    it('waits for a database that is still starting, saying so once per try', async () => {
      const database = await gate(new URL(testDatabaseUrl!));
      setTimeout(database.opened, 1_200);
      const { app, lines } = await start({
        DATABASE_URL: database.url,
        DATABASE_SCHEMA: schema,
        DATABASE_WAIT_SECONDS: '20',
      });
      onTestEnd(() => dropSchema(schema));
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const line of lines)
        expect(line).toMatch(/^database unreachable \(ECONNRESET .*\); trying again in [\d.]+ s$/);
    });
  });
});
