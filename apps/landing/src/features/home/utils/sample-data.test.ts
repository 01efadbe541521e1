import { describe, expect, it } from 'vitest';
import { inclusiveDayCount, rateTone } from './sample-data';

describe('rateTone', () => {
  it.each([
    [100, 'high'],
    [75.1, 'high'],
    [75, 'mid'],
    [50.1, 'mid'],
    [50, 'low'],
    [0, 'low'],
  ] as const)('%s %% is %s', (percent, tone) => {
    expect(rateTone(percent)).toBe(tone);
  });
});

describe('inclusiveDayCount', () => {
  it('counts both the first and the last day', () => {
    expect(inclusiveDayCount('2024-11-30', '2024-11-30')).toBe(1);
    expect(inclusiveDayCount('2024-11-23', '2024-11-24')).toBe(2);
    expect(inclusiveDayCount('2024-11-08', '2024-11-17')).toBe(10);
  });

  it('crosses months, years and leap days', () => {
    expect(inclusiveDayCount('2024-12-31', '2025-01-01')).toBe(2);
    expect(inclusiveDayCount('2024-02-28', '2024-03-01')).toBe(3);
    // A summer-time change in many zones: calendar dates do not care.
    expect(inclusiveDayCount('2024-10-26', '2024-10-28')).toBe(3);
  });
});
