import { useSongSearch, useSongs } from '@levita/api-client';
import { SONG_LIST_PAGE_SIZE } from './song-list-params';

/**
 * One page of the repertoire: the default list without a term, the search with one (the
 * server ignores accents, so "adoracao" finds "Adoração"). Only the one in use is fetched.
 */
export function useSongPage(ministryId: number | undefined, term: string, page: number) {
  const params = { ministerio_id: ministryId, pagina: page, por_pagina: SONG_LIST_PAGE_SIZE };
  const ready = ministryId !== undefined;
  const list = useSongs(params, { enabled: ready && !term });
  const search = useSongSearch({ ...params, termo: term }, { enabled: ready && term !== '' });
  return term ? search : list;
}
