import {
  accidentalOf,
  type Key,
  type Letter,
  type Note,
  noteText,
  pitchOf,
  spellBass,
  spellPitch,
} from './notes';

/**
 * A chord as written: root, the rest exactly as typed (the quality: "m7(5-)", "7M", "4",
 * "6(9)", "°") and the bass of a slash chord. Transposing moves the root and the bass and
 * never touches the quality, so C7M becomes D7M and not Dmaj7.
 */
export interface Chord {
  root: Note;
  quality: string;
  bass: Note | null;
}

/**
 * The pieces a quality is made of in Brazilian and international charts: minor and major
 * marks (m, min, M, maj), 7M and 7+, dim and aug with their signs (°, º, ø, +), sus and add,
 * degrees with their alterations (b5, 5-, #11, 13-), parentheses around extensions
 * ("7(9)", "6(9)"), the commas and dots between them ("7(9,13)", "G7.9") and an extension
 * after a slash ("D7/9", "G#m7/5-"), which is not a bass note since a digit follows.
 */
const qualityPiece = String.raw`(?:maj|min|dim|aug|sus|add|no|m|M|°|º|ø|\+|-|\d{1,2}|[#b♯♭]|\(|\)|,|\.|\/\d{1,2}[+-]?)`;
const chordPattern = new RegExp(
  String.raw`^([A-G])([#b♯♭]?)(${qualityPiece}*)(?:\/([A-G])([#b♯♭]?))?$`,
  'u',
);

/** Parentheses that open and close in order: "6(9)" is a quality, "7(9" is not. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const character of text) {
    if (character === '(') depth++;
    else if (character === ')' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The chord a token writes, or null when it is not one ("Amor", "De", "Do", "Eu" are
 * Portuguese words that start with a note letter; they are refused because what follows the
 * letter is no quality).
 */
export function parseChord(token: string): Chord | null {
  if (token.length > 24) return null;
  const match = chordPattern.exec(token);
  if (!match) return null;
  const [, letter, sign, quality = '', bassLetter, bassSign] = match;
  if (!balanced(quality)) return null;
  return {
    root: { letter: letter as Letter, accidental: accidentalOf(sign ?? '') },
    quality,
    bass: bassLetter
      ? { letter: bassLetter as Letter, accidental: accidentalOf(bassSign ?? '') }
      : null,
  };
}

export const chordText = (chord: Chord): string =>
  noteText(chord.root) + chord.quality + (chord.bass ? `/${noteText(chord.bass)}` : '');

/** Whether the chord is minor: "m", "m7", "m7(5-)", but not "maj7" or "dim". */
export const isMinorChord = (chord: Chord): boolean => /^m(?!aj)/.test(chord.quality);

/** The chord moved by `semitones`, its root written as a note of `key`, its bass as a note of the chord. */
export function transposeChord(chord: Chord, semitones: number, key: Key): Chord {
  const root = spellPitch(pitchOf(chord.root) + semitones, key);
  return {
    root,
    quality: chord.quality,
    bass: chord.bass && spellBass(pitchOf(chord.bass) + semitones, root, key),
  };
}

/** The key a chord suggests when nothing else names one: its root, minor when it is. */
export const keyOfChord = (chord: Chord): Key => ({
  tonic: chord.root,
  mode: isMinorChord(chord) ? 'minor' : 'major',
});
