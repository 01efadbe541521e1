import { spawn } from 'node:child_process';
import { CopyRefusal } from './refusal';

const notInstalled = (tool: string) =>
  new CopyRefusal(
    `${tool} is not installed (it comes with the PostgreSQL client tools). Levita's portable ` +
      `backup (db:backup without --pg-dump) needs no other tool.`,
  );

/** What a tool said when it failed, as one line: its first error, else its last line. */
function complaintOf(tool: string, code: number | null, stderr: string) {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const line = lines.find((candidate) => candidate.includes('error:')) ?? lines.at(-1);
  return line?.replace(`${tool}: `, '').replace(/^error: /, '') ?? `exit code ${code}`;
}

/**
 * Runs a PostgreSQL client tool; answers what it printed, or refuses with `failed` of what it
 * said (its stderr is kept back so a failure is one line, and passed on after a success).
 */
function run(
  tool: string,
  args: string[],
  capture: boolean,
  failed: (complaint: string) => string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'pipe'] });
    let output = '';
    let errors = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? notInstalled(tool) : error),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new CopyRefusal(failed(complaintOf(tool, code, errors))));
      process.stderr.write(errors);
      resolve(output);
    });
  });
}

/**
 * pg_dump's custom format into `file`, for operators who keep their PostgreSQL backups with
 * pg_restore. pg_dump writes into the file as it is, keeping its mode (backup-file.ts).
 */
export async function pgDump(url: string, schema: string | undefined, file: string) {
  await run(
    'pg_dump',
    ['--format=custom', `--file=${file}`, ...(schema ? [`--schema=${schema}`] : []), url],
    false,
    (complaint) => `pg_dump failed: ${complaint}.`,
  );
}

export interface PgDumpContents {
  schema: string | undefined;
  migrations: string[];
}

/**
 * The schema a pg_dump file was taken from and the migrations it records: the data of its
 * kysely_migration table, which pg_dump names with its schema.
 */
export async function pgDumpContents(file: string): Promise<PgDumpContents> {
  const text = await run(
    'pg_restore',
    ['--data-only', '--table=kysely_migration', '--file=-', file],
    true,
    (complaint) => `pg_restore cannot read ${file}: ${complaint}.`,
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
    (complaint) => `pg_restore could not restore ${file}, and wrote nothing: ${complaint}.`,
  );
