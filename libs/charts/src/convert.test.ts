import { describe, expect, it } from 'vitest';
import { parseChordPro } from './chordpro-parse';
import { printChordPro } from './chordpro-print';
import { isTabLine, looksLikeChordPro, mergeChordsIntoLyrics, toChordPro } from './convert';
import { readLabelLine } from './section-labels';
import { lyricsOf } from './lyrics';
import { pastedCharts } from './pasted-charts.fixture';

describe('toChordPro', () => {
  it.each(pastedCharts.map((chart) => [chart.name, chart] as const))('%s', (_, chart) => {
    expect(toChordPro(chart.pasted).chordPro).toBe(chart.chordPro);
  });

  it('tells ChordPro from chords over lyrics', () => {
    expect(pastedCharts.map((chart) => looksLikeChordPro(chart.pasted))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps every lyric line of a chart pasted as chords over lyrics', () => {
    for (const chart of pastedCharts.filter((pasted) => !looksLikeChordPro(pasted.pasted))) {
      const lyrics = lyricsOf(toChordPro(chart.pasted).chordPro);
      for (const line of chart.pasted.normalize('NFC').split(/\r?\n/))
        if (
          /[a-zà-ú]{3}/u.test(line) &&
          !readLabelLine(line) &&
          !isTabLine(line) &&
          !/^\s*(?:\{|#|tom:|capo)/iu.test(line)
        )
          expect(lyrics, chart.name).toContain(line.replace(/\s+/g, ' ').trim());
    }
  });
});

describe('mergeChordsIntoLyrics', () => {
  it('puts each chord before the letter of its column, even inside a word', () => {
    expect(mergeChordsIntoLyrics('   D    G', 'Aleluia ao Rei')).toBe('Ale[D]luia [G]ao Rei');
  });

  it('writes the chords past the lyric after it, spaced as they were', () => {
    expect(mergeChordsIntoLyrics('A      E  B', 'Amém')).toBe('[A]Amém   [E]  [B]');
  });
});

describe('ChordPro printed back', () => {
  it.each(pastedCharts.map((chart) => [chart.name, chart] as const))('%s', (_, chart) => {
    const chart1 = parseChordPro(chart.chordPro);
    expect(parseChordPro(printChordPro(chart1))).toEqual(chart1);
  });
});
