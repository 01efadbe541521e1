import {
  capoShapes,
  type Chart,
  type Key,
  keyText,
  moveKey,
  parseChordPro,
  semitonesTo,
  toNashville,
  transposeChart,
  writtenKey,
} from '@levita/charts';

export interface ChartViewOptions {
  /** The key to show the chart in ("D", "F#m"), or null for the key it is written in. */
  key: string | null;
  capo: number;
  nashville: boolean;
}

export interface ChartView {
  chart: Chart;
  /** The key the chart is written in, or null when nothing says (no chords, no key). */
  writtenKey: Key | null;
  /** The key it sounds in as shown. */
  soundingKey: Key | null;
  /** With a capo: the key of the shapes played. */
  shapesKey: Key | null;
}

/** The chart as asked for: moved to the key, then as capo shapes or as numbers. */
export function chartView(
  chordPro: string,
  songKey: string | null,
  options: ChartViewOptions,
): ChartView {
  const parsed = parseChordPro(chordPro);
  const written = writtenKey(parsed, songKey);
  const semitones = semitonesTo(written, options.key);
  const sounding = written && moveKey(written, semitones);
  const moved = transposeChart(parsed, semitones, written);
  if (options.nashville && sounding)
    return {
      chart: toNashville(moved, sounding),
      writtenKey: written,
      soundingKey: sounding,
      shapesKey: null,
    };
  const { chart, shapesKey } = capoShapes(moved, sounding, options.capo);
  return {
    chart,
    writtenKey: written,
    soundingKey: sounding,
    shapesKey: options.capo > 0 ? shapesKey : null,
  };
}

export const keyName = (key: Key | null): string => (key ? keyText(key) : '');
