import type { Chart } from './chart';
import { parseChordPro } from './chordpro-parse';

/**
 * The words of a chart without its chords, one line per lyric line: what search reads. Tabs,
 * comments and directives are left out, and the runs a chord split are joined again, so
 * "Cas[G]telo" is found as "Castelo".
 */
export function lyricsOfChart(chart: Chart): string {
  return chart.sections
    .flatMap((section) =>
      section.lines.flatMap((line) =>
        line.kind === 'lyrics'
          ? [
              line.parts
                .map((part) => part.text)
                .join('')
                .replace(/\s+/g, ' ')
                .trim(),
            ]
          : [],
      ),
    )
    .filter(Boolean)
    .join('\n');
}

export const lyricsOf = (chordPro: string): string => lyricsOfChart(parseChordPro(chordPro));
