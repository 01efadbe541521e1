import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { tablesIn } from '../src/db/portable/database-tables';
import { portableTables } from '../src/db/portable/tables';
import { buildTestApp, testDatabaseKind } from './helper';

// Backups and copies walk portableTables: a table a migration adds must be in it, after the
// tables it points to, or a backup would silently leave it out or a copy break its keys.
describe(`the portable table list on ${testDatabaseKind}`, () => {
  it('names every table the migrations create', async () => {
    const app = await buildTestApp();
    const names = portableTables.map((table) => table.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...(await tablesIn(app.db, app.dbKind))].sort()).toEqual([...names].sort());
  });

  it('puts every table after the tables its foreign keys point to', async () => {
    const app = await buildTestApp();
    const { rows } =
      app.dbKind === 'postgres'
        ? await sql<{ source: string; target: string }>`
            select cl.relname as source, ref.relname as target from pg_constraint c
            join pg_class cl on cl.oid = c.conrelid
            join pg_class ref on ref.oid = c.confrelid
            join pg_namespace n on n.oid = cl.relnamespace
            where c.contype = 'f' and n.nspname = current_schema()`.execute(app.db)
        : await sql<{ source: string; target: string }>`
            select t.name as source, f."table" as target
            from pragma_table_list t, pragma_foreign_key_list(t.name) f
            where t.schema = 'main' and t.type = 'table'`.execute(app.db);
    expect(rows.length).toBeGreaterThan(10);
    const position = (name: string) => portableTables.findIndex((table) => table.name === name);
    for (const { source, target } of rows)
      if (source !== target)
        expect(position(target), `${source} -> ${target}`).toBeLessThan(position(source));
  });

  it('names each table by a key its rows are unique by', async () => {
    const app = await buildTestApp();
    for (const table of portableTables) {
      const { rows } =
        app.dbKind === 'postgres'
          ? await sql<{ column: string }>`
              select a.attname as column from pg_index i
              join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
              where i.indisprimary and i.indrelid = ${`"${table.name}"`}::regclass`.execute(app.db)
          : await sql<{ column: string }>`
              select name as column from pragma_table_info(${table.name}) where pk > 0`.execute(
              app.db,
            );
      expect(
        rows.map((row) => row.column),
        table.name,
      ).toEqual([table.key]);
    }
  });
});
