import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, musicSearchResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { songQueryKeys, type DeezerSearchParams } from './song-query-keys';

/** Searches the Deezer catalogue for songs to import (q of 3 characters or more). */
export function searchDeezer(client: ApiClient, params: DeezerSearchParams) {
  return client.get(fillPath(apiPaths.catalogueSearch), musicSearchResponseSchema, {
    action: 'songs.searchDeezer',
    query: { ...params },
  });
}

export function deezerSearchQueryOptions(client: ApiClient, params: DeezerSearchParams) {
  return queryOptions({
    queryKey: songQueryKeys.deezer(params),
    queryFn: () => searchDeezer(client, params),
  });
}

export function useDeezerSearch(params: DeezerSearchParams, options: QueryHookOptions = {}) {
  return useQuery({ ...deezerSearchQueryOptions(useApiClient(), params), ...options });
}
