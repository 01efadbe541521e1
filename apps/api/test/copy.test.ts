import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrateTo, migrationNames } from '../src/db/migrate';
import { copyInto } from '../src/db/portable/copy';
import { appliedMigrations, databaseSource } from '../src/db/portable/database-source';
import type { PortableEvent, PortableSource } from '../src/db/portable/events';
import { CopyRefusal } from '../src/db/portable/refusal';
import { buildTestApp, dropSchema, makeDeployRoot, onTestEnd, testDatabaseUrl } from './helper';
import { everyRow, portableChart, runDbCommand, seedEveryTable } from './portable-fixtures';

/** A SQLite server with a church's data in every table, whatever database the suite is on. */
async function sqliteChurch() {
  const root = await makeDeployRoot();
  const app = await buildTestApp({
    deployRoot: root,
    env: { DATABASE_URL: '', MAIL_POLL_SECONDS: '3600' },
  });
  await seedEveryTable(app);
  return { app, root, file: join(root, 'data', 'levita.db') };
}

function openTarget(location: string, schema?: string) {
  const handle = location.startsWith('postgres')
    ? openDatabase({ kind: 'postgres', url: location, schema, waitMs: 0 })
    : openDatabase({ kind: 'sqlite', file: location });
  onTestEnd(() => handle.db.destroy());
  return handle;
}

const maxId = (rows: Record<string, unknown>[]) => Math.max(...rows.map((row) => Number(row.id)));

// A church that grows moves from SQLite to PostgreSQL with one command.
describe('db:copy', () => {
  it.runIf(testDatabaseUrl)(
    'copies SQLite to PostgreSQL and back: every row equal, ids continuing',
    async () => {
      const { app, root, file } = await sqliteChurch();
      const before = await everyRow(app.db);
      const schema = `levita_copy_${randomBytes(4).toString('hex')}`;
      onTestEnd(() => dropSchema(schema));

      const toPostgres = ['--from', file, '--to', testDatabaseUrl!, '--to-schema', schema];
      const copied = await runDbCommand('copy', toPostgres, {});
      expect(copied.code, copied.stderr).toBe(0);
      expect(copied.stdout).toContain("every table's rows and checksum match");
      const postgres = openTarget(testDatabaseUrl!, schema);
      expect(await everyRow(postgres.db)).toEqual(before);

      expect(await runDbCommand('copy', toPostgres, {})).toMatchObject({
        code: 1,
        stderr:
          'The target database already holds data (table users); --replace empties it first, ' +
          'in the same transaction.\n',
      });
      const replaced = await runDbCommand('copy', [...toPostgres, '--replace'], {});
      expect(replaced.code, replaced.stderr).toBe(0);

      const back = join(root, 'back.db');
      const fromPostgres = ['--from', testDatabaseUrl!, '--from-schema', schema, '--to', back];
      const returned = await runDbCommand('copy', fromPostgres, {});
      expect(returned.code, returned.stderr).toBe(0);
      const sqlite = openTarget(back);
      expect(await everyRow(sqlite.db)).toEqual(before);
      // The chord chart went and came back byte for byte, and its words are indexed again.
      for (const { db } of [postgres, sqlite])
        expect(
          await db.selectFrom('songs').select('nome').where('cifra', '=', portableChart).execute(),
        ).toEqual([{ nome: 'Bondade de Deus' }]);
      const { rows: indexed } = await sql<{ rowid: number }>`
        select rowid from songs_fts where songs_fts match ${'"cuidado do meu pastor"'}`.execute(
        sqlite.db,
      );
      expect(indexed).toHaveLength(1);

      for (const { db } of [postgres, sqlite]) {
        const { id } = await db
          .insertInto('newsletter_subscriptions')
          .values({ email: 'nova@example.com', nome: null, locale: 'pt-BR', created_at: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(id).toBe(maxId(before.newsletter_subscriptions!) + 1);
      }
    },
    // Four commands, each a node process that compiles TypeScript first: slow on a busy machine.
    60_000,
  );

  it('copies SQLite to a new SQLite file with every row equal', async () => {
    const { app, root, file } = await sqliteChurch();
    const target = join(root, 'copy.db');
    const copied = await runDbCommand('copy', ['--from', file, '--to', target], {});
    expect(copied.code, copied.stderr).toBe(0);
    expect(await everyRow(openTarget(target).db)).toEqual(await everyRow(app.db));
  });

  it('refuses a missing source file in one line', async () => {
    const root = await makeDeployRoot();
    const missing = join(root, 'nothing.db');
    expect(
      await runDbCommand('copy', ['--from', missing, '--to', join(root, 'x.db')], {}),
    ).toMatchObject({ code: 1, stderr: `There is no database file at ${missing}.\n` });
  });

  it("fills a target at the source's older version, then migrates it; refuses one past it", async () => {
    const root = await makeDeployRoot();
    const older = openTarget(join(root, 'older.db'));
    const version = migrationNames().indexOf('0010-schedule-mail') + 1;
    await migrateTo(older.db, older.kind, '0010-schedule-mail');
    await older.db
      .insertInto('users')
      .values({ nome: 'Ana', email: 'ana@example.com', created_at: 't', updated_at: 't' })
      .execute();

    const fresh = openTarget(join(root, 'fresh.db'));
    const copy = async (target: DatabaseHandle) =>
      copyInto(await databaseSource(older.db, older.kind, async () => {}), target, {
        replace: true,
        replaceHint: '--replace',
      });
    const reports = await copy(fresh);
    expect(reports.map((report) => report.name)).not.toContain('calendar_feeds');
    expect(await appliedMigrations(fresh.db)).toEqual(migrationNames());
    expect(await fresh.db.selectFrom('users').select(['id', 'email']).execute()).toEqual([
      { id: 1, email: 'ana@example.com' },
    ]);

    const failure = await copy(fresh).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CopyRefusal);
    expect((failure as Error).message).toMatch(
      new RegExp(
        `^The target database is at migration ${migrationNames().at(-1)}, newer than the ` +
          `source's ${migrationNames()[version - 1]}: restore into an empty database`,
      ),
    );
  });

  it('rolls everything back and names the table when a checksum differs', async () => {
    const { app, root } = await sqliteChurch();
    const source = await databaseSource(app.db, app.dbKind, async () => {});
    async function* tamper(events: AsyncIterable<PortableEvent>) {
      for await (const event of events)
        yield event.type === 'end' && event.name === 'songs'
          ? { ...event, checksum: '0'.repeat(64) }
          : event;
    }
    const tampered: PortableSource = {
      ...source,
      read: (use) => source.read((events) => use(tamper(events))),
    };
    const target = openTarget(join(root, 'target.db'));
    const failure = await copyInto(tampered, target, { replace: false, replaceHint: '--replace' })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CopyRefusal);
    expect((failure as Error).message).toBe(
      'Table songs: its checksum differs between source and target; nothing was written.',
    );
    for (const rows of Object.values(await everyRow(target.db))) expect(rows).toEqual([]);
  });
});
