import { spawnSync } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import { expect } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { writeBackupFile } from '../src/db/portable/backup-file';
import { sqliteFileSource } from '../src/db/portable/locations';
import { writePortableFile } from '../src/db/portable/portable-file';

/** The PostgreSQL client tools come with the server CI tests against; a laptop may lack them. */
export const pgDumpInstalled = !spawnSync('pg_dump', ['--version']).error;

export const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

/**
 * A Levita SQLite database holding `users` users, in one file (journal mode DELETE) as
 * db:backup leaves one.
 */
export async function levitaSqliteFile(file: string, users = 60) {
  const { db, kind } = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db, kind);
    await db
      .insertInto('users')
      .values(
        Array.from({ length: users }, (_, index) => ({
          nome: `Pessoa ${index}`,
          email: `pessoa${index}@example.com`,
          created_at: 't',
          updated_at: 't',
        })),
      )
      .execute();
  } finally {
    await db.destroy();
  }
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = DELETE');
  sqlite.close();
}

/** A Levita SQLite file in `root` and a portable backup of it, written as db:backup does. */
export async function levitaBackups(root: string) {
  const sqliteFile = join(root, 'source.db');
  await levitaSqliteFile(sqliteFile);
  const portableFile = join(root, 'source.levita.gz');
  const source = await sqliteFileSource(sqliteFile);
  try {
    await writeBackupFile(portableFile, (partial) => writePortableFile(source, partial));
  } finally {
    await source.close();
  }
  return { sqliteFile, portableFile };
}

/** The portable file `from` written to `file` with its lines (JSON text) edited by `edit`. */
export async function editedPortableFile(
  from: string,
  file: string,
  edit: (lines: string[]) => void,
) {
  const lines = gunzipSync(await readFile(from))
    .toString('utf8')
    .trimEnd()
    .split('\n');
  edit(lines);
  await writeFile(file, gzipSync(lines.map((line) => `${line}\n`).join('')));
  return file;
}

/**
 * A command's refusal as an operator sees it: exit code 1 and one line on stderr, naming the
 * file (when given) and saying `says`, with no stack trace.
 */
export function expectOneLineRefusal(
  result: { code: number | null; stdout: string; stderr: string },
  says: string | RegExp,
  file?: string,
) {
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr).not.toContain('    at ');
  const [line, ...rest] = result.stderr.split('\n');
  expect(rest, result.stderr).toEqual(['']);
  expect(line).toMatch(says);
  if (file) expect(line).toContain(file);
}
