import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { CopyRefusal } from './refusal';

const notInstalled = (tool: string) =>
  new CopyRefusal(
    `${tool} is not installed (it comes with the PostgreSQL client tools). Levita's portable ` +
      `backup (db:backup without --pg-dump) needs no other tool.`,
  );

/** Runs a PostgreSQL client tool; answers what it printed, or refuses with its exit code. */
function run(tool: string, args: string[], capture: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let output = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? notInstalled(tool) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new CopyRefusal(`${tool} failed (exit code ${code}).`)),
    );
  });
}

/** pg_dump's custom format, for operators who keep their PostgreSQL backups with pg_restore. */
export async function pgDump(url: string, schema: string | undefined, file: string) {
  try {
    await run(
      'pg_dump',
      ['--format=custom', `--file=${file}`, ...(schema ? [`--schema=${schema}`] : []), url],
      false,
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

/**
 * The schema a pg_dump file was taken from and the migrations it records: the data of its
 * kysely_migration table, which pg_dump names with its schema.
 */
export async function pgDumpContents(file: string) {
  const text = await run(
    'pg_restore',
    ['--data-only', '--table=kysely_migration', '--file=-', file],
    true,
  );
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  if (start < 0) return { schema: undefined, migrations: [] };
  const schema = /^COPY "?([^".]+)"?\./.exec(lines[start]!)?.[1];
  const end = lines.indexOf('\\.', start);
  const migrations = lines
    .slice(start + 1, end)
    .map((line) => line.split('\t')[0]!)
    .sort();
  return { schema, migrations };
}

/**
 * pg_restore in one transaction, dropping what the dump holds first: it restores into the
 * schema the dump was taken from.
 */
export const pgRestore = (url: string, file: string) =>
  run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      `--dbname=${url}`,
      file,
    ],
    false,
  );
