import { describe, expect, it } from 'vitest';
import { rangeFromSunday, scheduleTiming } from './week-range';

describe('rangeFromSunday', () => {
  it('starts on the Sunday of the week, whatever the day', () => {
    expect(rangeFromSunday(new Date(2026, 10, 25), 7)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(rangeFromSunday(new Date(2026, 10, 22), 7).from).toBe('2026-11-22');
    expect(rangeFromSunday(new Date(2026, 10, 28, 23, 59), 14)).toEqual({
      from: '2026-11-22',
      to: '2026-12-05',
    });
  });

  it('crosses months and years', () => {
    expect(rangeFromSunday(new Date(2027, 0, 1), 7)).toEqual({
      from: '2026-12-27',
      to: '2027-01-02',
    });
  });
});

describe('scheduleTiming', () => {
  const today = new Date(2026, 10, 25, 10, 0);
  it('compares calendar days, not hours', () => {
    expect(scheduleTiming('2026-11-24T23:30:00', today)).toBe('past');
    expect(scheduleTiming('2026-11-25T08:00:00', today)).toBe('today');
    expect(scheduleTiming('2026-11-25T20:00:00', today)).toBe('today');
    expect(scheduleTiming('2026-11-26T00:00:00', today)).toBe('future');
  });
});
