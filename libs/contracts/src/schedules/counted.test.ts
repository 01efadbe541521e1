import { describe, expect, it } from 'vitest';
import { isCountedSchedule } from './counted';

describe('isCountedSchedule', () => {
  it.each([
    [{ publicada: 0, finalizada: 0 }, false],
    [{ publicada: 1, finalizada: 0 }, true],
    [{ publicada: 0, finalizada: 1 }, true],
    [{ publicada: true, finalizada: true }, true],
    [{ publicada: false, finalizada: false }, false],
  ])('%o counts: %s', (schedule, counted) => {
    expect(isCountedSchedule(schedule)).toBe(counted);
  });
});
