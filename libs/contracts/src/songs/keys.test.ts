import { describe, expect, it } from 'vitest';
import { isOfferedKey, keyGroups, keyMode, majorKeys, minorKeys, songKeys } from './keys';

/** The pitch class of a key's tonic, 0 for C. */
function pitchOf(key: string): number {
  const natural = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 }[key[0] as 'C'];
  const accidental = key[1] === '#' ? 1 : key[1] === 'b' ? -1 : 0;
  return (natural + accidental + 12) % 12;
}

describe('musical keys', () => {
  it('offer each of the twelve tonics once in major and once in minor', () => {
    expect(new Set(majorKeys.map(pitchOf)).size).toBe(12);
    expect(new Set(minorKeys.map(pitchOf)).size).toBe(12);
    expect(majorKeys.every((key) => keyMode(key) === 'major')).toBe(true);
    expect(minorKeys.every((key) => keyMode(key) === 'minor')).toBe(true);
  });

  it('spell the keys as musicians write them: flats for Bb and Eb, sharps for F#m and C#m', () => {
    expect(majorKeys).toEqual(expect.arrayContaining(['Bb', 'Eb', 'Ab', 'Db', 'F#']));
    expect(minorKeys).toEqual(expect.arrayContaining(['F#m', 'C#m', 'G#m', 'Bbm']));
    expect(isOfferedKey('A#')).toBe(false);
    expect(isOfferedKey('Bb')).toBe(true);
  });

  it('still accept the sharps offered before and the 24 keys of the first version', () => {
    for (const key of ['A#', 'D#', 'G#', 'C#', 'A#m', 'D#m', 'Cm', 'C#m', 'G#m'])
      expect(songKeys).toContain(key);
    expect(new Set(songKeys).size).toBe(songKeys.length);
  });

  it('list the minor keys first for a minor song, the major keys first otherwise', () => {
    expect(keyGroups('Am').map((group) => group.mode)).toEqual(['minor', 'major']);
    expect(keyGroups('G').map((group) => group.mode)).toEqual(['major', 'minor']);
    expect(keyGroups(null).map((group) => group.mode)).toEqual(['major', 'minor']);
  });
});
