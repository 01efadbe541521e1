import { type Kysely, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { preparedQuery } from '../src/db/prepared-query';
import { buildTestApp, testDatabaseKind, testDatabaseUrl } from './helper';
import { createSong, ownerWithMinistry } from './song-fixtures';

describe('prepared queries', () => {
  it('run the SQL compiled once with each call’s values', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const other = await ownerWithMinistry(app, 'other');
    await createSong(app, owner, ministry.id, { nome: 'Santo' });
    await createSong(app, owner, ministry.id, { nome: 'Aleluia' });
    await createSong(app, other.owner, other.ministry.id, { nome: 'Hosana' });
    const names = preparedQuery(app.db, 2, (ministryId: number, limit: number) =>
      app.db
        .selectFrom('songs')
        .select('nome')
        .where('ministry_id', '=', ministryId)
        .orderBy('nome')
        .limit(limit),
    );

    expect(await names(ministry.id, 10)).toEqual([{ nome: 'Aleluia' }, { nome: 'Santo' }]);
    expect(await names(ministry.id, 1)).toEqual([{ nome: 'Aleluia' }]);
    expect(await names(other.ministry.id, 10)).toEqual([{ nome: 'Hosana' }]);
    expect(await names(999, 10)).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'sqlite')(
    'run on the SQLite file directly when no transaction is open',
    async () => {
      const app = await buildTestApp();
      const { owner, ministry } = await ownerWithMinistry(app);
      await createSong(app, owner, ministry.id, { nome: 'Santo' });
      const names = preparedQuery(app.db, 1, (ministryId: number) =>
        app.db.selectFrom('songs').select('nome').where('ministry_id', '=', ministryId),
      );
      const throughKysely = vi.spyOn(app.db, 'executeQuery');
      expect(await names(ministry.id)).toEqual([{ nome: 'Santo' }]);
      expect(throughKysely).not.toHaveBeenCalled();
    },
  );

  it('never read what an open transaction has not committed', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Santo' });
    const names = preparedQuery(app.db, 1, (ministryId: number) =>
      app.db.selectFrom('songs').select('nome').where('ministry_id', '=', ministryId),
    );
    let duringTransaction: Promise<{ nome: string }[]> | undefined;
    await expect(
      app.db.transaction().execute(async (trx) => {
        await trx.updateTable('songs').set({ nome: 'Rascunho' }).execute();
        // Another request's read, started while this transaction holds the connection.
        duringTransaction = names(ministry.id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await duringTransaction).toEqual([{ nome: 'Santo' }]);
    expect(await names(ministry.id)).toEqual([{ nome: 'Santo' }]);
  });

  it('refuses an argument that is not exactly one bound parameter', async () => {
    const app = await buildTestApp();
    const songs = () => app.db.selectFrom('songs').select('id');
    // Left out of the query (the types refuse it too).
    expect(() =>
      preparedQuery(app.db, 2 as 1, (id: number) => songs().where('id', '=', id)),
    ).toThrow('each of the 2 arguments must be one bound parameter');
    // Used twice.
    expect(() =>
      preparedQuery(app.db, 1, (id: number) =>
        songs().where('id', '=', id).where('ministry_id', '=', id),
      ),
    ).toThrow('each of the 1 arguments must be one bound parameter');
  });

  it.runIf(testDatabaseUrl)(
    'run as named statements on PostgreSQL, each prepared once',
    async () => {
      const app = await buildTestApp();
      await app.db.connection().execute(async (db) => {
        const byId = preparedQuery(db, 1, (id: number) =>
          db.selectFrom('users').select('id').where('id', '=', id),
        );
        await byId(1);
        await byId(2);
        const { rows } = await sql<{
          statement: string;
          generic_plans: string;
          custom_plans: string;
        }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like '%from "users" where "id" = $1'`.execute(db);
        expect(rows).toHaveLength(1);
        // Planned per call or once, it was prepared once and run twice.
        expect(Number(rows[0]!.generic_plans) + Number(rows[0]!.custom_plans)).toBe(2);
      });
    },
  );

  it.runIf(testDatabaseUrl)(
    'prepare a named statement again when its table changed under it',
    async () => {
      const app = await buildTestApp();
      await app.db.connection().execute(async (connection) => {
        const db = connection as unknown as Kysely<Record<string, { id: number }>>;
        await sql`create temp table plan_probe (id integer primary key)`.execute(db);
        await sql`insert into plan_probe values (1)`.execute(db);
        const probe = preparedQuery(db, 1, (id: number) =>
          db.selectFrom('plan_probe').selectAll().where('id', '=', id),
        );
        expect(await probe(1)).toEqual([{ id: 1 }]);
        // What a migration does while a server runs: `select *` now has another shape.
        await sql`alter table plan_probe add column nome text default 'x'`.execute(db);
        expect(await probe(1)).toEqual([{ id: 1, nome: 'x' }]);
      });
    },
  );
});
