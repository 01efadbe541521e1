import { describe, expect, it } from 'vitest';
import { daysAround, presentConflicts, startsClash, type CommitmentSource } from './double-booking';

describe('startsClash', () => {
  const sunday = { data: '2026-11-22', horario: '19:00' };

  it('clashes when the starts are three hours apart or less, either way', () => {
    expect(startsClash(sunday, { data: '2026-11-22', horario: '22:00' })).toBe(true);
    expect(startsClash(sunday, { data: '2026-11-22', horario: '16:00' })).toBe(true);
    expect(startsClash(sunday, { data: '2026-11-22', horario: '19:00' })).toBe(true);
    expect(startsClash(sunday, { data: '2026-11-22', horario: '22:01' })).toBe(false);
    expect(startsClash(sunday, { data: '2026-11-22', horario: '15:59' })).toBe(false);
  });

  it('crosses midnight on the wall clock', () => {
    const vigil = { data: '2026-11-21', horario: '23:30' };
    expect(startsClash(vigil, { data: '2026-11-22', horario: '02:00' })).toBe(true);
    expect(startsClash(vigil, { data: '2026-11-22', horario: '02:31' })).toBe(false);
    expect(startsClash(vigil, { data: '2026-11-22', horario: '23:30' })).toBe(false);
  });
});

describe('daysAround', () => {
  it('is the day before and the day after, across months and years', () => {
    expect(daysAround('2026-11-22')).toEqual({ from: '2026-11-21', to: '2026-11-23' });
    expect(daysAround('2027-01-01')).toEqual({ from: '2026-12-31', to: '2027-01-02' });
  });
});

describe('presentConflicts', () => {
  const source = (
    member_id: number,
    schedule_id: number,
    horario: string,
    data = '2026-11-22',
  ): CommitmentSource => ({
    member_id,
    schedule_id,
    titulo: `Escala ${schedule_id}`,
    data,
    horario,
    ministerio: 'Louvor',
  });
  const named = (escala_id: number, data: string) => ({
    escala_id,
    titulo: `Escala ${escala_id}`,
    ministerio: 'Louvor',
    data,
  });
  const hidden = new Set([11, 14, 15, 16]);
  const mayRead = (found: CommitmentSource) => !hidden.has(found.schedule_id);
  const found = [
    source(1, 10, '18:00'),
    source(1, 11, '20:00'),
    source(2, 12, '09:00'),
    source(4, 14, '06:00'),
    source(4, 15, '01:00', '2026-11-23'),
    source(5, 16, '21:30', '2026-11-21'),
    source(3, 13, '21:00'),
  ];

  it('names the readable clashes within three hours, per member in id order', () => {
    const answer = presentConflicts({ data: '2026-11-22', horario: '19:00' }, found, mayRead);
    expect(answer).toEqual({
      conflitos: [
        {
          membro_id: 1,
          compromissos: [named(10, '2026-11-22T18:00:00')],
          compromisso_oculto_no_dia: true,
        },
        {
          membro_id: 3,
          compromissos: [named(13, '2026-11-22T21:00:00')],
          compromisso_oculto_no_dia: false,
        },
        // 13 hours apart, but hidden and on the same day.
        { membro_id: 4, compromissos: [], compromisso_oculto_no_dia: true },
      ],
    });
  });

  it('tells the same of a hidden schedule at every minute of the day asked, and nothing of other days', () => {
    const hiddenOnly = found.filter((entry) => hidden.has(entry.schedule_id));
    const answers = new Set<string>();
    for (let minute = 0; minute < 24 * 60; minute++) {
      const horario = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      answers.add(
        JSON.stringify(presentConflicts({ data: '2026-11-22', horario }, hiddenOnly, mayRead)),
      );
    }
    expect([...answers].map((answer) => JSON.parse(answer))).toEqual([
      {
        conflitos: [
          { membro_id: 1, compromissos: [], compromisso_oculto_no_dia: true },
          { membro_id: 4, compromissos: [], compromisso_oculto_no_dia: true },
        ],
      },
    ]);
  });
});
