import { mkdtemp } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { ana, login, register } from './accounts-fixtures';
import {
  buildTestApp,
  makeDeployRoot,
  onTestEnd,
  testDatabaseKind,
  testDatabaseUrl,
} from './helper';

describe.runIf(testDatabaseKind === 'sqlite')('embedded SQLite database', () => {
  it('lives at $DATA_DIR/levita.db with WAL, foreign keys, a busy timeout and synchronous=NORMAL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'levita-db-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database).toEqual({ kind: 'sqlite', file: join(dataDir, 'levita.db') });
    const { db } = openDatabase(config.database);
    onTestEnd(() => db.destroy());
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('foreign_keys')).toBe(1);
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('synchronous')).toBe(1);
    expect(existsSync(join(dataDir, 'levita.db'))).toBe(true);
  });

  it('creates a new data directory and database readable by the owner only', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'levita-db-')), 'new', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    const { db } = openDatabase(config.database);
    onTestEnd(() => db.destroy());
    await migrateToLatest(db, 'sqlite');
    const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
    expect(mode(dataDir)).toBe('700');
    expect(mode(join(dataDir, '..'))).toBe('700');
    expect(mode(join(dataDir, 'levita.db'))).toBe('600');
    expect(mode(join(dataDir, 'levita.db-wal'))).toBe('600');
    expect(mode(join(dataDir, 'jwt-secret'))).toBe('600');
  });
});

describe('migrations', () => {
  it('apply once and leave a second run with nothing to do', async () => {
    const app = await buildTestApp();
    expect(await migrateToLatest(app.db, app.dbKind)).toEqual([]);
    const tables = (await app.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'password_resets',
        'newsletter_subscriptions',
        'oidc_flows',
      ]),
    );
  });

  it('keep the data of a restarted server', async () => {
    const deployRoot = await makeDeployRoot();
    const first = await buildTestApp({ deployRoot });
    await register(first);
    const { database } = first.config;
    // On PostgreSQL the second server must open the first one's schema, not a fresh one.
    const sameDatabase: Record<string, string> =
      database.kind === 'postgres'
        ? { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' }
        : {};
    await first.close();
    const second = await buildTestApp({ deployRoot, env: sameDatabase });
    await login(second, { email: ana.email });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('PostgreSQL schemas', () => {
  it('keep DATABASE_SCHEMA when DATABASE_URL brings connection options of its own', async () => {
    const url = new URL(testDatabaseUrl!);
    url.searchParams.set('options', '-c statement_timeout=4321');
    const app = await buildTestApp({ env: { DATABASE_URL: url.toString() } });
    const { rows } = await sql<{ schema: string; timeout: string }>`
      select current_schema() as schema, current_setting('statement_timeout') as timeout
    `.execute(app.db);
    const { database } = app.config;
    const schema = database.kind === 'postgres' ? database.schema : undefined;
    expect(schema).toMatch(/^levita_test_/);
    expect(rows[0]).toEqual({ schema, timeout: '4321ms' });
  });

  it('migrate each schema on its own, even when another one on the server is migrated', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    expect(second.config.database).not.toEqual(first.config.database);
    await register(first);
    await register(second);
  });
});
