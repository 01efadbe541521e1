import { describe, expect, it } from 'vitest';
import { keyOfValue, leadingKeyOptions } from './song-key-options';

const values = (ownKey: string | null, current: string | null = ownKey) =>
  leadingKeyOptions(ownKey, current).map((option) => option.value);

describe('the choices above the key groups of a scheduled song', () => {
  it('start with its own key, marked original, then none', () => {
    expect(leadingKeyOptions('G', 'G')).toEqual([
      { value: 'G', key: 'G', original: true },
      { value: '', key: null, original: false },
    ]);
  });

  it('offer only none for a song without a key', () => {
    expect(values(null)).toEqual(['']);
  });

  it('keep offering a key the schedule holds in a spelling the groups do not offer', () => {
    expect(values('C', 'A#')).toEqual(['C', '', 'A#']);
    expect(values('C', 'Bb')).toEqual(['C', '']);
  });

  it('read the none choice back as no key', () => {
    expect(keyOfValue('')).toBeNull();
    expect(keyOfValue('F#')).toBe('F#');
  });
});
