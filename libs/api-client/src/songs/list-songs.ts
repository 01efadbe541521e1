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
import { songQueryKeys, type SongListParams } from './song-query-keys';

export function listSongs(client: ApiClient, params: SongListParams = {}) {
  return client.get(fillPath(apiPaths.songs), songPageSchema, {
    action: 'songs.list',
    query: { ...params },
  });
}

export function songsQueryOptions(client: ApiClient, params: SongListParams = {}) {
  return queryOptions({
    queryKey: songQueryKeys.list(params),
    queryFn: () => listSongs(client, params),
  });
}

export function useSongs(params: SongListParams = {}, options: QueryHookOptions = {}) {
  return useQuery({ ...songsQueryOptions(useApiClient(), params), ...options });
}

/** The repertoire page after page (pagina 1, 2, …) for a list that grows as it is scrolled. */
export function songPagesQueryOptions(client: ApiClient, params: Omit<SongListParams, 'pagina'>) {
  return infiniteQueryOptions({
    queryKey: songQueryKeys.listPages(params),
    queryFn: ({ pageParam }) => listSongs(client, { ...params, pagina: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useSongPages(
  params: Omit<SongListParams, 'pagina'>,
  options: QueryHookOptions = {},
) {
  return useInfiniteQuery({ ...songPagesQueryOptions(useApiClient(), params), ...options });
}
