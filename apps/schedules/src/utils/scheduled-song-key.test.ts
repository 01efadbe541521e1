import { describe, expect, it } from 'vitest';
import { scheduledSongKey } from './scheduled-song-key';

describe('scheduledSongKey', () => {
  it('gives the original key only when the schedule plays the song in another one', () => {
    expect(scheduledSongKey({ tom_usado: 'D', tom: 'C' })).toEqual({ used: 'D', original: 'C' });
    expect(scheduledSongKey({ tom_usado: 'G', tom: 'G' })).toEqual({ used: 'G', original: null });
  });

  it('has no original when the song has no key of its own', () => {
    expect(scheduledSongKey({ tom_usado: 'E', tom: null })).toEqual({ used: 'E', original: null });
    expect(scheduledSongKey({ tom_usado: null, tom: null })).toEqual({
      used: null,
      original: null,
    });
  });
});
