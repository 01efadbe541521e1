import { z } from 'zod/mini';

/** PostgreSQL cannot keep a NUL in text (SQLite would), and no keyboard types one. */
export const hasNul = (value: string): boolean => value.includes('\u0000');

/**
 * The checks every text a person types goes through: trimmed, and refused with
 * 'invalid_characters' when it holds a NUL, so both databases answer the same 400.
 */
export const typedText = [
  z.trim(),
  z.refine<string>((value) => !hasNul(value), 'invalid_characters'),
] as const;
