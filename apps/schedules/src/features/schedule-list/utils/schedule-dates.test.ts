import { afterAll, describe, expect, it } from 'vitest';
import { calendarLeaf } from './schedule-dates';

const originalZone = process.env['TZ'];
afterAll(() => {
  process.env['TZ'] = originalZone;
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
