import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { createSchedule, putSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { call } from './song-fixtures';

// A probe found that on PostgreSQL a confirmation answered 200 was lost when saves of the same
// schedule ran beside it (the save rewrote the member rows with what it had read before).
describe('presence confirmed while the schedule is being saved', () => {
  it('keeps every confirmation answered 200, whatever order the saves and the confirm run in', async () => {
    const app = await buildTestApp();
    const f = await scheduleFixture(app);
    const created = await createSchedule(app, f.people.owner, sundayService(f));
    const save = (titulo: string) =>
      putSchedule(app, f.people.owner, created.id, sundayService(f, { titulo }));
    const confirm = () =>
      call(app, f.people.ana, { method: 'POST', url: `/api/escalas/${created.id}/confirmar` });

    for (let round = 0; round < 40; round++) {
      await app.db
        .updateTable('schedule_members')
        .set({ confirmado: 0, confirmado_em: null })
        .where('schedule_id', '=', created.id)
        .execute();
      // The confirm starts 0-9 ms after the saves, so across rounds it lands in every step
      // of their transactions.
      const late = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const answers = await Promise.all([
        save(`Culto ${round} A`),
        late(round % 10).then(confirm),
        save(`Culto ${round} B`),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

      const ana = await app.repos.schedules.scheduledMember(created.id, f.ids.ana);
      expect({ round, confirmado: ana?.confirmado }).toEqual({ round, confirmado: 1 });
    }
  });
});
