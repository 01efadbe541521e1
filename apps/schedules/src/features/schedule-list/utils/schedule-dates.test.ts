import { afterAll, describe, expect, it } from 'vitest';
import { calendarLeaf, periodLabel } from './schedule-dates';

const originalZone = process.env['TZ'];
afterAll(() => {
  process.env['TZ'] = originalZone;
});

describe('periodLabel', () => {
  it('names a month as a sentence reads it, in each language', () => {
    expect(periodLabel('pt-BR', { month: 11, year: 2026 })).toBe('novembro de 2026');
    expect(periodLabel('en-US', { month: 11, year: 2026 })).toBe('November 2026');
    expect(periodLabel('pt-BR', { month: 3, year: 2027 })).toBe('março de 2027');
  });

  it('names the whole year by its number', () => {
    expect(periodLabel('pt-BR', { month: null, year: 2026 })).toBe('2026');
    expect(periodLabel('en-US', { month: null, year: 2026 })).toBe('2026');
  });
});

describe.each(['America/Sao_Paulo', 'Pacific/Pago_Pago', 'Asia/Tokyo'])(
  'calendarLeaf in %s',
  (zone) => {
    it('gives weekday, day and month of the wall clock, a late-night vigil included', () => {
      process.env['TZ'] = zone;
      expect(calendarLeaf('pt-BR', '2026-11-14T23:30:00')).toEqual({
        weekday: 'sáb',
        day: '14',
        month: 'nov',
      });
      expect(calendarLeaf('en-US', '2026-11-08T00:00:00')).toEqual({
        weekday: 'Sun',
        day: '8',
        month: 'Nov',
      });
    });
  },
);
