import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** A start-up failure the operator can act on: its message is the one line to print. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Waits between tries: short at first (a database starting beside the API), then 8 s. */
const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000];

/** Errors of a server that is not there (yet), as opposed to one that refuses us. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P03', // the database system is starting up
]);

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '');
const describe = (error: unknown) =>
  [codeOf(error), error instanceof Error ? error.message : String(error)].filter(Boolean).join(' ');

export interface ReachOptions {
  /** How long to keep trying an unreachable server (DATABASE_WAIT_SECONDS). */
  waitMs: number;
  /** The schema the tables live in (DATABASE_SCHEMA): created when missing. */
  schema: string | undefined;
  warn: (line: string) => void;
}

/**
 * Makes sure PostgreSQL answers before migrations run: an unreachable server is tried again
 * with backoff for `waitMs`, one log line per try; a server that refuses (wrong password, no
 * such database) or stays away fails with one line naming the variable. A missing
 * DATABASE_SCHEMA is created, as the first migration would need it; the answer says whether
 * it was (a restore that fails removes a schema it made).
 */
export async function reachPostgres(db: Kysely<Database>, options: ReachOptions): Promise<boolean> {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await sql`select 1`.execute(db);
      break;
    } catch (error) {
      const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
      const reason = describe(error);
      if (!UNREACHABLE.has(codeOf(error)))
        throw new StartupError(`The database at DATABASE_URL refused the connection: ${reason}`);
      if (Date.now() - started + delay > options.waitMs)
        throw new StartupError(
          `The database at DATABASE_URL is unreachable (${reason}); gave up after ` +
            `${Math.round((Date.now() - started) / 1000)} s (DATABASE_WAIT_SECONDS)`,
        );
      options.warn(`database unreachable (${reason}); trying again in ${delay / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  if (!options.schema) return false;
  try {
    const { rows } = await sql`
      select 1 from pg_namespace where nspname = ${options.schema}`.execute(db);
    if (rows.length) return false;
    await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db);
    return true;
  } catch (error) {
    throw new StartupError(
      `DATABASE_SCHEMA "${options.schema}" does not exist and could not be created: ${describe(error)}`,
    );
  }
}
