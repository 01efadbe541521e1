import { toChordPro } from '@levita/charts';
import { SONG_CHART_MAX_BYTES, utf8Length } from '@levita/contracts';

/**
 * What the form sends for the chart field: null when empty, else ChordPro (a chart pasted as
 * chords over lyrics is converted, ChordPro is kept as typed).
 */
export function chartOfInput(text: string): string | null {
  if (text.trim() === '') return null;
  return toChordPro(text).chordPro;
}

/** The chart field's problem: too big once converted. */
export function chartInputError(text: string): 'chartTooLong' | null {
  const chart = chartOfInput(text);
  return chart !== null && utf8Length(chart) > SONG_CHART_MAX_BYTES ? 'chartTooLong' : null;
}
