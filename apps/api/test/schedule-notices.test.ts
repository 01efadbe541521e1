import { describe, expect, it } from 'vitest';
import { scheduleStart } from '../src/calendar/schedule-start';
import { createUnsubscribeTokens } from '../src/mail/unsubscribe-token';
import {
  type Play,
  planScheduleNotices,
  type ScheduleParts,
} from '../src/notifications/plan-schedule-notices';

const violao: Play = { function_id: 1, nome: 'Violão' };
const vocal: Play = { function_id: 2, nome: 'Vocal' };
const today = '2026-11-20';

const parts = (changes: Partial<ScheduleParts> = {}): ScheduleParts => ({
  id: 7,
  ministry_id: 1,
  titulo: 'Culto',
  data: '2026-11-22',
  horario: '19:00',
  local: null,
  publicada: true,
  finalizada: false,
  people: new Map([
    [10, [violao]],
    [11, [vocal]],
  ]),
  ...changes,
});

describe('planScheduleNotices', () => {
  it('tells everyone when a schedule is published, new or from a draft', () => {
    const published = [
      { user_id: 10, kind: 'escala_publicada' },
      { user_id: 11, kind: 'escala_publicada' },
    ];
    expect(planScheduleNotices(undefined, parts(), today)).toEqual(published);
    expect(planScheduleNotices(parts({ publicada: false }), parts(), today)).toEqual(published);
  });

  it('sends nothing for drafts, finished or past schedules', () => {
    const draft = parts({ publicada: false });
    expect(planScheduleNotices(undefined, draft, today)).toEqual([]);
    expect(
      planScheduleNotices(draft, parts({ publicada: false, horario: '18:00' }), today),
    ).toEqual([]);
    expect(planScheduleNotices(parts(), parts({ finalizada: true }), today)).toEqual([]);
    expect(planScheduleNotices(undefined, parts({ data: '2026-11-19' }), today)).toEqual([]);
    expect(planScheduleNotices(parts({ data: '2026-11-19' }), undefined, today)).toEqual([]);
    // Unpublishing says nothing: the draft is the leader's until published again.
    expect(planScheduleNotices(parts(), draft, today)).toEqual([]);
  });

  it('tells only those whose part changed, every change in one notice', () => {
    const after = parts({
      horario: '18:00',
      people: new Map([
        [10, [vocal]],
        [12, [violao]],
      ]),
    });
    expect(planScheduleNotices(parts(), after, today)).toEqual([
      {
        user_id: 10,
        kind: 'escala_alterada',
        change: {
          previous_functions: ['Violão'],
          moved_from: { data: '2026-11-22', horario: '19:00' },
        },
      },
      { user_id: 12, kind: 'escala_alterada', change: { added: true } },
      { user_id: 11, kind: 'escala_alterada', change: { removed: true } },
    ]);
  });

  it('does not count a renamed function as a change, nor an unchanged save', () => {
    const renamed = parts({
      people: new Map([
        [10, [{ function_id: 1, nome: 'Violão base' }]],
        [11, [vocal]],
      ]),
    });
    expect(planScheduleNotices(parts(), renamed, today)).toEqual([]);
    expect(planScheduleNotices(parts(), parts({ titulo: 'Outro título' }), today)).toEqual([]);
  });

  it('tells everyone on a deleted published schedule that it is cancelled', () => {
    expect(planScheduleNotices(parts(), undefined, today)).toEqual([
      { user_id: 10, kind: 'escala_cancelada' },
      { user_id: 11, kind: 'escala_cancelada' },
    ]);
  });
});

describe('scheduleStart', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(scheduleStart('2026-11-22', '19:00', 'America/Sao_Paulo').toISOString()).toBe(
      '2026-11-22T22:00:00.000Z',
    );
    expect(scheduleStart('2026-07-01', '09:30', 'Europe/Lisbon').toISOString()).toBe(
      '2026-07-01T08:30:00.000Z',
    );
  });

  it('lands right on both sides of a daylight-saving change', () => {
    // New York moves from EST (-5) to EDT (-4) at 02:00 on 2026-03-08.
    expect(scheduleStart('2026-03-08', '01:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:00:00.000Z',
    );
    expect(scheduleStart('2026-03-08', '10:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });
});

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a-secret-long-enough-for-the-tests-0123456789');

  it('name the person and the kind of e-mail, and refuse any change to them', () => {
    const token = tokens.sign(42, 'lembretes');
    expect(tokens.verify(token)).toEqual({ userId: 42, topic: 'lembretes' });
    expect(tokens.verify(token.replace('42.', '43.'))).toBeUndefined();
    expect(tokens.verify(token.replace('lembretes', 'avisos_escala'))).toBeUndefined();
    expect(tokens.verify(`${token}x`)).toBeUndefined();
    const other = createUnsubscribeTokens('another-secret-long-enough-for-the-tests-0123');
    expect(other.verify(token)).toBeUndefined();
  });
});
