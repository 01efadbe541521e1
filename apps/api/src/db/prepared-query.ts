import type { Statement } from 'better-sqlite3';
import type { Compilable, Kysely } from 'kysely';
import { sqliteFileOf } from './direct-sqlite';
import { nameStatement } from './named-statements';

/** Stands for the n-th argument while the query is compiled once. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A query that kysely builds and compiles once, then runs with new values.
 *
 * Kysely rebuilds its operation tree and compiles the SQL on every call; for the queries
 * every request makes (the caller, the ministry and membership, a page of songs) that was
 * about 13 % of a song list's CPU (docs/performance.md). `build` receives placeholders, each
 * of which must reach the SQL as one bound parameter: compare a column with it, never expand
 * it (an `in` list), compute with it in JavaScript or pass it to `sql.lit`. Compiling checks
 * that every placeholder became exactly one parameter.
 */
export function preparedQuery<DB, Args extends unknown[], Row>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
) {
  const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
  const compiled = build(...(slots as Args)).compile();
  const used = compiled.parameters.filter((value) => value instanceof Slot);
  if (used.length !== arity || new Set(used).size !== arity)
    throw new Error(`preparedQuery: each of the ${arity} arguments must be one bound parameter`);
  // On PostgreSQL it also runs as a named statement (named-statements.ts).
  nameStatement(compiled.sql);
  const viaKysely = async (parameters: unknown[]) =>
    (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  const file = sqliteFileOf(db);
  // Prepared on first use: the repositories that build these queries exist before migrating.
  let statement: Statement | undefined;
  return (...args: Args): Promise<Row[]> => {
    const parameters = compiled.parameters.map((value) =>
      value instanceof Slot ? args[value.index] : value,
    );
    // On SQLite a read runs on the file at once, without kysely's async driver (about 10 %
    // of a cached song list's CPU, docs/performance.md). Not while a transaction is open on
    // the one connection: the read would see its uncommitted rows; kysely then makes it wait
    // for the commit, as before.
    if (!file || file.inTransaction) return viaKysely(parameters);
    try {
      statement ??= file.prepare(compiled.sql);
      if (!statement.reader) return viaKysely(parameters);
      return Promise.resolve(statement.all(parameters) as Row[]);
    } catch (error) {
      return Promise.reject(error as Error);
    }
  };
}
