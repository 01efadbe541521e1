import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, songPageSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
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
