import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh schema on the PostgreSQL server at `url` (DATABASE_URL and DATABASE_SCHEMA for the
 * server), or why there is none. `onCleanup` receives what drops it again.
 */
export async function postgresSchema(
  url: string,
  onCleanup: (drop: () => Promise<void>) => void,
): Promise<Record<string, string> | string> {
  const admin = () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  const schema = `levita_bench_${randomBytes(6).toString('hex')}`;
  const client = admin();
  try {
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    return `no PostgreSQL server answers at ${url} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  onCleanup(async () => {
    const dropper = admin();
    await dropper.connect();
    try {
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
    } finally {
      await dropper.end();
    }
  });
  return { DATABASE_URL: url, DATABASE_SCHEMA: schema };
}
