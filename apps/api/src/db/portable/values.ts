import { createHash } from 'node:crypto';

/** A column value as both databases give it once read: bytes, text, a number or null. */
export type CellValue = Buffer | string | number | null;

/** A value in the portable file: bytes travel as base64, tagged so text stays text. */
export type PortableValue = string | number | null | { base64: string };

export function toPortable(value: CellValue): PortableValue {
  return Buffer.isBuffer(value) ? { base64: value.toString('base64') } : value;
}

export function fromPortable(value: PortableValue): CellValue {
  return value !== null && typeof value === 'object' ? Buffer.from(value.base64, 'base64') : value;
}

/**
 * What a driver answered, as the same value on both databases: pg gives bigint as text and
 * better-sqlite3 may give a bigint; blobs are Buffers on both.
 */
export function cellValue(value: unknown, integer: boolean): CellValue {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (typeof value === 'bigint') return Number(value);
  if (integer && typeof value === 'string') return Number(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new Error(`unexpected value of type ${typeof value}`);
}

/**
 * SHA-256 over a table's rows in key order, each row its values in column order as the
 * portable file writes them: the same data gives the same sum on SQLite and PostgreSQL.
 */
export class TableChecksum {
  private readonly hash = createHash('sha256');
  count = 0;

  add(row: readonly CellValue[]) {
    this.hash.update(`${JSON.stringify(row.map(toPortable))}\n`);
    this.count++;
  }

  digest() {
    return this.hash.digest('hex');
  }
}
