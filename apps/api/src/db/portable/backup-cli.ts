// `npm run db:backup -- <file> [--pg-dump]`: a backup of the configured database.
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../../config';
import { parseCommandLine, runCommand } from './shared-cli';
import { openPostgres } from './locations';
import { pgDump } from './pg-tools';
import { writePortableFile } from './portable-file';
import { databaseSource } from './database-source';
import { CopyRefusal } from './refusal';

const usage = 'npm run db:backup -- <file> [--pg-dump]';

/**
 * SQLite's online backup (better-sqlite3 `backup()`): a consistent copy while the server
 * writes, WAL included; the copy is then switched out of WAL mode so it is one file.
 */
async function backupSqlite(database: string, file: string) {
  if (!existsSync(database)) throw new CopyRefusal(`There is no database at ${database}.`);
  const sqlite = new SQLite(database, { readonly: true, fileMustExist: true });
  const partial = `${file}.partial`;
  try {
    await sqlite.backup(partial);
    const copy = new SQLite(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }
}

await runCommand(async () => {
  const { values, positionals } = parseCommandLine(usage, { 'pg-dump': { type: 'boolean' } });
  const [file, ...rest] = positionals;
  if (!file || rest.length) throw new CopyRefusal(`Usage: ${usage}`);
  if (existsSync(file)) throw new CopyRefusal(`${file} exists already; choose a new name.`);
  const { database } = loadConfig();
  if (database.kind === 'sqlite') {
    if (values['pg-dump']) throw new CopyRefusal('--pg-dump is for PostgreSQL (DATABASE_URL).');
    await backupSqlite(database.file, file);
    console.log(`Backed up ${database.file} to ${file} (a SQLite database file).`);
    return;
  }
  if (values['pg-dump']) {
    await pgDump(database.url, database.schema, file);
    console.log(`Backed up PostgreSQL to ${file} (pg_dump custom format).`);
    return;
  }
  const { db, kind } = await openPostgres(database.url, database.schema, 'DATABASE_URL', 'source');
  const source = await databaseSource(db, kind);
  try {
    await writePortableFile(source, file);
  } finally {
    await source.close();
  }
  console.log(
    `Backed up PostgreSQL to ${file} (Levita portable format, at migration ` +
      `${source.header.migrations.at(-1)}).`,
  );
});
