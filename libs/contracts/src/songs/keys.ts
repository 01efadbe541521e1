/**
 * Musical keys. A key is offered in its usual spelling (Bb, not A#; F#m, not Gbm), the
 * twelve major keys and the twelve minor ones; the other spelling of each is still accepted,
 * since songs saved before were offered sharps only (A#, D#, G#) and must stay valid.
 */
export const majorKeys = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

export const minorKeys = [
  'Cm',
  'C#m',
  'Dm',
  'D#m',
  'Em',
  'Fm',
  'F#m',
  'Gm',
  'G#m',
  'Am',
  'Bbm',
  'Bm',
] as const;

/** The other spelling of each black key, major and minor: accepted, not offered. */
const otherSpellings = ['C#', 'D#', 'Gb', 'G#', 'A#', 'Dbm', 'Ebm', 'Gbm', 'Abm', 'A#m'] as const;

/** Every key a song or a scheduled song may hold. */
export const songKeys = [...majorKeys, ...minorKeys, ...otherSpellings] as const;
export type SongKey = (typeof songKeys)[number];

export type KeyMode = 'major' | 'minor';

export const keyMode = (key: string): KeyMode => (key.endsWith('m') ? 'minor' : 'major');

/**
 * The offered keys in two groups, the mode of `like` first: a song in Am is moved to another
 * minor key far more often than to a major one, so those come first for it.
 */
export function keyGroups(like: string | null): { mode: KeyMode; keys: readonly SongKey[] }[] {
  const major = { mode: 'major' as const, keys: majorKeys };
  const minor = { mode: 'minor' as const, keys: minorKeys };
  return like && keyMode(like) === 'minor' ? [minor, major] : [major, minor];
}

/** Whether the key is one of the offered spellings (a stored A# is not, Bb is). */
export const isOfferedKey = (key: string): boolean =>
  (majorKeys as readonly string[]).includes(key) || (minorKeys as readonly string[]).includes(key);
