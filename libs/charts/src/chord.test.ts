import { describe, expect, it } from 'vitest';
import { chordText, parseChord, transposeChord } from './chord';
import { isChordLine, readChartChord } from './chord-line';
import { parseKey } from './notes';

const key = (text: string) => parseKey(text) ?? expect.unreachable(text);

describe('parseChord', () => {
  it.each([
    ['C', 'C', '', null],
    ['C7M', 'C', '7M', null],
    ['C7+', 'C', '7+', null],
    ['Cmaj7', 'C', 'maj7', null],
    ['Bm7(b5)', 'B', 'm7(b5)', null],
    ['Bm7(5-)', 'B', 'm7(5-)', null],
    ['G#m7/5-', 'G#', 'm7/5-', null],
    ['D4', 'D', '4', null],
    ['Dsus4', 'D', 'sus4', null],
    ['A9', 'A', '9', null],
    ['Aadd9', 'A', 'add9', null],
    ['C6(9)', 'C', '6(9)', null],
    ['E7(9)', 'E', '7(9)', null],
    ['E7(9-)', 'E', '7(9-)', null],
    ['G7(11)', 'G', '7(11)', null],
    ['G7(13)', 'G', '7(13)', null],
    ['A7(9,13)', 'A', '7(9,13)', null],
    ['B°', 'B', '°', null],
    ['Bº', 'B', 'º', null],
    ['Bdim', 'B', 'dim', null],
    ['C#°7', 'C#', '°7', null],
    ['Bø', 'B', 'ø', null],
    ['Caug', 'C', 'aug', null],
    ['C+', 'C', '+', null],
    ['G/B', 'G', '', 'B'],
    ['D/F#', 'D', '', 'F#'],
    ['D/F♯', 'D', '', 'F#'],
    ['B♭', 'Bb', '', null],
    ['Asus4/E', 'A', 'sus4', 'E'],
    ['D7/9', 'D', '7/9', null],
    ['G7.9', 'G', '7.9', null],
    ['Bb7M(#11)', 'Bb', '7M(#11)', null],
    ['Ebm', 'Eb', 'm', null],
    ['F#m7(11)/E', 'F#', 'm7(11)', 'E'],
    ['C(add9)', 'C', '(add9)', null],
  ])('reads %s', (token, root, quality, bass) => {
    const chord = parseChord(token) ?? expect.unreachable(token);
    expect({
      root: chordText({ root: chord.root, quality: '', bass: null }),
      quality: chord.quality,
      bass: chord.bass && chordText({ root: chord.bass, quality: '', bass: null }),
    }).toEqual({ root, quality, bass });
  });

  it.each(['Amor', 'De', 'Do', 'Eu', 'Ela', 'Bem', 'Cristo', 'Glória', 'Fé', 'H', 'C7(9', 'Gx'])(
    'refuses %s',
    (token) => expect(parseChord(token)).toBeNull(),
  );
});

describe('readChartChord', () => {
  it('keeps the brackets of an optional chord apart from the chord', () => {
    expect(readChartChord('(A)')).toMatchObject({ text: 'A', before: '(', after: ')' });
    expect(readChartChord('(G')).toMatchObject({ text: 'G', before: '(', after: '' });
    expect(readChartChord('C6(9)')).toMatchObject({ text: 'C6(9)', before: '', after: '' });
    expect(readChartChord('(2x)')).toBeNull();
  });
});

describe('isChordLine', () => {
  it.each([
    'G          D/F#        Em',
    'C7M    Am7(11)  D4  D',
    '  E7(9)  A7(13)  Dm7(5-)',
    'G D Em (2x)',
    'G | D | Em | C |',
    '(A)  E/G#  F#m7',
    'Bb  F/A  Gm7  Eb7M  N.C.',
    'E  A  x2',
    'B°  Bº  Bdim',
    'C  %  %  G7',
  ])('a chord line: %s', (line) => expect(isChordLine(line)).toBe(true));

  it.each([
    'E a vida que tu me dás',
    'A casa do Senhor',
    'Em ti confio, Senhor',
    'De manhã te louvarei',
    'Do nascer ao pôr do sol',
    '(2x)',
    '',
    '   ',
  ])('not a chord line: %s', (line) => expect(isChordLine(line)).toBe(false));
});

describe('transposeChord', () => {
  const moved = (token: string, semitones: number, to: string) =>
    chordText(transposeChord(parseChord(token) ?? expect.unreachable(token), semitones, key(to)));

  it('keeps the quality as written', () => {
    expect(moved('C7M', 2, 'D')).toBe('D7M');
    expect(moved('Bm7(5-)', 2, 'D')).toBe('C#m7(5-)');
    expect(moved('G#m7/5-', 1, 'A')).toBe('Am7/5-');
    expect(moved('C6(9)', 5, 'F')).toBe('F6(9)');
  });

  it('spells by the key it lands in: flats in flat keys, sharps in sharp ones', () => {
    expect(moved('G', 3, 'Bb')).toBe('Bb');
    expect(moved('C', 5, 'F')).toBe('F');
    expect(moved('F', 5, 'F')).toBe('Bb');
    expect(moved('D/F#', 1, 'Eb')).toBe('Eb/G');
    expect(moved('A7', 4, 'E')).toBe('C#7');
    expect(moved('E7', 1, 'Bbm')).toBe('F7');
    expect(moved('E7/G#', 1, 'Bbm')).toBe('F7/A');
    expect(moved('Bb', 2, 'D')).toBe('C');
    expect(moved('Eb', 2, 'A')).toBe('F');
  });

  it('never writes E#, B#, Cb or Fb', () => {
    expect(moved('D', 3, 'F#')).toBe('F');
    expect(moved('A', 2, 'Gb')).toBe('B');
    expect(moved('G', 5, 'C#')).toBe('C');
    expect(moved('B', 2, 'Gb')).toBe('Db');
  });
});
