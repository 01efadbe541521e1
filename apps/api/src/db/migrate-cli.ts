// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

try {
  const config = loadConfig();
  const { db, kind } = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(db, kind);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : `${kind}: already up to date`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
