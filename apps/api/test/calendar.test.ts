import { describe, expect, it } from 'vitest';
import { isTimeZone, todayIn } from '../src/calendar/today';

describe('todayIn', () => {
  it('is still the previous day in São Paulo at 23:30 local, already the next one in UTC', () => {
    const instant = new Date('2026-11-23T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', instant)).toBe('2026-11-22');
    expect(todayIn('UTC', instant)).toBe('2026-11-23');
  });

  it('turns the day at local midnight', () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-23T02:59:59Z'))).toBe('2026-11-22');
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
