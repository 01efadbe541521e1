import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Kysely, sql } from 'kysely';
import type pg from 'pg';
import type { AppConfig } from '../../config';
import { type DatabaseKind, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { reachPostgres } from '../../db/reach-database';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /** PostgreSQL's connection pool (its figures go to /api/metrics); undefined on SQLite. */
    dbPool: pg.Pool | undefined;
  }
}

/** Opens the database, brings its schema up to date and closes it with the server. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { database }: { database: AppConfig['database'] }) => {
    const { db, kind, pool } = openDatabase(database);
    try {
      if (database.kind === 'postgres')
        await reachPostgres(db, {
          waitMs: database.waitMs,
          schema: database.schema,
          warn: (line) => app.log.warn(line),
        });
      const applied = await migrateToLatest(db, kind);
      if (applied.length) app.log.info({ applied }, `${kind} migrations applied`);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    app.decorate('dbPool', pool);
    if (kind === 'sqlite') keepPlannerStatistics(app, db);
    // Runs after in-flight requests finished: fastify calls onClose once the server stopped.
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database' },
);

const HOUR = 60 * 60 * 1000;

/**
 * SQLite chooses between indexes by the statistics ANALYZE leaves (PostgreSQL's autovacuum
 * gathers its own). Without them it read every schedule a member was ever on to show one
 * week (docs/performance.md). `PRAGMA optimize` analyses only the tables that changed enough
 * since, within a bounded effort: SQLite's advice for a long-lived connection is once when it
 * opens (0x10002: every table, not only those this connection used) and then periodically.
 */
function keepPlannerStatistics(app: FastifyInstance, db: Kysely<Database>) {
  const optimize = (mask: string) =>
    sql`pragma ${sql.raw(`optimize${mask}`)}`
      .execute(db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'sqlite: pragma optimize failed'));
  void optimize('=0x10002');
  const timer = setInterval(() => void optimize(''), HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
