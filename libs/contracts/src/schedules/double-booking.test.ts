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
  const source = (member_id: number, schedule_id: number, horario: string): CommitmentSource => ({
    member_id,
    schedule_id,
    titulo: `Escala ${schedule_id}`,
    data: '2026-11-22',
    horario,
    ministerio: 'Louvor',
  });

  it('keeps clashes per member, naming only what the caller may read', () => {
    const answer = presentConflicts(
      { data: '2026-11-22', horario: '19:00' },
      [
        source(1, 10, '18:00'),
        source(1, 11, '20:00'),
        source(2, 12, '09:00'),
        source(3, 13, '21:00'),
      ],
      (found) => found.schedule_id !== 11,
    );
    expect(answer).toEqual({
      conflitos: [
        {
          membro_id: 1,
          compromissos: [
            {
              escala_id: 10,
              titulo: 'Escala 10',
              ministerio: 'Louvor',
              data: '2026-11-22T18:00:00',
            },
            { escala_id: null, titulo: null, ministerio: null, data: null },
          ],
        },
        {
          membro_id: 3,
          compromissos: [
            {
              escala_id: 13,
              titulo: 'Escala 13',
              ministerio: 'Louvor',
              data: '2026-11-22T21:00:00',
            },
          ],
        },
      ],
    });
  });
});
