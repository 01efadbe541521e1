import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrationNames } from '../src/db/migrate';
import { signedIn } from './accounts-fixtures';
import { modeOf, pgDumpInstalled } from './backup-file-fixtures';
import { buildTestApp, makeDeployRoot, onTestEnd, testDatabaseKind } from './helper';
import {
  databaseEnv,
  everyRow,
  portableChart,
  runDbCommand,
  seedEveryTable,
  wipe,
} from './portable-fixtures';
import { call, createSong, songPage } from './song-fixtures';

async function setup() {
  const root = await makeDeployRoot();
  // The mail queue's poll stays away: rows must not change between reading and comparing.
  const app = await buildTestApp({ deployRoot: root, env: { MAIL_POLL_SECONDS: '3600' } });
  return { app, root, env: await databaseEnv(app, join(root, 'data')) };
}

const maxId = (rows: Record<string, unknown>[]) => Math.max(...rows.map((row) => Number(row.id)));

// A church on one machine must be able to back up and restore without sqlite3.
// The longer tests run a few commands, each a node process that compiles TypeScript first.
describe(`db:backup and db:restore on ${testDatabaseKind}`, () => {
  it('backs up while the server runs; after a wipe, restores every row and ids continue', async () => {
    const { app, root, env } = await setup();
    const story = await seedEveryTable(app);
    const before = await everyRow(app.db);
    const file = join(root, testDatabaseKind === 'sqlite' ? 'levita.db' : 'levita.levita.gz');

    // Under a umask that lets anyone read what is created, the backup is still its owner's.
    const backup = await runDbCommand('backup', [file], env, { umask: '000' });
    expect(backup.code, backup.stderr).toBe(0);
    expect(await modeOf(file)).toBe(0o600);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(await runDbCommand('backup', [file], env)).toMatchObject({
      code: 1,
      stderr: `${file} exists already; choose a new name.\n`,
    });

    await wipe(app.db);
    // New rows take ids past the old ones: the restore must set the counters back.
    for (const key of ['x', 'y', 'z']) await signedIn(app, { email: `${key}@example.com` });
    const afterWipe = await everyRow(app.db);

    const refused = await runDbCommand('restore', [file], env);
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        'The target database already holds data (table users); --replace empties it first, ' +
        'in the same transaction.\n',
    });
    expect(await everyRow(app.db)).toEqual(afterWipe);

    const restored = await runDbCommand('restore', [file, '--replace'], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain("every table's rows and checksum match");
    expect(restored.stdout).toContain('Restart every API process now');
    expect(await everyRow(app.db)).toEqual(before);
    // The search index (SQLite's full-text table, PostgreSQL's trigram index) follows the rows.
    const found = await songPage(
      app,
      story.people.ana,
      `/api/musicas/busca?ministerio_id=${story.ministry.id}&termo=ocean`,
    );
    expect(found.musicas.map((song) => song.nome)).toEqual(['Oceanos']);
    // The chart came back as it was, and its words are searched again (the index over them).
    const bondade = await call(app, story.people.ana, {
      method: 'GET',
      url: `/api/musicas/${story.songs.bondade.id}`,
    });
    expect(bondade.json()).toMatchObject({ cifra: portableChart, tem_cifra: true });
    const byLyrics = await songPage(
      app,
      story.people.ana,
      `/api/musicas/busca?ministerio_id=${story.ministry.id}&termo=cuidado do meu pastor`,
    );
    expect(byLyrics.musicas.map((song) => song.nome)).toEqual(['Bondade de Deus']);

    const next = await signedIn(app, { email: 'next@example.com' });
    expect(next.id).toBe(maxId(before.users!) + 1);
    const song = await createSong(app, story.people.ana, story.ministry.id, { nome: 'Nova' });
    expect(song.id).toBe(maxId(before.songs!) + 1);
  }, 60_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'says in one line that --pg-dump needs pg_dump when it is not installed',
    async () => {
      const { root, env } = await setup();
      const file = join(root, 'levita.dump');
      expect(
        await runDbCommand('backup', [file, '--pg-dump'], { ...env, PATH: '/nonexistent' }),
      ).toMatchObject({
        code: 1,
        stderr:
          'pg_dump is not installed (it comes with the PostgreSQL client tools). ' +
          "Levita's portable backup (db:backup without --pg-dump) needs no other tool.\n",
      });
      expect(existsSync(file)).toBe(false);
    },
  );

  // The PostgreSQL client tools come with the server CI tests against.
  it.runIf(testDatabaseKind === 'postgres' && pgDumpInstalled)(
    'with --pg-dump, backs up through pg_dump and restores through pg_restore',
    async () => {
      const { app, root, env } = await setup();
      await seedEveryTable(app);
      const before = await everyRow(app.db);
      const file = join(root, 'levita.dump');
      const backup = await runDbCommand('backup', [file, '--pg-dump'], env, { umask: '000' });
      expect(backup.code, backup.stderr).toBe(0);
      expect(await modeOf(file)).toBe(0o600);
      expect((await readFile(file)).subarray(0, 5).toString()).toBe('PGDMP');
      await wipe(app.db);
      const restored = await runDbCommand('restore', [file], env);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('Restart every API process now');
      // pg_restore made the tables anew: a new connection reads them.
      const fresh = openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL!,
        schema: env.DATABASE_SCHEMA,
        waitMs: 0,
      });
      onTestEnd(() => fresh.db.destroy());
      expect(await everyRow(fresh.db)).toEqual(before);
    },
    60_000,
  );

  it('refuses a backup from a newer Levita in one line, changing nothing', async () => {
    const { app, root, env } = await setup();
    await signedIn(app);
    const before = await everyRow(app.db);
    const future = [...migrationNames(), '9999-from-the-future'];
    const refusal =
      'The backup comes from a newer Levita (migration 9999-from-the-future is unknown to this ' +
      'version); update Levita, then try again.\n';

    const portable = join(root, 'future.levita.gz');
    const header = {
      format: 'levita-portable',
      version: 1,
      source: 'postgres',
      migrations: future,
      created_at: new Date().toISOString(),
    };
    await writeFile(portable, gzipSync(`${JSON.stringify(header)}\n{"done":true}\n`));
    expect(await runDbCommand('restore', [portable, '--replace'], env)).toMatchObject({
      code: 1,
      stderr: refusal,
    });

    const sqliteFile = join(root, 'future.db');
    const sqlite = new SQLite(sqliteFile);
    sqlite.exec('create table kysely_migration (name varchar(255) primary key, timestamp text)');
    const record = sqlite.prepare('insert into kysely_migration values (?, ?)');
    for (const name of future) record.run(name, header.created_at);
    sqlite.close();
    expect(await runDbCommand('restore', [sqliteFile, '--replace'], env)).toMatchObject({
      code: 1,
      stderr: refusal,
    });

    expect(await everyRow(app.db)).toEqual(before);
  });

  it('refuses a file that is not a backup, and a portable backup cut short', async () => {
    const { app, root, env } = await setup();
    const text = join(root, 'notes.txt');
    await writeFile(text, 'not a backup');
    expect(await runDbCommand('restore', [text], env)).toMatchObject({
      code: 1,
      stderr: `${text} is neither a SQLite database, a Levita portable backup nor a pg_dump file.\n`,
    });
    const cut = join(root, 'cut.levita.gz');
    const header = {
      format: 'levita-portable',
      version: 1,
      source: 'sqlite',
      migrations: migrationNames(),
      created_at: new Date().toISOString(),
    };
    await writeFile(cut, gzipSync(`${JSON.stringify(header)}\n`));
    expect(await runDbCommand('restore', [cut], env)).toMatchObject({
      code: 1,
      stderr: `${cut} is not a complete Levita backup: it ends before its last table (cut short?).\n`,
    });
    expect((await everyRow(app.db)).users).toEqual([]);
  });
});
