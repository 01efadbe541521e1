import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testDatabaseKind } from './helper';
import {
  assignFunction,
  createSchedule,
  markUnavailable,
  scheduleFixture,
  sundayService,
} from './schedule-fixtures';

/*
 * ministries.data_version (migration 0008) is raised by the database on every write to a
 * ministry's data, whatever wrote it: the home's answers kept in memory are checked against it
 * (http/answer-cache.ts). The writes here go straight to the tables, as no route would, so
 * only the triggers can raise it.
 */

const versionOf = async (app: FastifyInstance, ministryId: number) =>
  (
    await app.db
      .selectFrom('ministries')
      .select('data_version')
      .where('id', '=', ministryId)
      .executeTakeFirstOrThrow()
  ).data_version;

const now = () => new Date().toISOString();

describe('the data version of a ministry', () => {
  it('rises with an insert, an update and a delete on each table of its data, and only its own', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const schedule = await createSchedule(app, f.people.owner, sundayService(f));
    const [scheduled] = await app.db
      .selectFrom('schedule_members')
      .select('id')
      .where('schedule_id', '=', schedule.id)
      .orderBy('id')
      .execute();
    const db = app.db;
    const writes: Record<string, () => Promise<unknown>> = {
      'members update': () =>
        db.updateTable('members').set({ updated_at: now() }).where('id', '=', f.ids.ana).execute(),
      'functions insert': () =>
        app.repos.functions.create(
          f.ministry.id,
          { nome: 'Teclado 2', descricao: '', icone: 'piano' },
          undefined,
        ),
      'functions update': () =>
        db
          .updateTable('functions')
          .set({ descricao: 'Base' })
          .where('id', '=', f.functions.baixo.id)
          .execute(),
      'member_functions insert': () => assignFunction(app, f.ids.bruno, f.functions.vocal.id),
      'member_functions delete': () =>
        db.deleteFrom('member_functions').where('member_id', '=', f.ids.bruno).execute(),
      'unavailabilities insert': () => markUnavailable(app, f.ids.ana, '2026-12-01', '2026-12-03'),
      'unavailabilities update': () =>
        db
          .updateTable('unavailabilities')
          .set({ justificativa: 'Férias' })
          .where('member_id', '=', f.ids.ana)
          .execute(),
      'songs update': () =>
        db.updateTable('songs').set({ bpm: 72 }).where('id', '=', f.songs[2]!.id).execute(),
      'schedules update': () =>
        db
          .updateTable('schedules')
          .set({ titulo: 'Culto da Família' })
          .where('id', '=', schedule.id)
          .execute(),
      'schedule_songs update': () =>
        db
          .updateTable('schedule_songs')
          .set({ tom_alterado: 'E' })
          .where('schedule_id', '=', schedule.id)
          .execute(),
      'schedule_songs delete': () =>
        db.deleteFrom('schedule_songs').where('song_id', '=', f.songs[1]!.id).execute(),
      'schedule_members update': () =>
        db
          .updateTable('schedule_members')
          .set({ confirmado: 1 })
          .where('id', '=', scheduled!.id)
          .execute(),
      'schedule_member_functions update': () =>
        db
          .updateTable('schedule_member_functions')
          .set({ observacao: 'Violão e voz' })
          .where('schedule_member_id', '=', scheduled!.id)
          .execute(),
      'schedule_member_functions delete': () =>
        db
          .deleteFrom('schedule_member_functions')
          .where('schedule_member_id', '=', scheduled!.id)
          .execute(),
      'schedule_items insert': () =>
        db
          .insertInto('schedule_items')
          .values({
            schedule_id: schedule.id,
            tipo: 'oracao',
            titulo: 'Oração',
            duracao_minutos: 3,
            observacoes: null,
            responsavel_id: null,
            apos_musicas: 0,
            ordem: 1,
          })
          .execute(),
      'schedule_items update': () =>
        db
          .updateTable('schedule_items')
          .set({ duracao_minutos: 5 })
          .where('schedule_id', '=', schedule.id)
          .execute(),
      'schedule_slots insert': () =>
        db
          .insertInto('schedule_slots')
          .values({
            schedule_id: schedule.id,
            function_id: f.functions.vocal.id,
            quantidade: 2,
            ordem: 1,
          })
          .execute(),
      'schedule_slots delete': () =>
        db.deleteFrom('schedule_slots').where('schedule_id', '=', schedule.id).execute(),
      // Cascades run no application code: the schedule's lists go with it.
      'schedules delete (cascading to its lists)': () =>
        db.deleteFrom('schedules').where('id', '=', schedule.id).execute(),
      // A person's account deleted: their membership goes by cascade.
      'users delete (cascading to members)': () =>
        db.deleteFrom('users').where('id', '=', f.people.admin.id).execute(),
    };

    const otherBefore = await versionOf(app, f.other.ministry.id);
    for (const [write, run] of Object.entries(writes)) {
      const before = await versionOf(app, f.ministry.id);
      await run();
      expect(await versionOf(app, f.ministry.id), write).toBeGreaterThan(before);
    }
    expect(await versionOf(app, f.other.ministry.id)).toBe(otherBefore);
  });

  it('rises with every schedule written through the API, its lists included', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const before = await versionOf(app, f.ministry.id);
    await createSchedule(app, f.people.owner, sundayService(f));
    expect(await versionOf(app, f.ministry.id)).toBeGreaterThan(before);
  });

  it('is raised once per transaction on PostgreSQL, at its commit, however much it writes', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const before = await versionOf(app, f.ministry.id);
    await app.repos.songs.createMany(
      f.ministry.id,
      Array.from({ length: 300 }, (_, index) => ({ nome: `Canção ${index}`, artista: 'Banda' })),
    );
    const raised = (await versionOf(app, f.ministry.id)) - before;
    // One INSERT of 300 rows: SQLite's row triggers raise it per row.
    expect(raised).toBe(testDatabaseKind === 'postgres' ? 1 : 300);

    // A schedule's creation writes four tables in several statements.
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    const afterSave = await versionOf(app, f.ministry.id);
    if (testDatabaseKind === 'postgres') expect(afterSave).toBe(before + raised + 1);
    else expect(afterSave).toBeGreaterThan(before + raised + 1);
    expect(created.id).toBeGreaterThan(0);
  });

  it('is kept by triggers the migration made, on the tables it names', async () => {
    const app = await buildTestApp();
    const names =
      testDatabaseKind === 'postgres'
        ? await sql<{ name: string }>`
            select tgname as name from pg_trigger
            where tgname like '%data_version_at_commit' and tgdeferrable and tginitdeferred
            and tgrelid in (
              select oid from pg_class where relnamespace = current_schema()::regnamespace
            )`.execute(app.db)
        : await sql<{ name: string }>`
            select name from sqlite_master where type = 'trigger' and name like '%data_version'`.execute(
            app.db,
          );
    // 11 tables (9 of migration 0008, 2 of 0018): on SQLite 3 events each; on PostgreSQL one
    // trigger per table, deferred to the commit (migration 0014).
    expect(names.rows).toHaveLength(testDatabaseKind === 'postgres' ? 11 : 33);
  });
});
