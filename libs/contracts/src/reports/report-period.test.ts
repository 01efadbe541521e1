import { describe, expect, it } from 'vitest';
import { reportPeriod, roundedPercentage } from './report-period';

describe('reportPeriod', () => {
  it('is a month of a year, a whole year, or a month of the current year', () => {
    const today = '2026-11-30';
    expect(reportPeriod(today, 2, 2028)).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
    expect(reportPeriod(today, undefined, 2025)).toEqual({
      inicio: '2025-01-01',
      fim: '2025-12-31',
    });
    expect(reportPeriod(today, 4)).toEqual({ inicio: '2026-04-01', fim: '2026-04-30' });
    expect(reportPeriod(today)).toEqual({ inicio: '2026-11-01', fim: '2026-11-30' });
  });
});

describe('roundedPercentage', () => {
  it('rounds to one decimal, halves up, and is 0 for an empty whole', () => {
    expect(roundedPercentage(5, 7)).toBe(71.4);
    expect(roundedPercentage(2, 3)).toBe(66.7);
    expect(roundedPercentage(1, 16)).toBe(6.3);
    expect(roundedPercentage(3, 3)).toBe(100);
    expect(roundedPercentage(0, 0)).toBe(0);
  });
});
