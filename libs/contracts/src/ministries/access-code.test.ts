import { describe, expect, it } from 'vitest';
import { drawAccessCode } from './access-code';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from './ministry';

describe('drawAccessCode', () => {
  it('draws codes of the alphabet and length, every character in use', () => {
    const codes = Array.from({ length: 400 }, drawAccessCode);
    for (const code of codes) {
      expect(code).toHaveLength(ACCESS_CODE_LENGTH);
      for (const char of code) expect(ACCESS_CODE_ALPHABET).toContain(char);
    }
    expect(new Set(codes.join(''))).toEqual(new Set(ACCESS_CODE_ALPHABET));
  });
});
