import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { type CellValue, cellValue } from './values';

/** Any database handle or transaction: tables are named at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

export interface Column {
  name: string;
  /** bigint arrives as text from pg: read back as a number. */
  integer: boolean;
  binary: boolean;
  text: boolean;
}

/**
 * The application's tables in the database: Kysely's bookkeeping, SQLite's own tables and
 * the full-text index (a virtual table and its shadow tables) left out.
 */
export async function tablesIn(db: AnyDb, kind: DatabaseKind): Promise<Set<string>> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : await sql<{ name: string }>`
          select name from pragma_table_list where schema = 'main' and type = 'table'`.execute(db);
  return new Set(
    rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_')),
  );
}

export async function columnsOf(db: AnyDb, kind: DatabaseKind, table: string): Promise<Column[]> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ name: string; type: string }>`
          select column_name as name, data_type as type from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}
          order by ordinal_position`.execute(db)
      : await sql<{ name: string; type: string }>`
          select name, type from pragma_table_info(${table}) order by cid`.execute(db);
  return rows.map(({ name, type }) => {
    const lower = type.toLowerCase();
    return {
      name,
      integer: /int/.test(lower),
      binary: lower === 'bytea' || lower === 'blob',
      text: lower === 'text' || lower.startsWith('character'),
    };
  });
}

/**
 * The key in byte order on both databases: PostgreSQL would otherwise sort text by the
 * server's collation and the checksums would walk the rows in another order.
 */
const orderedKey = (kind: DatabaseKind, key: Column) =>
  kind === 'postgres' && key.text ? sql`${sql.ref(key.name)} collate "C"` : sql.ref(key.name);

/** Rows per read: a few when rows carry images, so memory stays small. */
export const readBatchSize = (columns: readonly Column[]) =>
  columns.some((column) => column.binary) ? 16 : 500;

/**
 * A table's rows in key order, in batches read by key (not by offset), each row its values
 * in `columns`' order.
 */
export async function* readRows(
  db: AnyDb,
  kind: DatabaseKind,
  table: string,
  keyName: string,
  columns: readonly Column[],
): AsyncGenerator<CellValue[][]> {
  const key = columns.find((column) => column.name === keyName);
  if (!key) throw new Error(`${table} has no column ${keyName}`);
  const keyIndex = columns.indexOf(key);
  const limit = readBatchSize(columns);
  const selected = sql.join(columns.map((column) => sql.ref(column.name)));
  let last: CellValue | undefined;
  for (;;) {
    const after = last === undefined ? sql`` : sql`where ${orderedKey(kind, key)} > ${last}`;
    const { rows } = await sql<Record<string, unknown>>`
      select ${selected} from ${sql.table(table)} ${after}
      order by ${orderedKey(kind, key)} limit ${limit}`.execute(db);
    if (!rows.length) return;
    const batch = rows.map((row) =>
      columns.map((column) => cellValue(row[column.name], column.integer)),
    );
    yield batch;
    last = batch[batch.length - 1]![keyIndex]!;
    if (rows.length < limit) return;
  }
}
