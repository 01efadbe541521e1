import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL statements that run as named, prepared statements: parsed and planned once per
 * connection, then only bound and executed. preparedQuery registers the queries every request
 * makes; a query through pg cost this machine's server 200-230 µs of Node's CPU unnamed and
 * 140-150 µs named, and half the wall time (docs/performance.md). Only registered texts are
 * named: kysely writes a new text for every length of an `in` list, and each named statement
 * stays in its connection's memory on the server.
 */
const names = new Map<string, string>();
let renames = 0;

export function nameStatement(sql: string) {
  if (!names.has(sql)) names.set(sql, `levita_${names.size + 1}`);
}

/** "cached plan must not change result type": a table changed under a prepared statement. */
const PLAN_CHANGED = '0A000';

/**
 * The pool as kysely's PostgresDialect uses it, running registered texts by name. A migration
 * applied while this server runs (another replica's deploy, the migrations test) can change a
 * table a statement reads with `select *`; the statement is then prepared again under a new
 * name. Inside a transaction the first failure has already ended it, so that request fails
 * once.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      const query = async (text: string, values: unknown[]) => {
        const name = names.get(text);
        if (!name) return client.query(text, values);
        try {
          return await client.query({ name, text, values });
        } catch (error) {
          if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
          const renamed = `${name.replace(/_r\d+$/, '')}_r${++renames}`;
          names.set(text, renamed);
          return client.query({ name: renamed, text, values });
        }
      };
      // kysely passes a text and its values, or a cursor (streamed queries) to hand on as is.
      const named: Pick<PostgresPoolClient, 'release'> & { query: unknown } = {
        query: (arg: unknown, values?: readonly unknown[]) =>
          typeof arg === 'string'
            ? query(arg, [...(values ?? [])])
            : client.query(arg as pg.Submittable),
        release: () => client.release(),
      };
      return named as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
