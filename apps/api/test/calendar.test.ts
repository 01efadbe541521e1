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

  it('turns the day at a half-hour midnight too, though it remembers the date for a minute', () => {
    // India is UTC+05:30: its midnight falls on the half hour of UTC.
    const before = new Date('2026-11-22T18:29:59.999Z');
    const after = new Date('2026-11-22T18:30:00Z');
    expect(todayIn('Asia/Kolkata', before)).toBe('2026-11-22');
    expect(todayIn('Asia/Kolkata', after)).toBe('2026-11-23');
    expect(todayIn('UTC', after)).toBe('2026-11-22');
    expect(todayIn('Asia/Kolkata', before)).toBe('2026-11-22');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-22T18:30:59Z'))).toBe('2026-11-23');
  });
});

describe('isTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
