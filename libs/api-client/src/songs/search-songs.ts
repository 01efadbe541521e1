import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiPaths, fillPath, songPageSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { nextPageOf } from '../query/next-page';
import type { QueryHookOptions } from '../query/query-hook-options';
import { songQueryKeys, type SongSearchParams } from './song-query-keys';

/** Searches the repertoire by name, artist and album. */
export function searchSongs(client: ApiClient, params: SongSearchParams) {
  return client.get(fillPath(apiPaths.songSearch), songPageSchema, {
    action: 'songs.search',
    query: { ...params },
  });
}

export function songSearchQueryOptions(client: ApiClient, params: SongSearchParams) {
  return queryOptions({
    queryKey: songQueryKeys.search(params),
    queryFn: () => searchSongs(client, params),
  });
}

export function useSongSearch(params: SongSearchParams, options: QueryHookOptions = {}) {
  return useQuery({ ...songSearchQueryOptions(useApiClient(), params), ...options });
}

/** A search's results page after page, for a list that grows as it is scrolled. */
export function songSearchPagesQueryOptions(
  client: ApiClient,
  params: Omit<SongSearchParams, 'pagina'>,
) {
  return infiniteQueryOptions({
    queryKey: songQueryKeys.searchPages(params),
    queryFn: ({ pageParam }) => searchSongs(client, { ...params, pagina: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useSongSearchPages(
  params: Omit<SongSearchParams, 'pagina'>,
  options: QueryHookOptions = {},
) {
  return useInfiniteQuery({ ...songSearchPagesQueryOptions(useApiClient(), params), ...options });
}
