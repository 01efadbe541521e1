import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { type DatabaseKind, openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
  }
}

/** Opens the database, brings its schema up to date and closes it with the server. */
export const databasePlugin = fp(
  async (app: FastifyInstance, { database }: { database: AppConfig['database'] }) => {
    const { db, kind } = openDatabase(database);
    try {
      const applied = await migrateToLatest(db, kind);
      if (applied.length) app.log.info({ applied }, `${kind} migrations applied`);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.decorate('dbKind', kind);
    // Runs after in-flight requests finished: fastify calls onClose once the server stopped.
    app.addHook('onClose', async () => db.destroy());
  },
  { name: 'database' },
);
