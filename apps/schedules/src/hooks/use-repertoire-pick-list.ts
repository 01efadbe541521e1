import { useSongPages, useSongSearchPages } from '@levita/api-client';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@levita/ui';

/**
 * Part 2 §7, §9: the pick list's first page holds 50 songs, a search's 20; the next pages
 * follow as the list is scrolled, so the whole repertoire can be reached without searching.
 */
export const SONG_PICK_LIST_SIZE = 50;
export const SONG_SEARCH_SIZE = 20;

/**
 * The repertoire songs the schedule may take, for what is typed in the search box: the
 * repertoire while it is empty (at once when it is cleared: those pages are already known),
 * else the search, 500 ms after typing stops.
 */
export function useRepertoirePickList(ministryId: number, typed: string) {
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const term = typed.trim() === '' ? '' : settled;
  const searching = term !== '';
  const list = useSongPages(
    { ministerio_id: ministryId, por_pagina: SONG_PICK_LIST_SIZE },
    { enabled: !searching },
  );
  const search = useSongSearchPages(
    { termo: term, por_pagina: SONG_SEARCH_SIZE, ministerio_id: ministryId },
    { enabled: searching },
  );
  const shown = searching ? search : list;
  const pages = shown.data?.pages;
  return {
    term,
    songs: pages?.flatMap((page) => page.musicas),
    /** How many songs the repertoire (or the search) holds, loaded or not. */
    total: pages?.[0]?.total,
    hasMore: shown.hasNextPage,
    loadingMore: shown.isFetchingNextPage,
    loadMore: () => {
      if (shown.hasNextPage && !shown.isFetchingNextPage) void shown.fetchNextPage();
    },
    isError: shown.isError && shown.data === undefined,
    moreFailed: shown.isFetchNextPageError,
    retry: () => void shown.refetch(),
  };
}
