import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdef', 2],
    ['Abcdef1', 3],
    ['Abcdefg1', 4],
    ['Abcdefg1!', 5],
    ['ÁÉÍóú1', 3],
    ['12345678', 2],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });
});
