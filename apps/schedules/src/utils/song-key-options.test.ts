import { chromaticKeys } from '@levita/contracts';
import { describe, expect, it } from 'vitest';
import { keyOfValue, songKeyOptions } from './song-key-options';

const values = (ownKey: string | null, current: string | null = ownKey) =>
  songKeyOptions(ownKey, current).map((option) => option.value);

describe('the keys a scheduled song may take', () => {
  it('start with its own key, marked original, then none, then the other chromatic keys', () => {
    const options = songKeyOptions('G', 'G');
    expect(options[0]).toEqual({ value: 'G', key: 'G', original: true });
    expect(options[1]).toEqual({ value: '', key: null, original: false });
    expect(values('G')).toEqual(['G', '', ...chromaticKeys.filter((key) => key !== 'G')]);
    expect(options.filter((option) => option.original)).toHaveLength(1);
  });

  it('offer a minor own key first and all 12 chromatic keys after it', () => {
    expect(values('Bm')).toEqual(['Bm', '', ...chromaticKeys]);
  });

  it('offer none and the 12 keys for a song without a key', () => {
    expect(values(null)).toEqual(['', ...chromaticKeys]);
  });

  it('keep offering a key the schedule holds that none of those is', () => {
    expect(values('C', 'Dm')).toEqual(['C', '', ...chromaticKeys.slice(1), 'Dm']);
  });

  it('read the none choice back as no key', () => {
    expect(keyOfValue('')).toBeNull();
    expect(keyOfValue('F#')).toBe('F#');
  });
});
