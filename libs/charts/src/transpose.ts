import { mapChords, type Chart, chordsOf } from './chart';
import { type Chord, chordText, keyOfChord, transposeChord } from './chord';
import type { ChartChord } from './chord-line';
import { type Key, keyText, mod12, moveKey, parseKey, pitchOf } from './notes';

/**
 * The key a chart is written in: its {key} directive, else the song's key, else the key its
 * first chord suggests; null for a chart with no chords and no key.
 */
export function writtenKey(chart: Chart, songKey: string | null = null): Key | null {
  const named = parseKey(chart.meta['key'] ?? '') ?? parseKey(songKey ?? '');
  if (named) return named;
  const first = chordsOf(chart).find((chartChord) => chartChord.chord)?.chord;
  return first ? keyOfChord(first) : null;
}

function moveChartChord(
  chartChord: ChartChord,
  chord: Chord,
  shift: number,
  target: Key,
): ChartChord {
  const moved = transposeChord(chord, shift, target);
  return { ...chartChord, chord: moved, text: chordText(moved) };
}

/**
 * The chart moved by `semitones` and spelled in the key it lands in (`from` moved). Moving by
 * 0 keeps every chord exactly as written, so a chart is never respelled just by being read.
 */
export function transposeChart(chart: Chart, semitones: number, from: Key | null): Chart {
  const shift = mod12(semitones);
  if (shift === 0 || !from) return chart;
  return spellChart(chart, shift, moveKey(from, shift));
}

/** Every chord moved by `semitones` and spelled as a chart in `key` spells it. */
export function spellChart(chart: Chart, semitones: number, key: Key): Chart {
  const moved = mapChords(chart, (chartChord) =>
    chartChord.chord ? moveChartChord(chartChord, chartChord.chord, semitones, key) : chartChord,
  );
  return { ...moved, meta: { ...moved.meta, key: keyText(key) } };
}

/**
 * Semitones from the chart's written key up to the tonic of `to` ("D", "F#m"): a song in Am
 * asked for in Cm moves up 3. A key of the other mode moves the tonic the same way (Am asked
 * for in C moves up 3 too) and the chart keeps its own mode.
 */
export function semitonesTo(from: Key | null, to: string | null): number {
  const target = parseKey(to ?? '');
  return from && target ? mod12(pitchOf(target.tonic) - pitchOf(from.tonic)) : 0;
}
