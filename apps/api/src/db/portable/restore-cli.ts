// `npm run db:restore -- <file> [--replace]`: a backup into the configured database.
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { parseCommandLine, printReport, restartAdvice, runCommand } from './shared-cli';
import { copyInto } from './copy';
import { holdsData } from './database-target';
import { fileKindOf, sqliteFileSource } from './locations';
import { tablesIn } from './database-tables';
import { type PgDumpContents, pgDumpContents, pgRestore } from './pg-tools';
import { portableFileSource } from './portable-file';
import { CopyRefusal } from './refusal';
import { checkSourceVersion, prepareTarget } from './versions';
import { portableTables } from './tables';
import { intoTarget } from './target';

const usage = 'npm run db:restore -- <file> [--replace]';

/**
 * A pg_dump file goes through pg_restore, after the same version and emptiness checks. It
 * restores into the schema it was dumped from, so that must be the configured one.
 */
async function restorePgDump(
  file: string,
  dump: PgDumpContents,
  target: DatabaseHandle,
  url: string,
  replace: boolean,
) {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    target.db,
  );
  if (dump.schema !== rows[0]?.schema)
    throw new CopyRefusal(
      `${file} holds schema ${dump.schema ?? '(none)'}, and pg_restore restores into the schema a ` +
        `dump was taken from; the configured one is ${rows[0]?.schema}. Set DATABASE_SCHEMA to ` +
        `${dump.schema}, or restore a Levita portable backup, which goes into any schema.`,
    );
  const present = await tablesIn(target.db, target.kind);
  const occupied = await holdsData(
    target.db,
    portableTables.filter((table) => present.has(table.name)),
  );
  if (occupied && !replace)
    throw new CopyRefusal(
      `The target database already holds data (table ${occupied}); --replace restores over it.`,
    );
  await prepareTarget(target.db, target.kind, dump.migrations);
  await pgRestore(url, file);
  await migrateToLatest(target.db, target.kind);
}

await runCommand(async () => {
  const { values, positionals } = parseCommandLine(usage, { replace: { type: 'boolean' } });
  const [file, ...rest] = positionals;
  if (!file || rest.length) throw new CopyRefusal(`Usage: ${usage}`);
  const kind = await fileKindOf(file);
  const { database } = loadConfig();
  const replace = values.replace ?? false;
  if (kind === 'pg-dump') {
    if (database.kind !== 'postgres')
      throw new CopyRefusal(
        `${file} is a pg_dump file: it restores into PostgreSQL only (set DATABASE_URL).`,
      );
    // Read before the target is opened: a damaged file is refused with nothing created.
    const dump = await pgDumpContents(file);
    checkSourceVersion(dump.migrations);
    await intoTarget(database.url, database.schema, 'DATABASE_URL', (target) =>
      restorePgDump(file, dump, target, database.url, replace),
    );
    console.log(`Restored ${file} with pg_restore.`);
  } else {
    const source =
      kind === 'sqlite' ? await sqliteFileSource(file) : await portableFileSource(file);
    try {
      checkSourceVersion(source.header.migrations);
      const reports = await intoTarget(
        database.kind === 'postgres' ? database.url : database.file,
        database.kind === 'postgres' ? database.schema : undefined,
        'DATABASE_URL',
        (target) => copyInto(source, target, { replace, replaceHint: '--replace' }),
      );
      console.log(`Restored ${file} into ${database.kind}; every table's rows and checksum match:`);
      printReport(reports);
    } finally {
      await source.close();
    }
  }
  console.log(restartAdvice);
});
