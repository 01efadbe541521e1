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

/**
 * A control character other than tab and the line breaks: NUL, and what text copied from a
 * PDF or a web page sometimes carries (form feeds, vertical tabs, C1 codes of a wrong
 * encoding). None is shown, and PostgreSQL refuses NUL outright.
 */
const stray = /(?![\t\n\r])\p{Cc}/u;
export const hasStrayControl = (value: string): boolean => stray.test(value);

/**
 * The length of a text in UTF-8, the encoding both databases store: "ção" is 5 bytes. A lone
 * surrogate counts as the replacement character it is stored as (3 bytes).
 */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit < 0xdc00 && (value.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/** CRLF and a lone CR (old Mac files) as LF: one line break, whatever system wrote the text. */
export const withLineFeeds = (value: string): string => value.replace(/\r\n?/g, '\n');

/**
 * The checks of a long text pasted as it is (a chord chart): never trimmed, since its spaces
 * line chords and tabs up; line breaks as LF; at most `maxBytes` in UTF-8 ('too_long': the
 * limit is on storage, and an accented letter takes two bytes); no control character but
 * tab and line breaks ('invalid_characters').
 */
/* @__NO_SIDE_EFFECTS__ */
export const pastedText = (maxBytes: number) =>
  [
    z.overwrite<string>(withLineFeeds),
    z.refine<string>((value) => utf8Length(value) <= maxBytes, 'too_long'),
    z.refine<string>((value) => !hasStrayControl(value), 'invalid_characters'),
  ] as const;

/**
 * An optional typed text of at most `max` characters: trimmed, and '' or null (a field left
 * empty) stored as null.
 */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = (max: number) =>
  z.pipe(
    z.optional(
      z.nullable(/* @__PURE__ */ z.string().check(...typedText, z.maxLength(max, 'too_long'))),
    ),
    z.transform((value) => value || null),
  );
