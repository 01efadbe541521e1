import { describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared-query';
import { buildTestApp } from './helper';
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
});
