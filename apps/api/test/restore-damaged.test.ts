import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { signedIn } from './accounts-fixtures';
import {
  editedPortableFile,
  expectOneLineRefusal,
  pgDumpInstalled,
  levitaBackups,
  levitaSqliteFile,
} from './backup-file-fixtures';
import { buildTestApp, makeDeployRoot, testDatabaseKind } from './helper';
import { databaseEnv, everyRow, runDbCommand } from './portable-fixtures';

/**
 * A server's database holding two accounts, and `refuses`: restoring a file over it (with
 * --replace, so only the file's damage stops it) is refused in one line naming the file, and
 * leaves every row as it was.
 */
async function setup() {
  const root = await makeDeployRoot();
  const app = await buildTestApp({ deployRoot: root, env: { MAIL_POLL_SECONDS: '3600' } });
  for (const email of ['ana@example.com', 'bia@example.com']) await signedIn(app, { email });
  const before = await everyRow(app.db);
  const env = await databaseEnv(app, join(root, 'data'));
  const refuses = async (file: string, says: string | RegExp) => {
    expectOneLineRefusal(await runDbCommand('restore', [file, '--replace'], env), says, file);
    expect(await everyRow(app.db)).toEqual(before);
  };
  return { root, env, refuses };
}

/** A copy of `bytes` edited by `edit`, written to `root/name`. */
async function damagedCopy(
  root: string,
  name: string,
  bytes: Buffer,
  edit: (copy: Buffer) => void,
) {
  const copy = Buffer.from(bytes);
  edit(copy);
  const file = join(root, name);
  await writeFile(file, copy);
  return file;
}

describe(`a damaged backup file on ${testDatabaseKind}`, () => {
  it('refuses a SQLite file with a damaged header, a damaged page or cut short', async () => {
    const { root, refuses } = await setup();
    const whole = join(root, 'whole.db');
    await levitaSqliteFile(whole);
    const bytes = await readFile(whole);
    const sqlite = new SQLite(whole, { readonly: true });
    const { rootpage } = sqlite
      .prepare("select rootpage from sqlite_master where name = 'users'")
      .get() as { rootpage: number };
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    sqlite.close();

    // Bytes 16-17 hold the page size, which must be a power of two.
    await refuses(
      await damagedCopy(root, 'header.db', bytes, (copy) => copy.writeUInt16BE(0x1234, 16)),
      /is a damaged SQLite database: file is not a database\.$/,
    );
    // A sector of the users table's first page lost, as a failing disk loses one.
    const page = await damagedCopy(root, 'page.db', bytes, (copy) =>
      copy.fill(0xaa, (rootpage - 1) * pageSize, (rootpage - 1) * pageSize + 512),
    );
    await refuses(page, /is a damaged SQLite database: /);
    const cut = join(root, 'cut.db');
    await writeFile(cut, bytes.subarray(0, bytes.length / 2));
    await refuses(cut, /is a damaged SQLite database: /);

    // db:copy reads the file before it makes its target: a refused copy leaves none.
    const target = join(root, 'copy.db');
    expectOneLineRefusal(
      await runDbCommand('copy', ['--from', page, '--to', target], {}),
      /is a damaged SQLite database: /,
      page,
    );
    expect(existsSync(target)).toBe(false);
  }, 180_000);

  it('refuses a portable file damaged, cut short, with a line that is not JSON or of another shape', async () => {
    const { root, refuses } = await setup();
    const { portableFile: whole } = await levitaBackups(root);
    const bytes = await readFile(whole);
    const damaged = 'is not a complete Levita backup: ';

    const cut = join(root, 'cut.levita.gz');
    await writeFile(cut, bytes.subarray(0, bytes.length / 2));
    await refuses(cut, `${damaged}its compressed data is damaged (Z_BUF_ERROR).`);
    await refuses(
      await damagedCopy(root, 'flipped.levita.gz', bytes, (copy) => {
        for (let at = 200; at < copy.length - 200; at += 97) copy[at] = copy[at]! ^ 0xff;
      }),
      damaged,
    );

    /** `whole` with its lines edited; `users` is where the users table starts. */
    const edited = (name: string, edit: (lines: string[], users: number) => void) =>
      editedPortableFile(whole, join(root, name), (lines) =>
        edit(
          lines,
          lines.findIndex((text) => text.startsWith('{"table":"users"')),
        ),
      );
    await refuses(
      await edited('not-json.levita.gz', (lines, users) => (lines[users + 1] = '[1, "Ana", nu')),
      `${damaged}a line is not JSON.`,
    );
    await refuses(
      await edited('null.levita.gz', (lines, users) => (lines[users] = 'null')),
      `${damaged}a line of unknown kind.`,
    );
    await refuses(
      await edited('narrow.levita.gz', (lines, users) => (lines[users + 1] = '[1, "Ana"]')),
      new RegExp(`${damaged}a row has 2 values for \\d+ columns\\.$`),
    );
    await refuses(
      await edited(
        'header.levita.gz',
        (lines) => (lines[0] = '{"format":"levita-portable","version":1}'),
      ),
      `${damaged}its header lists no migrations.`,
    );
    const empty = join(root, 'empty.levita.gz');
    await writeFile(empty, gzipSync(''));
    await refuses(empty, `${damaged}it has no Levita header.`);
  }, 180_000);

  it('refuses an empty file, random bytes, a directory and a damaged pg_dump file', async () => {
    const { root, env, refuses } = await setup();
    const empty = join(root, 'empty.db');
    await writeFile(empty, '');
    await refuses(empty, 'is empty: it holds no backup.');
    // Noise, the same at every run (a random first byte could spell a signature).
    const random = join(root, 'random.bin');
    await writeFile(
      random,
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)),
    );
    await refuses(
      random,
      'is neither a SQLite database, a Levita portable backup nor a pg_dump file.',
    );
    const directory = join(root, 'a-directory');
    await mkdir(directory);
    await refuses(directory, 'Cannot read');

    const garbled = join(root, 'garbled.dump');
    await writeFile(garbled, `PGDMP${'x'.repeat(400)}`);
    await refuses(
      garbled,
      testDatabaseKind === 'postgres'
        ? /^pg_restore cannot read .*: unsupported version/
        : 'is a pg_dump file: it restores into PostgreSQL only (set DATABASE_URL).',
    );
    if (testDatabaseKind !== 'postgres' || !pgDumpInstalled) return;
    const dump = join(root, 'levita.dump');
    const backup = await runDbCommand('backup', [dump, '--pg-dump'], env);
    expect(backup.code, backup.stderr).toBe(0);
    await truncate(dump, (await stat(dump)).size - 40);
    await refuses(dump, /^pg_restore could not restore .*, and wrote nothing: /);
  }, 180_000);
});
