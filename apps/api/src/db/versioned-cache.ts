import { LRUCache } from 'lru-cache';

/**
 * Answers kept in memory, each under the stamp of the ministries' song versions it was
 * computed at (`ministries.songs_version`, raised with every song write). An answer is only
 * given back for the same stamp, which the caller reads from the database on every request:
 * a write through any server retires the answer everywhere on the next request.
 *
 * Bounded twice: by entries, and by the summed size of the answers (ids or JSON text: a term
 * matching most of a 100,000-song repertoire holds as many ids). The least recently used go
 * first, and an answer bigger than the whole budget is not kept.
 */
export interface VersionedCacheLimits {
  maxEntries: number;
  maxSize: number;
}

interface Entry<T> {
  stamp: string;
  value: T;
}

export function createVersionedCache<T>(
  { maxEntries, maxSize }: VersionedCacheLimits,
  sizeOf: (value: T) => number,
) {
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    maxSize,
    maxEntrySize: maxSize,
    // lru-cache wants a positive size; an empty answer still takes a slot.
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
  });

  return {
    /** The answer for `key` if it was computed at `stamp`; a stale one is dropped. */
    get(key: string, stamp: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.stamp === stamp) return entry.value;
      // Versions only move forward: an answer under another stamp is never good again.
      entries.delete(key);
      return undefined;
    },

    set(key: string, stamp: string, value: T) {
      entries.set(key, { stamp, value });
    },

    /** What is held, for tests and the benchmark's memory figures. */
    size: () => ({ entries: entries.size, size: entries.calculatedSize }),
  };
}

export type VersionedCache<T> = ReturnType<typeof createVersionedCache<T>>;

/** The counters a ministry's answers are checked against (migrations 0006 and 0008). */
export type VersionColumn = 'songs_version' | 'data_version';

/**
 * The key part and the stamp of an answer over these ministries: their ids in order, and
 * their versions as one string. The versions are read before the answer they validate (the
 * caller's access check reads them), so an answer computed after a write it did not see
 * cannot be stored under the newer stamp.
 */
export function versionsStamp<C extends VersionColumn>(
  ministries: readonly ({ id: number } & Record<C, number>)[],
  column: C,
) {
  const sorted = [...ministries].sort((a, b) => a.id - b.id);
  return {
    ids: sorted.map((ministry) => ministry.id),
    stamp: sorted.map((ministry) => `${ministry.id}:${ministry[column]}`).join(','),
  };
}

/** Song answers: the songs versions, raised with every song write. */
export const songsStamp = (ministries: readonly { id: number; songs_version: number }[]) =>
  versionsStamp(ministries, 'songs_version');

/** Anything else of the ministries' data: raised by triggers with every write (0008). */
export const dataStamp = (ministries: readonly { id: number; data_version: number }[]) =>
  versionsStamp(ministries, 'data_version');
