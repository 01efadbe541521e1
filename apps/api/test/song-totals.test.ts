import { MANAGERS, type SongPage } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { createMigrator, migrateToLatest } from '../src/db/migrate';
import { buildTestApp } from './helper';
import { call, createSong, ownerWithMinistry } from './song-fixtures';

/*
 * The list's total is ministries.song_count (migration 0005), kept by the songs repository;
 * search narrows by a trigram index. These hold both to what the rows say.
 */

const page = async (
  app: Awaited<ReturnType<typeof buildTestApp>>,
  owner: Parameters<typeof call>[1],
  url: string,
) => {
  const response = await call(app, owner, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SongPage>();
};

describe('song totals and the search index', () => {
  it('count a song deleted twice once, and only in its own ministry', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const other = await ownerWithMinistry(app, 'other');
    const song = await createSong(app, owner, ministry.id, { nome: 'Um' });
    await createSong(app, owner, ministry.id, { nome: 'Dois' });
    await createSong(app, other.owner, other.ministry.id, { nome: 'Três' });
    const remove = () =>
      app.repos.songs.softDelete(
        { id: song.id, ministry_id: ministry.id },
        { userId: owner.id, allowed: MANAGERS },
      );
    await Promise.all([remove(), remove()]);
    expect(await app.repos.songs.count(ministry.id)).toBe(1);
    expect(await app.repos.songs.count(other.ministry.id)).toBe(1);
  });

  it('follow many songs written at once, in batches, as one write', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Santo' });
    // The first search is remembered under the ministry's version.
    expect((await page(app, owner, '/api/musicas/busca?termo=santo')).total).toBe(1);
    const many = Array.from({ length: 1_201 }, (_, index) => ({
      nome: index % 100 === 0 ? `Santo ${index}` : `Canção ${index}`,
      artista: 'Ministério Bench',
    }));
    await app.repos.songs.createMany(ministry.id, many);

    expect((await page(app, owner, `/api/musicas?ministerio_id=${ministry.id}`)).total).toBe(1_202);
    const found = await page(app, owner, '/api/musicas/busca?termo=santo&por_pagina=3');
    expect(found.total).toBe(14);
    expect(found.musicas.map((song) => song.nome)).toEqual(['Santo', 'Santo 0', 'Santo 100']);
    const rows = await app.db.selectFrom('songs').select(['busca', 'nome_chave']).execute();
    expect(rows.find((row) => row.nome_chave === 'cancao 7')).toMatchObject({
      busca: 'cancao 7 ministerio bench',
    });
  });

  it('are rebuilt from the songs already there when the migration runs', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    await createSong(app, owner, ministry.id, { nome: 'Adoração ao Rei' });
    await createSong(app, owner, ministry.id, { nome: 'Outra Canção', artista: 'Adoradores' });
    const gone = await createSong(app, owner, ministry.id, { nome: 'Adorarei' });
    await app.repos.songs.softDelete(
      { id: gone.id, ministry_id: ministry.id },
      { userId: owner.id, allowed: MANAGERS },
    );

    const migrator = await createMigrator(app.db, app.dbKind);
    const { error } = await migrator.migrateTo('0004-schedules');
    expect(error).toBeUndefined();
    expect(await migrateToLatest(app.db, app.dbKind)).toEqual([
      '0005-song-search-index',
      '0006-songs-version',
      '0007-home-indexes',
      '0008-data-version',
      '0009-presence-answers',
      '0010-schedule-mail',
      '0011-calendar-feed',
      '0012-account-deletion',
      '0013-record-versions',
      '0014-data-version-at-commit',
      '0015-refresh-tokens',
      '0016-song-charts',
      '0017-member-song-keys',
      '0018-service-order-and-slots',
      '0019-schedule-templates',
      '0020-member-preferences',
      '0021-member-preferences-version',
    ]);

    const list = await page(app, owner, `/api/musicas?ministerio_id=${ministry.id}`);
    expect(list.total).toBe(2);
    const found = await page(app, owner, '/api/musicas/busca?termo=adora');
    expect(found.musicas.map((song) => song.nome)).toEqual(['Adoração ao Rei', 'Outra Canção']);
    expect(found.total).toBe(2);
  });

  it('follow an edit: the new name is found, the old one no longer', async () => {
    const app = await buildTestApp();
    const { owner, ministry } = await ownerWithMinistry(app);
    const song = await createSong(app, owner, ministry.id, { nome: 'Grande é o Senhor' });
    const edit = await call(app, owner, {
      method: 'PUT',
      url: `/api/musicas/${song.id}`,
      payload: { nome: 'Santo Espírito' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await page(app, owner, '/api/musicas/busca?termo=senhor')).total).toBe(0);
    const found = await page(app, owner, '/api/musicas/busca?termo=espirito');
    expect(found.musicas.map((row) => row.nome)).toEqual(['Santo Espírito']);
  });
});
