import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { type FillOptions, type TableReport, fillDatabase } from './database-target';
import type { PortableSource } from './events';
import { prepareTarget } from './versions';

/**
 * The source's rows into the target database: the target is migrated to the source's version
 * (outside the transaction: a migration cannot run inside one on both databases), filled and
 * checked in one transaction, then migrated to this code's latest version.
 */
export async function copyInto(
  source: PortableSource,
  target: DatabaseHandle,
  options: FillOptions,
): Promise<TableReport[]> {
  await prepareTarget(target.db, target.kind, source.header.migrations);
  const reports = await source.read((events) =>
    fillDatabase(target.db, target.kind, events, options),
  );
  await migrateToLatest(target.db, target.kind);
  return reports;
}
