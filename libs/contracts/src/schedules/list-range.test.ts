import { describe, expect, it } from 'vitest';
import { scheduleListRange } from './list-range';

describe('scheduleListRange', () => {
  it('covers every day, newest first, when nothing is asked', () => {
    expect(scheduleListRange({}, '2026-11-29')).toEqual({
      from: undefined,
      to: undefined,
      ascending: false,
    });
  });

  it('takes a month of this year, a whole year, or a range of days, oldest first', () => {
    expect(scheduleListRange({ mes: 2 }, '2026-11-29')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      ascending: true,
    });
    expect(scheduleListRange({ ano: 2025 }, '2026-11-29')).toMatchObject({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(
      scheduleListRange({ data_inicial: '2026-11-29', data_final: '2026-12-05' }, '2026-11-29'),
    ).toEqual({ from: '2026-11-29', to: '2026-12-05', ascending: true });
  });

  it('narrows a month to the days asked within it', () => {
    expect(
      scheduleListRange(
        { mes: 11, ano: 2026, data_inicial: '2026-11-29', data_final: '2026-12-05' },
        '2026-11-29',
      ),
    ).toEqual({ from: '2026-11-29', to: '2026-11-30', ascending: true });
  });
});
