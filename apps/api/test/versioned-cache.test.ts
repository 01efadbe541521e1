import { describe, expect, it } from 'vitest';
import { createVersionedCache, dataStamp, songsStamp } from '../src/db/versioned-cache';

const ids = (...values: number[]) => Int32Array.from(values);
const cacheOfIds = (maxEntries: number, maxSize: number) =>
  createVersionedCache<Int32Array>({ maxEntries, maxSize }, (value) => value.length);

describe('versioned cache', () => {
  it('gives an answer back only under the stamp it was stored with, and drops a stale one', () => {
    const cache = cacheOfIds(10, 100);
    cache.set('1|santo', '1:4', ids(7, 3));
    expect(cache.get('1|santo', '1:4')).toEqual(ids(7, 3));
    expect(cache.get('1|santo', '1:5')).toBeUndefined();
    // The stale answer is gone, even for its own stamp: versions only move forward.
    expect(cache.get('1|santo', '1:4')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, size: 0 });
  });

  it('forgets the least recently used first, by entries', () => {
    const cache = cacheOfIds(2, 100);
    cache.set('a', 's', ids(1));
    cache.set('b', 's', ids(2));
    cache.get('a', 's');
    cache.set('c', 's', ids(3));
    expect(cache.get('b', 's')).toBeUndefined();
    expect(cache.get('a', 's')).toEqual(ids(1));
    expect(cache.get('c', 's')).toEqual(ids(3));
  });

  it('holds no more than its size budget, and never an answer bigger than all of it', () => {
    const cache = cacheOfIds(10, 5);
    cache.set('a', 's', ids(1, 2, 3));
    cache.set('b', 's', ids(4, 5));
    expect(cache.size()).toEqual({ entries: 2, size: 5 });
    cache.set('c', 's', ids(6));
    expect(cache.get('a', 's')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 2, size: 3 });
    cache.set('huge', 's', ids(1, 2, 3, 4, 5, 6));
    expect(cache.get('huge', 's')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 2, size: 3 });
  });

  it('replaces an answer stored again under the same key', () => {
    const cache = cacheOfIds(10, 10);
    cache.set('a', '1:1', ids(1, 2));
    cache.set('a', '1:2', ids(2));
    expect(cache.size()).toEqual({ entries: 1, size: 1 });
    expect(cache.get('a', '1:2')).toEqual(ids(2));
  });

  it('counts an empty answer as one, so it still takes a slot in the budget', () => {
    const cache = cacheOfIds(10, 2);
    cache.set('none', 's', ids());
    expect(cache.get('none', 's')).toEqual(ids());
    expect(cache.size()).toEqual({ entries: 1, size: 1 });
  });
});

describe('songsStamp', () => {
  it('names the ministries in id order whatever order they came in, with their versions', () => {
    const a = { id: 7, songs_version: 3 };
    const b = { id: 2, songs_version: 11 };
    expect(songsStamp([a, b])).toEqual({ ids: [2, 7], stamp: '2:11,7:3' });
    expect(songsStamp([b, a])).toEqual(songsStamp([a, b]));
    expect(songsStamp([{ ...a, songs_version: 4 }, b]).stamp).toBe('2:11,7:4');
  });
});

describe('dataStamp', () => {
  it('reads the data versions, not the song versions', () => {
    const ministry = { id: 7, songs_version: 3, data_version: 40 };
    expect(dataStamp([ministry]).stamp).toBe('7:40');
    const songWritten = { ...ministry, songs_version: 4 };
    expect(dataStamp([songWritten]).stamp).toBe('7:40');
    expect(dataStamp([{ ...ministry, data_version: 41 }]).stamp).toBe('7:41');
  });
});
