import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, songPageSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
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
