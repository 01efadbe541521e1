import { randomInt } from 'node:crypto';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@levita/contracts';

/** 25^6 ≈ 244 million codes; a clash is retried by the caller, the database decides. */
export function newAccessCode(): string {
  let code = '';
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

/** What a person typed, as stored: codes are matched without regard to case or spaces. */
export const normaliseAccessCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();
