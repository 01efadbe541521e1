import type { ScheduleConflicts } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { approve, requestAccess, type SignedIn } from './ministry-fixtures';
import { createSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { call, createSong } from './song-fixtures';

/*
 * Issue 25 item 3: members already on another published schedule, of any ministry, starting
 * within three hours of the one being built get a warning; the other schedule is named only
 * for a caller who may read it.
 */

async function setup() {
  const app = await buildTestApp();
  const f = await scheduleFixture(app);
  // Ana also plays in the other ministry.
  const anaThere = await requestAccess(app, f.people.ana, f.other.ministry);
  await approve(app, f.other.owner, anaThere);
  const song = await createSong(app, f.other.owner, f.other.ministry.id, { nome: 'Hino' });
  const elsewhere = (titulo: string, horario: string, publicada = true) =>
    createSchedule(app, f.other.owner, {
      ministerio_id: f.other.ministry.id,
      titulo,
      data: '2026-11-22',
      horario,
      publicada,
      musicas_escaladas: [{ musica_id: song.id }],
      membros_escalados: [{ membro_id: anaThere, funcao_id: null }],
    });
  const conflicts = (user: SignedIn, query: string, ministryId = f.ministry.id) =>
    call(app, user, { method: 'GET', url: `/api/ministerios/${ministryId}/conflitos?${query}` });
  return { app, f, elsewhere, conflicts };
}

const sunday = 'data=2026-11-22&horario=19:00';

describe('GET /api/ministerios/:id/conflitos', () => {
  it('warns about schedules starting 3 hours apart or less, naming only those the caller may read', async () => {
    const { app, f, elsewhere, conflicts } = await setup();
    const rehearsal = await elsewhere('Ensaio da banda', '22:00');
    await elsewhere('Culto da noite', '22:01'); // more than 3 hours
    await elsewhere('Rascunho', '19:00', false); // a draft is not a commitment yet
    const early = await createSchedule(app, f.people.owner, {
      ...sundayService(f),
      titulo: 'Ensaio',
      horario: '16:00',
      membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
    });

    const hidden = await conflicts(f.people.owner, sunday);
    expect(hidden.statusCode, hidden.body).toBe(200);
    const byMember = (answer: ScheduleConflicts) =>
      Object.fromEntries(answer.conflitos.map((entry) => [entry.membro_id, entry.compromissos]));
    expect(byMember(hidden.json())).toEqual({
      [f.ids.ana]: [{ escala_id: null, titulo: null, ministerio: null, data: null }],
      [f.ids.bruno]: [
        {
          escala_id: early.id,
          titulo: 'Ensaio',
          ministerio: f.ministry.nome,
          data: '2026-11-22T16:00:00',
        },
      ],
    });

    // Once the owner is an active member of the other ministry, they read its schedules.
    await approve(app, f.other.owner, await requestAccess(app, f.people.owner, f.other.ministry));
    const named = await conflicts(f.people.owner, sunday);
    expect(byMember(named.json())[f.ids.ana]).toEqual([
      {
        escala_id: rehearsal.id,
        titulo: 'Ensaio da banda',
        ministerio: f.other.ministry.nome,
        data: '2026-11-22T22:00:00',
      },
    ]);
  });

  it('crosses midnight, and leaves out the schedule being edited', async () => {
    const { app, f, elsewhere, conflicts } = await setup();
    await elsewhere('Vigília', '01:00');
    const vigil = await conflicts(f.people.owner, 'data=2026-11-21&horario=23:00');
    expect(vigil.json<ScheduleConflicts>().conflitos.map((entry) => entry.membro_id)).toEqual([
      f.ids.ana,
    ]);

    const mine = await createSchedule(app, f.people.owner, sundayService(f));
    const editing = await conflicts(f.people.owner, `${sunday}&escala_id=${mine.id}`);
    expect(editing.json()).toEqual({ conflitos: [] });
    const creating = await conflicts(f.people.owner, sunday);
    expect(
      creating
        .json<ScheduleConflicts>()
        .conflitos.map((e) => e.membro_id)
        .sort(),
    ).toEqual([f.ids.ana, f.ids.bruno].sort());
  });

  it('is for admin rights, and for the leader of the schedule being edited', async () => {
    const { app, f, conflicts } = await setup();
    expect((await conflicts(f.people.admin, sunday)).statusCode).toBe(200);
    expect((await conflicts(f.people.bruno, sunday)).statusCode).toBe(403);
    const led = await createSchedule(
      app,
      f.people.owner,
      sundayService(f, { responsavel_id: f.ids.bruno }),
    );
    const notLed = await createSchedule(app, f.people.owner, sundayService(f));
    expect((await conflicts(f.people.bruno, `${sunday}&escala_id=${led.id}`)).statusCode).toBe(200);
    expect((await conflicts(f.people.bruno, `${sunday}&escala_id=${notLed.id}`)).statusCode).toBe(
      403,
    );
    const mismatch = await conflicts(
      f.other.owner,
      `${sunday}&escala_id=${led.id}`,
      f.other.ministry.id,
    );
    expect(mismatch.statusCode).toBe(404);
  });

  it('refuses a malformed date or time', async () => {
    const { f, conflicts } = await setup();
    for (const query of [
      'data=22/11/2026&horario=19:00',
      'data=2026-11-22&horario=25:00',
      'data=2026-11-22',
    ])
      expect((await conflicts(f.people.owner, query)).statusCode).toBe(400);
  });
});
