import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateSchema,
  historyMonths,
  inclusiveDays,
  monthBounds,
  monthBoundsOf,
  selectableYears,
  wallClockTimeSchema,
  weekday,
} from './calendar';

describe('calendarDateSchema', () => {
  it.each([
    ['2026-11-22', '2026-11-22'],
    ['2026-11-22T00:00:00', '2026-11-22'],
    ['2026-11-22T23:59', '2026-11-22'],
    ['2028-02-29', '2028-02-29'],
  ])('takes %s as the day %s', (input, day) => {
    expect(calendarDateSchema.parse(input)).toBe(day);
  });

  it.each([
    '2026-11-22T23:30:00Z',
    '2026-11-22T20:30:00-03:00',
    '2026-02-29',
    '2026-04-31',
    '22/11/2026',
    '',
  ])('refuses %s', (input) => {
    const result = calendarDateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_date');
  });
});

describe('wallClockTimeSchema', () => {
  it('keeps hours and minutes', () => {
    expect(wallClockTimeSchema.parse('19:00:00')).toBe('19:00');
    expect(wallClockTimeSchema.parse('07:45')).toBe('07:45');
  });

  it.each(['24:00', '7:00', '19h', ''])('refuses %s', (input) => {
    expect(wallClockTimeSchema.safeParse(input).success).toBe(false);
  });
});

describe('month and day arithmetic', () => {
  it('bounds months, leap Februaries included', () => {
    expect(monthBounds(2026, 11)).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' });
    expect(monthBounds(2028, 2)).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
    expect(monthBounds(2026, 12)).toEqual({ inicio: '2026-12-01', fim: '2026-12-31' });
  });

  it('offers the current year, two before and two after', () => {
    expect(selectableYears(2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });

  it('counts both ends of a range, across a daylight-saving change too', () => {
    expect(inclusiveDays('2026-11-20', '2026-11-22')).toBe(3);
    expect(inclusiveDays('2026-11-20', '2026-11-20')).toBe(1);
    expect(inclusiveDays('2026-03-07', '2026-03-09')).toBe(3);
  });
});

describe('monthBoundsOf', () => {
  it('is the month the day is in', () => {
    expect(monthBoundsOf('2028-02-10')).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
    expect(monthBoundsOf('2026-12-31T19:00:00')).toEqual({
      inicio: '2026-12-01',
      fim: '2026-12-31',
    });
  });
});

describe('addDays and weekday', () => {
  it('step across months, years and leap days', () => {
    expect(addDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names Sunday 0 and Saturday 6', () => {
    expect(weekday('2026-11-29')).toBe(0);
    expect(weekday('2026-12-05')).toBe(6);
  });
});

describe('historyMonths', () => {
  it('are the six months ending with the current one, across a new year', () => {
    expect(historyMonths('2027-02-15')).toEqual([
      { mes: 9, ano: 2026 },
      { mes: 10, ano: 2026 },
      { mes: 11, ano: 2026 },
      { mes: 12, ano: 2026 },
      { mes: 1, ano: 2027 },
      { mes: 2, ano: 2027 },
    ]);
  });
});
