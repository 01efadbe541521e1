/**
 * Ranked search answers kept in memory, each under the stamp of the ministries' song versions
 * it was computed at (`ministries.songs_version`, raised with every song write). An answer is
 * only given back for the same stamp, which the caller reads from the database on every
 * request: a write through any server retires the answer everywhere on the next request.
 *
 * Bounded twice: by entries, and by the ids held in all of them (a term matching most of a
 * 100,000-song repertoire holds as many ids). The least recently used go first.
 */
export interface SearchCacheLimits {
  maxEntries: number;
  maxIds: number;
}

export const defaultSearchCacheLimits: SearchCacheLimits = { maxEntries: 500, maxIds: 1_000_000 };

interface Entry {
  stamp: string;
  ids: Int32Array;
}

export function createSearchCache({
  maxEntries,
  maxIds,
}: SearchCacheLimits = defaultSearchCacheLimits) {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least
  // recently used.
  const entries = new Map<string, Entry>();
  let heldIds = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    heldIds -= entry.ids.length;
  };

  return {
    /** The ranked ids for `key` if they were computed at `stamp`; a stale entry is dropped. */
    get(key: string, stamp: string): Int32Array | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      remove(key, entry);
      if (entry.stamp !== stamp) return undefined;
      entries.set(key, entry);
      heldIds += entry.ids.length;
      return entry.ids;
    },

    set(key: string, stamp: string, ids: Int32Array) {
      const current = entries.get(key);
      if (current) remove(key, current);
      // An answer bigger than the whole budget is not kept at all.
      if (ids.length > maxIds) return;
      entries.set(key, { stamp, ids });
      heldIds += ids.length;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && heldIds <= maxIds) break;
        remove(oldest, entry);
      }
    },

    /** What is held, for tests and the benchmark's memory figures. */
    size: () => ({ entries: entries.size, ids: heldIds }),
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
