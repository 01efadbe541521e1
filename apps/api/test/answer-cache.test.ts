import { describe, expect, it } from 'vitest';
import { keyOf } from '../src/http/answer-cache';

describe('keyOf', () => {
  it('writes what is left out as empty, so no two calls share a key', () => {
    expect(keyOf(3, true, undefined, '2026-11-01', 1, 'culto')).toBe('3|true||2026-11-01|1|culto');
    expect(keyOf(3, undefined, 'a')).not.toBe(keyOf(3, 'a', undefined));
  });
});
