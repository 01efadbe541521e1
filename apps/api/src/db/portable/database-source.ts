import { isoNow } from '../clock';
import type { DatabaseKind } from '../database';
import { recordedMigrations } from '../migrate';
import { type AnyDb, columnsOf, readRows, tablesIn } from './database-tables';
import type { PortableEvent, PortableSource } from './events';
import { CopyRefusal } from './refusal';
import { portableTables } from './tables';
import { TableChecksum } from './values';

/** Migrations the database has applied, in the order they ran (their names sort so). */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  return [...(await recordedMigrations(db))].sort();
}

async function* tableEvents(db: AnyDb, kind: DatabaseKind): AsyncGenerator<PortableEvent> {
  const present = await tablesIn(db, kind);
  for (const table of portableTables) {
    if (!present.has(table.name)) continue;
    const columns = await columnsOf(db, kind, table.name);
    yield { type: 'table', name: table.name, columns: columns.map((column) => column.name) };
    const checksum = new TableChecksum();
    for await (const rows of readRows(db, kind, table.name, table.key, columns)) {
      for (const row of rows) checksum.add(row);
      yield { type: 'rows', rows };
    }
    yield { type: 'end', name: table.name, count: checksum.count, checksum: checksum.digest() };
  }
}

/**
 * A Levita database as a source. Its tables are read in one transaction (repeatable read on
 * PostgreSQL), so a server writing meanwhile cannot make the copy mix two moments.
 */
export async function databaseSource(
  db: AnyDb,
  kind: DatabaseKind,
  close: () => Promise<void> = () => db.destroy(),
): Promise<PortableSource> {
  const migrations = await appliedMigrations(db);
  if (!migrations.length) {
    await close();
    throw new CopyRefusal('The source is not a Levita database: it records no migrations.');
  }
  return {
    header: {
      format: 'levita-portable',
      version: 1,
      source: kind,
      migrations,
      created_at: isoNow(),
    },
    read: (use) =>
      kind === 'postgres'
        ? db
            .transaction()
            .setIsolationLevel('repeatable read')
            .execute((trx) => use(tableEvents(trx, kind)))
        : db.transaction().execute((trx) => use(tableEvents(trx, kind))),
    close,
  };
}
