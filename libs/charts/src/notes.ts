/**
 * Note names and their spelling. A note is a letter and an accidental; its pitch class is
 * 0-11 from C. Charts are written in sharps and flats as ASCII (#, b) or as ♯ and ♭; both
 * read the same, and a transposed chord is always printed in ASCII, as Brazilian charts are.
 */

export const letters = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
export type Letter = (typeof letters)[number];

/** -1 flat, 0 natural, 1 sharp. */
export type Accidental = -1 | 0 | 1;

export interface Note {
  letter: Letter;
  accidental: Accidental;
}

const naturalPitch: Record<Letter, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

export const mod12 = (value: number): number => ((value % 12) + 12) % 12;

export const pitchOf = (note: Note): number => mod12(naturalPitch[note.letter] + note.accidental);

export function accidentalOf(sign: string): Accidental {
  if (sign === '#' || sign === '♯') return 1;
  if (sign === 'b' || sign === '♭') return -1;
  return 0;
}

export const noteText = (note: Note): string =>
  note.letter + (note.accidental === 1 ? '#' : note.accidental === -1 ? 'b' : '');

/** "F#", "Bb", "E♭": the note, or null for anything else. */
export function parseNote(text: string): Note | null {
  const match = /^([A-G])([#b♯♭]?)$/.exec(text);
  if (!match) return null;
  return { letter: match[1] as Letter, accidental: accidentalOf(match[2] ?? '') };
}

export type Mode = 'major' | 'minor';

/** A key: its tonic and mode ("F#m" is F♯ minor). */
export interface Key {
  tonic: Note;
  mode: Mode;
}

/** "D", "Bb", "F#m", "Ebm": the key, or null. */
export function parseKey(text: string): Key | null {
  const match = /^([A-G][#b♯♭]?)(m?)$/.exec(text.trim());
  const tonic = match && parseNote(match[1] ?? '');
  return tonic ? { tonic, mode: match[2] ? 'minor' : 'major' } : null;
}

export const keyText = (key: Key): string =>
  noteText(key.tonic) + (key.mode === 'minor' ? 'm' : '');

/**
 * The scale degree (1-7, as a letter step from the tonic) and its offset from the major scale
 * with which each of the twelve pitch classes is written in a key, counted in semitones from
 * the tonic. Diatonic notes take their scale's degree; the others take the alteration a
 * chart in that key most often needs: in a major key the raised tonic (A7 in C has C#), the
 * flat third, the raised fourth (D/F# in C), the flat sixth and seventh (Ab and Bb in C);
 * in a minor key the flat second, the major third, raised fourth, sixth and seventh (E7 in
 * Am has G#).
 */
type Spelling = readonly [degree: number, offset: number];
const majorDegrees: readonly Spelling[] = [
  [1, 0],
  [1, 1],
  [2, 0],
  [3, -1],
  [3, 0],
  [4, 0],
  [4, 1],
  [5, 0],
  [6, -1],
  [6, 0],
  [7, -1],
  [7, 0],
];
/** A minor key writes the same, but a semitone above the tonic is its flat second. */
const degreesByMode: Record<Mode, readonly Spelling[]> = {
  major: majorDegrees,
  minor: majorDegrees.map((spelling, fromTonic) => (fromTonic === 1 ? [2, -1] : spelling)),
};

/** Names that a chart never uses: E#, B#, Cb and Fb are written F, C, B and E. */
const awkward = new Set(['E#', 'B#', 'Cb', 'Fb']);

/**
 * How `pitch` is written in `key`. The letter comes from the scale degree; when that would
 * need a double accidental or one of the awkward names, the plain name in the key's direction
 * is used instead (sharps in sharp keys, flats in flat keys).
 */
export function spellPitch(pitch: number, key: Key): Note {
  const fromTonic = mod12(pitch - pitchOf(key.tonic));
  const [degree] = degreesByMode[key.mode][fromTonic] ?? [1, 0];
  const letter = letters[(letters.indexOf(key.tonic.letter) + degree - 1) % 7] as Letter;
  const accidental = mod12(pitch - naturalPitch[letter] + 6) - 6;
  const note = { letter, accidental } as Note;
  if (Math.abs(accidental) <= 1 && !awkward.has(noteText(note))) return note;
  return plainSpelling(pitch, keyLeansFlat(key));
}

/** Letter steps from a chord's root to a bass note, by semitones: its third, fifth, seventh... */
const bassSteps = [0, 1, 1, 2, 2, 3, 3, 4, 5, 5, 6, 6];

/**
 * How the bass of a slash chord is written over `root`: as the chord's own third, fifth or
 * seventh (D/F#, not D/Gb, in any key; E/G# in C), and as a note of the key when that needs
 * a double accidental or an awkward name.
 */
export function spellBass(pitch: number, root: Note, key: Key): Note {
  const letter = letters[
    (letters.indexOf(root.letter) + (bassSteps[mod12(pitch - pitchOf(root))] as number)) % 7
  ] as Letter;
  const accidental = mod12(pitch - naturalPitch[letter] + 6) - 6;
  const note = { letter, accidental } as Note;
  return Math.abs(accidental) <= 1 && !awkward.has(noteText(note)) ? note : spellPitch(pitch, key);
}

/** The sharp or the flat name of a pitch, never E#, B#, Cb or Fb. */
export function plainSpelling(pitch: number, flat: boolean): Note {
  const sharpNames: Note[] = letters.flatMap((letter) => {
    const natural = { letter, accidental: 0 as Accidental };
    return letter === 'E' || letter === 'B' ? [natural] : [natural, { letter, accidental: 1 }];
  });
  const flatNames: Note[] = letters.flatMap((letter) => {
    const natural = { letter, accidental: 0 as Accidental };
    return letter === 'C' || letter === 'F' ? [natural] : [{ letter, accidental: -1 }, natural];
  });
  const names = flat ? flatNames : sharpNames;
  return names.find((note) => pitchOf(note) === mod12(pitch)) as Note;
}

/**
 * Whether the plain names of a key are flats: a tonic written with an accidental says so
 * (F#, C#m sharp; Bb, Ebm flat); otherwise the key signature of the key or of its relative
 * major (F, Dm, Gm, Cm, Fm flat; C, G, Am, Em sharp).
 */
export function keyLeansFlat(key: Key): boolean {
  if (key.tonic.accidental !== 0) return key.tonic.accidental === -1;
  const major = key.mode === 'minor' ? mod12(pitchOf(key.tonic) + 3) : pitchOf(key.tonic);
  return [5, 10, 3, 8, 1].includes(major);
}

/** The key a chart in `key` is in once moved by `semitones`, written as people write keys. */
export function moveKey(key: Key, semitones: number): Key {
  const pitch = mod12(pitchOf(key.tonic) + semitones);
  const names = key.mode === 'major' ? majorTonicNames : minorTonicNames;
  return { tonic: parseNote(names[pitch] as string) as Note, mode: key.mode };
}

/** The usual name of each major and minor tonic, by pitch class (Bb, not A#; F#m, not Gbm). */
export const majorTonicNames = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'];
export const minorTonicNames = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'Bb', 'B'];
