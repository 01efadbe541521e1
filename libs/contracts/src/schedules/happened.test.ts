import { describe, expect, it } from 'vitest';
import { scheduleHappened } from './happened';

describe('scheduleHappened', () => {
  const today = '2026-11-29';

  it('is a day before today, or a finished schedule', () => {
    expect(scheduleHappened({ data: '2026-11-28', finalizada: 0 }, today)).toBe(true);
    expect(scheduleHappened({ data: '2026-12-06', finalizada: 1 }, today)).toBe(true);
  });

  it('is not today nor a day to come, while not finished', () => {
    expect(scheduleHappened({ data: today, finalizada: 0 }, today)).toBe(false);
    expect(scheduleHappened({ data: '2026-12-06', finalizada: false }, today)).toBe(false);
  });
});
