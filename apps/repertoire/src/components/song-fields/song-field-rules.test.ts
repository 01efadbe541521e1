import { describe, expect, it } from 'vitest';
import {
  formatDurationInput,
  isAcceptableLink,
  parseBpm,
  parseDuration,
  sanitizeDurationInput,
} from './song-field-rules';

describe('duration', () => {
  it('drops what is not a digit or the first colon', () => {
    expect(sanitizeDurationInput('4min05s')).toBe('405');
    expect(sanitizeDurationInput('4:0:5')).toBe('4:05');
    expect(sanitizeDurationInput(' 3:2a1 ')).toBe('3:21');
    expect(sanitizeDurationInput('abc')).toBe('');
  });

  it('reads m:ss and plain seconds', () => {
    expect(parseDuration('4:05')).toBe(245);
    expect(parseDuration('0:59')).toBe(59);
    expect(parseDuration('12:5')).toBe(725);
    expect(parseDuration('245')).toBe(245);
    expect(parseDuration('4min05')).toBe(405);
  });

  it('gives null for nothing and undefined for what cannot be read', () => {
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('  ')).toBeNull();
    expect(parseDuration('4:60')).toBeUndefined();
    expect(parseDuration('4:')).toBeUndefined();
    expect(parseDuration(':05')).toBeUndefined();
  });

  it('shows seconds as m:ss for editing', () => {
    expect(formatDurationInput(245)).toBe('4:05');
    expect(formatDurationInput(59)).toBe('0:59');
    expect(formatDurationInput(null)).toBe('');
  });
});

describe('bpm', () => {
  it('takes whole numbers from 1 to 300', () => {
    expect(parseBpm('1')).toBe(1);
    expect(parseBpm(' 300 ')).toBe(300);
    expect(parseBpm('')).toBeNull();
    for (const bad of ['0', '301', '12.5', '-4', 'abc']) expect(parseBpm(bad), bad).toBeUndefined();
  });
});

describe('links', () => {
  it('takes nothing or a full http(s) address', () => {
    expect(isAcceptableLink('')).toBe(true);
    expect(isAcceptableLink('https://www.cifraclub.com.br/x/y/')).toBe(true);
    expect(isAcceptableLink('http://example.com')).toBe(true);
    expect(isAcceptableLink('www.example.com')).toBe(false);
    expect(isAcceptableLink('javascript:alert(1)')).toBe(false);
  });
});
