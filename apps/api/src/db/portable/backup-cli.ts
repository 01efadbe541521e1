// `npm run db:backup -- <file> [--pg-dump]`: a backup of the configured database.
import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../../config';
import { parseCommandLine, runCommand } from './shared-cli';
import { openPostgres } from './locations';
import { pgDump } from './pg-tools';
import { writePortableFile } from './portable-file';
import { databaseSource } from './database-source';
import { CopyRefusal } from './refusal';
import { writeBackupFile } from './backup-file';

const usage = 'npm run db:backup -- <file> [--pg-dump]';

/**
 * SQLite's online backup (better-sqlite3 `backup()`): a consistent copy while the server
 * writes, WAL included; the copy is then switched out of WAL mode so it is one file.
 */
async function backupSqlite(database: string, file: string) {
  if (!existsSync(database)) throw new CopyRefusal(`There is no database at ${database}.`);
  const sqlite = new SQLite(database, { readonly: true, fileMustExist: true });
  try {
    await writeBackupFile(file, async (partial) => {
      await sqlite.backup(partial);
      const copy = new SQLite(partial);
      try {
        copy.pragma('journal_mode = DELETE');
      } finally {
        copy.close();
      }
    });
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
    await writeBackupFile(file, (partial) => pgDump(database.url, database.schema, partial));
    console.log(`Backed up PostgreSQL to ${file} (pg_dump custom format).`);
    return;
  }
  const { db, kind } = await openPostgres(database.url, database.schema, 'DATABASE_URL', 'source');
  const source = await databaseSource(db, kind);
  try {
    await writeBackupFile(file, (partial) => writePortableFile(source, partial));
  } finally {
    await source.close();
  }
  console.log(
    `Backed up PostgreSQL to ${file} (Levita portable format, at migration ` +
      `${source.header.migrations.at(-1)}).`,
  );
});
