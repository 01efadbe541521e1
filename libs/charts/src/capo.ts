import type { Chart } from './chart';
import { type Key, moveKey } from './notes';
import { transposeChart } from './transpose';

/**
 * What to play with a capo on fret `capo` for the chart to sound in `sounding` (the key it
 * is shown in): the chords `capo` semitones lower, spelled in that lower key, and that key.
 */
export function capoShapes(
  chart: Chart,
  sounding: Key | null,
  capo: number,
): { chart: Chart; shapesKey: Key | null } {
  if (!sounding || capo <= 0) return { chart, shapesKey: sounding };
  return { chart: transposeChart(chart, -capo, sounding), shapesKey: moveKey(sounding, -capo) };
}
