import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import { type AnyDb, type Column, columnsOf, readRows, tablesIn } from './database-tables';
import type { PortableEvent } from './events';
import { CopyRefusal } from './refusal';
import { type PortableTable, portableTables } from './tables';
import { type CellValue, TableChecksum } from './values';

export interface FillOptions {
  /** Empty a target that holds data (in the same transaction) instead of refusing. */
  replace: boolean;
  /** How the refusal of a non-empty target names the option that overrides it. */
  replaceHint: string;
}

export interface TableReport {
  name: string;
  rows: number;
  checksum: string;
}

/** Bound parameters per insert stay under SQLite's limit (32766) whatever a table's width. */
const insertSize = (columns: number) => Math.max(1, Math.min(500, Math.floor(30_000 / columns)));

const tableOf = (name: string): PortableTable => {
  const table = portableTables.find((candidate) => candidate.name === name);
  if (!table) throw new CopyRefusal(`The source holds a table unknown to this Levita: ${name}.`);
  return table;
};

/**
 * A row the target's database rejects (a value of the wrong type, a duplicate key, a missing
 * parent row) comes from a damaged or edited source: one line naming the table.
 */
const rowsDoNotFit = (table: string, error: unknown) =>
  new CopyRefusal(
    `Table ${table}: the target rejects the source's rows (${(error as Error).message}); ` +
      'nothing was written.',
  );

/** The first table of `tables` that holds a row, if any. */
export async function holdsData(db: AnyDb, tables: readonly PortableTable[]) {
  for (const table of tables) {
    const { rows } = await sql`select 1 from ${sql.table(table.name)} limit 1`.execute(db);
    if (rows.length) return table.name;
  }
  return undefined;
}

/** Next ids continue after the copied ones, as they would have on the source. */
async function resetSequence(db: AnyDb, kind: DatabaseKind, table: PortableTable) {
  if (table.key !== 'id') return;
  const name = sql.table(table.name);
  if (kind === 'postgres') {
    await sql`
      select setval(pg_get_serial_sequence(${`"${table.name}"`}, 'id'), coalesce(max(id), 1),
        max(id) is not null)
      from ${name}`.execute(db);
    return;
  }
  // SQLite keeps the highest id an autoincrement table ever had, emptied rows included.
  await sql`delete from sqlite_sequence where name = ${table.name}`.execute(db);
  await sql`
    insert into sqlite_sequence (name, seq) select ${table.name}, max(id) from ${name}
    having max(id) is not null`.execute(db);
}

async function checksumOf(db: AnyDb, kind: DatabaseKind, table: PortableTable, columns: Column[]) {
  const checksum = new TableChecksum();
  for await (const rows of readRows(db, kind, table.name, table.key, columns))
    for (const row of rows) checksum.add(row);
  return { count: checksum.count, checksum: checksum.digest() };
}

/**
 * Fills the target with the source's rows, ids kept, in one transaction: a refusal or any
 * failure leaves it as it was. Every table is then counted and checksummed on the target and
 * compared with the source's; a difference rolls everything back and names the table.
 */
export async function fillDatabase(
  db: AnyDb,
  kind: DatabaseKind,
  events: AsyncIterable<PortableEvent>,
  options: FillOptions,
): Promise<TableReport[]> {
  return db.transaction().execute(async (trx) => {
    const present = await tablesIn(trx, kind);
    const known = portableTables.filter((table) => present.has(table.name));
    const occupied = await holdsData(trx, known);
    if (occupied && !options.replace)
      throw new CopyRefusal(
        `The target database already holds data (table ${occupied}); ${options.replaceHint} ` +
          'empties it first, in the same transaction.',
      );
    if (occupied)
      for (const table of [...known].reverse())
        await sql`delete from ${sql.table(table.name)}`.execute(trx);

    const expected: { table: PortableTable; columns: Column[]; count: number; checksum: string }[] =
      [];
    /** Per table, key -> values of the columns the triggers raise while children go in. */
    const raised = new Map<PortableTable, Map<CellValue, CellValue[]>>();
    let current: { table: PortableTable; columns: Column[]; names: string[] } | undefined;
    let inserted = 0;

    for await (const event of events) {
      if (event.type === 'table') {
        const table = tableOf(event.name);
        if (!present.has(table.name))
          throw new CopyRefusal(`The target database has no table ${table.name}.`);
        const columns = await columnsOf(trx, kind, table.name);
        const byName = new Map(columns.map((column) => [column.name, column]));
        const missing = event.columns.filter((name) => !byName.has(name));
        const extra = columns.filter((column) => !event.columns.includes(column.name));
        if (missing.length || extra.length)
          throw new CopyRefusal(
            `Table ${table.name} has other columns in the source and the target (source only: ` +
              `${missing.join(', ') || 'none'}; target only: ` +
              `${extra.map((column) => column.name).join(', ') || 'none'}).`,
          );
        current = {
          table,
          columns: event.columns.map((name) => byName.get(name)!),
          names: event.columns,
        };
        // A source from before migration 0008 has no data_version: nothing to put back.
        const raisedColumns = table.raisedByTriggers ?? [];
        if (raisedColumns.length && raisedColumns.every((name) => event.columns.includes(name)))
          raised.set(table, new Map());
        inserted = 0;
      } else if (event.type === 'rows') {
        if (!current) throw new CopyRefusal('The source sent rows before naming their table.');
        const { table, names } = current;
        const keyIndex = names.indexOf(table.key);
        const raisedIndexes = (table.raisedByTriggers ?? []).map((name) => names.indexOf(name));
        const raisedValues = raised.get(table);
        if (raisedValues)
          for (const row of event.rows)
            raisedValues.set(
              row[keyIndex]!,
              raisedIndexes.map((index) => row[index]!),
            );
        const size = insertSize(names.length);
        for (let start = 0; start < event.rows.length; start += size) {
          const values = event.rows
            .slice(start, start + size)
            .map((row) => Object.fromEntries(names.map((name, index) => [name, row[index]])));
          await trx
            .insertInto(table.name)
            .values(values)
            .execute()
            .catch((error: unknown) => {
              throw rowsDoNotFit(table.name, error);
            });
        }
        inserted += event.rows.length;
      } else {
        if (!current || current.table.name !== event.name)
          throw new CopyRefusal(`The source ended table ${event.name} without starting it.`);
        if (inserted !== event.count)
          throw new CopyRefusal(
            `Table ${event.name}: the source announced ${event.count} rows and sent ${inserted}.`,
          );
        expected.push({ ...current, count: event.count, checksum: event.checksum });
        current = undefined;
      }
    }

    const missing = known.find((table) => !expected.some((done) => done.table === table));
    if (missing) throw new CopyRefusal(`The source has no table ${missing.name}.`);

    // The version raises PostgreSQL defers to the commit (migration 0014) happen now, so the
    // values put back below are the ones that stay.
    if (kind === 'postgres') await sql`set constraints all immediate`.execute(trx);
    for (const [table, values] of raised)
      for (const [key, row] of values)
        await trx
          .updateTable(table.name)
          .set(Object.fromEntries(table.raisedByTriggers!.map((name, index) => [name, row[index]])))
          .where(table.key, '=', key)
          .execute();
    for (const table of known) await resetSequence(trx, kind, table);

    const reports: TableReport[] = [];
    for (const { table, columns, count, checksum } of expected) {
      const found = await checksumOf(trx, kind, table, columns);
      if (found.count !== count)
        throw new CopyRefusal(
          `Table ${table.name}: ${found.count} rows in the target, ${count} in the source; ` +
            'nothing was written.',
        );
      if (found.checksum !== checksum)
        throw new CopyRefusal(
          `Table ${table.name}: its checksum differs between source and target; nothing was written.`,
        );
      reports.push({ name: table.name, rows: count, checksum });
    }
    return reports;
  });
}
