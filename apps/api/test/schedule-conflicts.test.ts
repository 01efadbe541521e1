import type { ScheduleConflicts } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { approve, requestAccess, type SignedIn } from './ministry-fixtures';
import { createSchedule, scheduleFixture, sundayService } from './schedule-fixtures';
import { call, createSong } from './song-fixtures';

/*
 * Members already on another published schedule, of any ministry, starting within three hours
 * of the one being built get a warning. A schedule the caller may read is named with its start;
 * one they may not read only flags the member when it is on the same day, so its start cannot
 * be found by asking at one time after another.
 */

async function setup(env: Record<string, string> = {}) {
  const app = await buildTestApp({ env });
  const f = await scheduleFixture(app);
  // Ana also plays in the other ministry.
  const anaThere = await requestAccess(app, f.people.ana, f.other.ministry);
  await approve(app, f.other.owner, anaThere);
  const song = await createSong(app, f.other.owner, f.other.ministry.id, { nome: 'Hino' });
  const elsewhere = (titulo: string, horario: string, publicada = true, data = '2026-11-22') =>
    createSchedule(app, f.other.owner, {
      ministerio_id: f.other.ministry.id,
      titulo,
      data,
      horario,
      publicada,
      musicas_escaladas: [{ musica_id: song.id }],
      membros_escalados: [{ membro_id: anaThere, funcao_id: null }],
    });
  const conflicts = (
    user: SignedIn,
    query: string,
    ministryId = f.ministry.id,
    headers: Record<string, string> = {},
  ) =>
    call(app, user, {
      method: 'GET',
      url: `/api/ministerios/${ministryId}/conflitos?${query}`,
      headers,
    });
  // The owner becomes an active member of the other ministry, so they read its schedules.
  const ownerJoinsOther = async () =>
    approve(app, f.other.owner, await requestAccess(app, f.people.owner, f.other.ministry));
  return { app, f, elsewhere, conflicts, ownerJoinsOther };
}

const sunday = 'data=2026-11-22&horario=19:00';
const byMember = (answer: ScheduleConflicts) =>
  Object.fromEntries(answer.conflitos.map(({ membro_id, ...rest }) => [membro_id, rest]));
const hiddenOnly = { compromissos: [], compromisso_oculto_no_dia: true };

describe('GET /api/ministerios/:id/conflitos', () => {
  it('names the schedules the caller may read starting 3 hours apart or less, with their start', async () => {
    const { app, f, elsewhere, conflicts, ownerJoinsOther } = await setup();
    const rehearsal = await elsewhere('Ensaio da banda', '22:00');
    await elsewhere('Culto da noite', '22:01'); // more than 3 hours
    await elsewhere('Rascunho', '19:00', false); // a draft is not a commitment yet
    const early = await createSchedule(app, f.people.owner, {
      ...sundayService(f),
      titulo: 'Ensaio',
      horario: '16:00',
      membros_escalados: [{ membro_id: f.ids.bruno, funcao_id: f.functions.baixo.id }],
    });

    const before = await conflicts(f.people.owner, sunday);
    expect(before.statusCode, before.body).toBe(200);
    expect(byMember(before.json())).toEqual({
      [f.ids.ana]: hiddenOnly,
      [f.ids.bruno]: {
        compromissos: [
          {
            escala_id: early.id,
            titulo: 'Ensaio',
            ministerio: f.ministry.nome,
            data: '2026-11-22T16:00:00',
          },
        ],
        compromisso_oculto_no_dia: false,
      },
    });

    await ownerJoinsOther();
    const named = await conflicts(f.people.owner, sunday);
    expect(byMember(named.json())[f.ids.ana]).toEqual({
      compromissos: [
        {
          escala_id: rehearsal.id,
          titulo: 'Ensaio da banda',
          ministerio: f.other.ministry.nome,
          data: '2026-11-22T22:00:00',
        },
      ],
      compromisso_oculto_no_dia: false,
    });
  });

  it('tells of a schedule the caller may not read only its day: the same answer at every time asked', async () => {
    const { f, elsewhere, conflicts } = await setup({ CONFLICTS_RATE_LIMIT_PER_USER: '1000' });
    await elsewhere('Ensaio da banda', '22:00');
    await elsewhere('Vigília', '00:30', true, '2026-11-24');
    await elsewhere('Rascunho', '10:00', false, '2026-11-25');

    // Every quarter of an hour of the day, and every minute around 19:00, where a 3-hour
    // window before the 22:00 rehearsal opens.
    const times = new Set<string>();
    const hhmm = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) times.add(hhmm(minutes));
    for (let minutes = 18 * 60 + 50; minutes <= 19 * 60 + 10; minutes++) times.add(hhmm(minutes));
    const bodies = new Set<string>();
    for (const horario of times) {
      const answer = await conflicts(f.people.owner, `data=2026-11-22&horario=${horario}`);
      expect(answer.statusCode, horario).toBe(200);
      bodies.add(answer.body);
    }
    expect([...bodies]).toHaveLength(1);
    const [body] = bodies;
    expect(JSON.parse(body!)).toEqual({
      conflitos: [{ membro_id: f.ids.ana, ...hiddenOnly }],
    });
    for (const secret of ['Ensaio', f.other.ministry.nome, '22:', 'escala_id', 'data'])
      expect(body).not.toContain(secret);

    // Another day tells nothing, even 90 minutes before the vigil across midnight; that day
    // itself flags Ana at any hour; a draft does not count at all.
    const on = async (query: string) => (await conflicts(f.people.owner, query)).json();
    expect(await on('data=2026-11-23&horario=23:00')).toEqual({ conflitos: [] });
    expect(await on('data=2026-11-24&horario=18:00')).toEqual({
      conflitos: [{ membro_id: f.ids.ana, ...hiddenOnly }],
    });
    expect(await on('data=2026-11-25&horario=10:00')).toEqual({ conflitos: [] });
  });

  it('crosses midnight for a schedule the caller may read, and leaves out the schedule being edited', async () => {
    const { app, f, elsewhere, conflicts, ownerJoinsOther } = await setup();
    await ownerJoinsOther();
    const vigil = await elsewhere('Vigília', '01:00');
    const late = await conflicts(f.people.owner, 'data=2026-11-21&horario=23:00');
    expect(byMember(late.json())).toEqual({
      [f.ids.ana]: {
        compromissos: [expect.objectContaining({ escala_id: vigil.id })],
        compromisso_oculto_no_dia: false,
      },
    });

    const mine = await createSchedule(app, f.people.owner, sundayService(f));
    const editing = await conflicts(
      f.people.owner,
      `data=2026-11-22&horario=21:00&escala_id=${mine.id}`,
    );
    expect(editing.json()).toEqual({ conflitos: [] });
    const creating = await conflicts(f.people.owner, 'data=2026-11-22&horario=21:00');
    // In member id order.
    expect(creating.json<ScheduleConflicts>().conflitos.map((e) => e.membro_id)).toEqual(
      [f.ids.ana, f.ids.bruno].sort((a, b) => a - b),
    );
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

  it('answers 429 past CONFLICTS_RATE_LIMIT_PER_USER calls a minute, per user, in their language', async () => {
    const { f, conflicts } = await setup({ CONFLICTS_RATE_LIMIT_PER_USER: '3' });
    for (const horario of ['19:00', '19:15', '19:30'])
      expect(
        (await conflicts(f.people.owner, `data=2026-11-22&horario=${horario}`)).statusCode,
      ).toBe(200);
    const limited = await conflicts(f.people.owner, 'data=2026-11-22&horario=19:45');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/),
    });
    const english = await conflicts(f.people.owner, sunday, f.ministry.id, {
      'accept-language': 'en-US',
    });
    expect(english.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Another user has their own count.
    expect((await conflicts(f.people.admin, sunday)).statusCode).toBe(200);
  });
});
