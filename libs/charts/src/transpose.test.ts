import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capoShapes } from './capo';
import { chordsOf } from './chart';
import { parseChordPro } from './chordpro-parse';
import { printChordPro } from './chordpro-print';
import { toNashville } from './nashville';
import { keyText, majorTonicNames, minorTonicNames, parseKey } from './notes';
import { semitonesTo, spellChart, transposeChart, writtenKey } from './transpose';

const key = (text: string) => parseKey(text) ?? expect.unreachable(text);
const chordTexts = (chordPro: string) =>
  chordsOf(parseChordPro(chordPro)).map((chord) => chord.before + chord.text + chord.after);

const sample = [
  '{title: Graça Sem Fim}',
  '[G]Graça sem [D/F#]fim, [Em7]graça de [C7M(9)]Deus',
  '[Am7]Sobre [B7/D#]mim, [Em]sobre [G7/9]nós',
  '[C]Canto [Cm6]teu [G/B]nome, [(A)]a[D4]le[D]luia [N.C.]',
].join('\n');

describe('transposeChart', () => {
  it('moves every chord to the key asked for and says which key it is in', () => {
    const chart = parseChordPro(sample);
    const from = writtenKey(chart, 'G');
    const moved = transposeChart(chart, semitonesTo(from, 'Bb'), from);
    expect(moved.meta['key']).toBe('Bb');
    expect(chordTexts(printChordPro(moved))).toEqual([
      'Bb',
      'F/A',
      'Gm7',
      'Eb7M(9)',
      'Cm7',
      'D7/F#',
      'Gm',
      'Bb7/9',
      'Eb',
      'Ebm6',
      'Bb/D',
      '(C)',
      'F4',
      'F',
      'N.C.',
    ]);
  });

  it('keeps every chord as written when it is not moved', () => {
    const chart = parseChordPro('[A#]Um [D♯m]dois');
    expect(transposeChart(chart, 0, key('A#'))).toBe(chart);
    expect(transposeChart(chart, 12, key('A#'))).toBe(chart);
  });

  it('finds the key in {key}, then the song, then the first chord', () => {
    expect(keyText(writtenKey(parseChordPro('{key: Eb}\n[C]a'), 'D') ?? key('X'))).toBe('Eb');
    expect(keyText(writtenKey(parseChordPro('[C]a'), 'D') ?? key('X'))).toBe('D');
    expect(keyText(writtenKey(parseChordPro('[F#m7]a [D]b'), null) ?? key('X'))).toBe('F#m');
    expect(writtenKey(parseChordPro('só letra'), null)).toBeNull();
  });

  it('counts semitones up to the tonic asked for, whatever its mode', () => {
    expect(semitonesTo(key('G'), 'A')).toBe(2);
    expect(semitonesTo(key('Am'), 'Cm')).toBe(3);
    expect(semitonesTo(key('D'), 'C')).toBe(10);
    expect(semitonesTo(key('D'), null)).toBe(0);
  });

  const chordToken = fc
    .tuple(
      fc.constantFrom(
        'C',
        'C#',
        'Db',
        'D',
        'D#',
        'Eb',
        'E',
        'F',
        'F#',
        'Gb',
        'G',
        'G#',
        'Ab',
        'A',
        'A#',
        'Bb',
        'B',
      ),
      fc.constantFrom(
        '',
        'm',
        '7',
        '7M',
        'm7(5-)',
        '4',
        'sus4',
        '6(9)',
        '7(9)',
        '°',
        'aug',
        '/9',
        'm7/5-',
        '7(13)',
      ),
      fc.option(fc.constantFrom('B', 'F#', 'G#', 'Bb', 'E', 'C'), { nil: undefined }),
    )
    .map(([root, quality, bass]) =>
      quality.startsWith('/') || !bass ? root + quality : `${root + quality}/${bass}`,
    );
  const chartText = fc
    .array(
      fc.array(fc.tuple(chordToken, fc.constantFrom('luz ', 'a', 'graça ', 'Senhor, ', '')), {
        minLength: 1,
        maxLength: 6,
      }),
      {
        minLength: 1,
        maxLength: 8,
      },
    )
    .map((lines) =>
      lines.map((parts) => parts.map(([chord, text]) => `[${chord}]${text}`).join('')).join('\n'),
    );
  const keys = fc.constantFrom(...majorTonicNames, ...minorTonicNames.map((tonic) => `${tonic}m`));

  it('transposing by n and then by -n gives the chart back', () => {
    fc.assert(
      fc.property(
        chartText,
        keys,
        fc.integer({ min: -11, max: 11 }),
        (text, keyName, semitones) => {
          const inKey = spellChart(parseChordPro(text), 0, key(keyName));
          const there = transposeChart(inKey, semitones, key(keyName));
          const back = transposeChart(there, -semitones, writtenKey(there));
          expect(printChordPro(back)).toBe(printChordPro(inKey));
        },
      ),
    );
  });

  it('never spells a root or a bass E#, B#, Cb or Fb, nor with two accidentals', () => {
    fc.assert(
      fc.property(chartText, keys, fc.integer({ min: 1, max: 11 }), (text, keyName, semitones) => {
        const moved = transposeChart(parseChordPro(text), semitones, key(keyName));
        for (const chord of chordTexts(printChordPro(moved)))
          expect(chord).not.toMatch(/(?:^|\/)(?:E#|B#|Cb|Fb|[A-G](?:##|bb))/);
      }),
    );
  });
});

describe('capoShapes', () => {
  it('gives the shapes to play with the capo, spelled in their own key', () => {
    const { chart, shapesKey } = capoShapes(
      parseChordPro('[Bb]Um [F/A]dois [Gm7]três'),
      key('Bb'),
      3,
    );
    expect(shapesKey && keyText(shapesKey)).toBe('G');
    expect(chordTexts(printChordPro(chart))).toEqual(['G', 'D/F#', 'Em7']);
  });

  it('leaves the chart alone with no capo', () => {
    const chart = parseChordPro('[Bb]Um');
    expect(capoShapes(chart, key('Bb'), 0).chart).toBe(chart);
  });
});

describe('toNashville', () => {
  it('numbers the chords by their degree in the key, quality and bass kept', () => {
    const chart = parseChordPro(sample);
    expect(chordTexts(printChordPro(toNashville(chart, key('G'))))).toEqual([
      '1',
      '5/7',
      '6m7',
      '47M(9)',
      '2m7',
      '37/#5',
      '6m',
      '17/9',
      '4',
      '4m6',
      '1/3',
      '(2)',
      '54',
      '5',
      'N.C.',
    ]);
  });

  it('counts a minor key from its own tonic', () => {
    const chart = parseChordPro('[Am]a [C]b [Dm]c [E7]d [G]e');
    expect(chordTexts(printChordPro(toNashville(chart, key('Am'))))).toEqual([
      '1m',
      'b3',
      '4m',
      '57',
      'b7',
    ]);
  });
});
