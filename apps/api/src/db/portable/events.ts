import type { DatabaseKind } from '../database';
import type { CellValue } from './values';

/** What a copy carries, whatever it reads from (a database, a portable file) or writes to. */
export interface PortableHeader {
  format: 'levita-portable';
  version: 1;
  /** The database the data came from. */
  source: DatabaseKind;
  /** Migrations applied to the source, in order: its schema version. */
  migrations: string[];
  created_at: string;
}

/**
 * Per table: its columns, its rows in key order (in batches), then how many there were and
 * their checksum (values.ts), which the target must reproduce.
 */
export type PortableEvent =
  | { type: 'table'; name: string; columns: string[] }
  | { type: 'rows'; rows: CellValue[][] }
  | { type: 'end'; name: string; count: number; checksum: string };

export interface PortableSource {
  header: PortableHeader;
  /** Reads every table, the source held still (one snapshot) while `use` runs. */
  read<T>(use: (events: AsyncIterable<PortableEvent>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
