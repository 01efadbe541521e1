import { useSongSearch, useSongs } from '@levita/api-client';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@levita/ui';

/** Part 2 §7, §9: the pick list shows the first 50 songs, a search the first 20 found. */
export const SONG_PICK_LIST_SIZE = 50;
export const SONG_SEARCH_SIZE = 20;

/**
 * The repertoire songs the schedule may take, for what is typed in the search box: the
 * default list while it is empty (at once when it is cleared: that list is already known),
 * else the search, 500 ms after typing stops.
 */
export function useRepertoirePickList(ministryId: number, typed: string) {
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const term = typed.trim() === '' ? '' : settled;
  const searching = term !== '';
  const list = useSongs(
    { ministerio_id: ministryId, pagina: 1, por_pagina: SONG_PICK_LIST_SIZE },
    { enabled: !searching },
  );
  const search = useSongSearch(
    { termo: term, pagina: 1, por_pagina: SONG_SEARCH_SIZE, ministerio_id: ministryId },
    { enabled: searching },
  );
  const shown = searching ? search : list;
  return {
    term,
    songs: shown.data?.musicas,
    isError: shown.isError && shown.data === undefined,
    retry: () => void shown.refetch(),
  };
}
