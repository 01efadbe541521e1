import { describe, expect, it } from 'vitest';
import { utf8Length } from '../text';
import { createSongRequestSchema, SONG_CHART_MAX_BYTES, updateSongRequestSchema } from './song';

const create = (cifra: unknown) =>
  createSongRequestSchema.safeParse({ ministerio_id: 1, nome: 'Hino', artista: 'Coro', cifra });
const update = (cifra: unknown) => updateSongRequestSchema.safeParse({ cifra });

/** The codes the chart field was refused with. */
const refusals = (result: ReturnType<typeof update>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('the chart (cifra) of a song write', () => {
  it('keeps the text as typed: spaces, tabs and blank lines; CRLF and CR become LF', () => {
    const chart = '  {title: Hino}\r\n\r\n[G]Santo,\t[D]santo  \r[Em]é o Se[C]nhor  \n';
    const result = update(chart);
    expect(result.success && result.data.cifra).toBe(
      '  {title: Hino}\n\n[G]Santo,\t[D]santo  \n[Em]é o Se[C]nhor  \n',
    );
    expect(create(chart).data?.cifra).toBe(result.data?.cifra);
  });

  it("clears it with '', a blank text or null, and leaves it alone when left out", () => {
    for (const empty of ['', '  \n\t\r\n', null]) {
      expect(update(empty).data).toEqual({ cifra: null });
      expect(create(empty).data?.cifra).toBeNull();
    }
    expect(update(undefined).data).toEqual({});
    expect(create(undefined).data?.cifra).toBeUndefined();
  });

  it('takes 64 KiB in UTF-8 bytes and refuses one byte more', () => {
    expect(SONG_CHART_MAX_BYTES).toBe(65_536);
    expect(update('a'.repeat(65_536)).success).toBe(true);
    expect(refusals(update('a'.repeat(65_537)))).toEqual(['too_long']);
    // "ç" is two bytes: 32,768 of them are the limit, though only half as many characters.
    expect(update('ç'.repeat(32_768)).success).toBe(true);
    expect(refusals(update(`${'ç'.repeat(32_768)}a`))).toEqual(['too_long']);
    // A CRLF counts once stored, as LF.
    expect(update(`${'a'.repeat(65_535)}\r\n`).success).toBe(true);
    // An emoji is four bytes (two UTF-16 units).
    expect(update(`${'🎸'.repeat(16_384)}`).success).toBe(true);
    expect(refusals(update(`${'🎸'.repeat(16_384)}a`))).toEqual(['too_long']);
  });

  it('refuses NUL and other control characters, never tabs and line breaks', () => {
    for (const control of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085'])
      expect(refusals(update(`[G]Santo${control} santo`)), JSON.stringify(control)).toEqual([
        'invalid_characters',
      ]);
    expect(update('[G]Santo\tsanto\r\n[D]santo\n').success).toBe(true);
    // Letters, symbols and emoji of any script are text.
    expect(update('[A]Glória ♪ 🎶 — «Aleluia» ½ 한').success).toBe(true);
  });

  it('refuses what is not text', () => {
    expect(update(42).success).toBe(false);
    expect(update({ text: '[G]x' }).success).toBe(false);
  });
});

describe('utf8Length', () => {
  it('counts what a UTF-8 encoder writes, lone surrogates as the replacement character', () => {
    const samples = [
      '',
      'a',
      'ção',
      '한국',
      '🎸',
      'a🎸b',
      '\u0085',
      '\u07ff\u0800',
      '\ud800',
      '\ud800a',
    ];
    for (const text of [...samples, '\udc00', '\udbff\udfff', samples.join('')])
      expect(utf8Length(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
  });
});
