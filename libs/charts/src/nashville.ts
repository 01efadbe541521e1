import { mapChords, type Chart } from './chart';
import type { Chord } from './chord';
import { letters, mod12, type Key, type Note, pitchOf } from './notes';

const majorScale = [0, 2, 4, 5, 7, 9, 11];

/**
 * A note as a degree of the key: the letter distance from the tonic gives the number, the
 * difference from the major scale its flat or sharp ("b7", "#4"). In a minor key the numbers
 * count from its own tonic (Am: C is b3, Dm is 4m).
 */
export function degreeOf(note: Note, key: Key): string {
  const steps = (letters.indexOf(note.letter) - letters.indexOf(key.tonic.letter) + 7) % 7;
  const offset = mod12(pitchOf(note) - pitchOf(key.tonic) - (majorScale[steps] as number) + 6) - 6;
  return (offset < 0 ? 'b'.repeat(-offset) : '#'.repeat(offset)) + String(steps + 1);
}

/** A chord in Nashville numbers, its quality as written: Am7 in C is "6m7", D/F# in D "1/3". */
export const nashvilleText = (chord: Chord, key: Key): string =>
  degreeOf(chord.root, key) + chord.quality + (chord.bass ? `/${degreeOf(chord.bass, key)}` : '');

/** The chart with its chords as numbers of `key`; chords it cannot read stay as written. */
export const toNashville = (chart: Chart, key: Key): Chart =>
  mapChords(chart, (chartChord) =>
    chartChord.chord ? { ...chartChord, text: nashvilleText(chartChord.chord, key) } : chartChord,
  );
