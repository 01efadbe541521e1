import { describe, expect, it } from 'vitest';
import {
  ALL_MONTHS,
  currentPeriod,
  monthParamOf,
  parseMonthParam,
  parsePageParam,
  parseYearParam,
  periodYearOptions,
} from './period-params';

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['1', 1],
    ['2', 2],
    ['17', 17],
  ])('reads %j as page %i', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });
});

describe('parseMonthParam', () => {
  it('reads 1 to 12, and `todos` as the whole year', () => {
    expect(parseMonthParam('1', 11)).toBe(1);
    expect(parseMonthParam('12', 11)).toBe(12);
    expect(parseMonthParam(ALL_MONTHS, 11)).toBeNull();
  });

  it.each([null, '', '0', '13', 'abc', '2.5'])(
    'falls back to the current month for %j',
    (value) => {
      expect(parseMonthParam(value, 11)).toBe(11);
    },
  );

  it('writes back what it reads', () => {
    expect(monthParamOf(null)).toBe('todos');
    expect(monthParamOf(3)).toBe('3');
    expect(parseMonthParam(monthParamOf(null), 11)).toBeNull();
  });
});

describe('parseYearParam', () => {
  it('reads the years the API takes (2000 to 2100)', () => {
    expect(parseYearParam('2026', 2030)).toBe(2026);
    expect(parseYearParam('2000', 2030)).toBe(2000);
    expect(parseYearParam('2100', 2030)).toBe(2100);
  });

  it.each([null, '', 'abc', '1999', '2101', '2026.5'])('falls back for %j', (value) => {
    expect(parseYearParam(value, 2030)).toBe(2030);
  });
});

describe('currentPeriod', () => {
  it("is the browser's local month and year, one minute either side of New Year", () => {
    expect(currentPeriod(new Date(2026, 11, 31, 23, 59))).toEqual({ month: 12, year: 2026 });
    expect(currentPeriod(new Date(2027, 0, 1, 0, 1))).toEqual({ month: 1, year: 2027 });
  });
});

describe('periodYearOptions', () => {
  it('offers the current year, two before and two after', () => {
    expect(periodYearOptions(2026, 2026)).toEqual([2024, 2025, 2026, 2027, 2028]);
  });

  it('adds, in order, a year a link names outside that range', () => {
    expect(periodYearOptions(2026, 2019)).toEqual([2019, 2024, 2025, 2026, 2027, 2028]);
    expect(periodYearOptions(2026, 2031)).toEqual([2024, 2025, 2026, 2027, 2028, 2031]);
  });
});
