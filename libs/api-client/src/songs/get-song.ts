import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, songDetailSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { songQueryKeys } from './song-query-keys';

/** GET /musicas/{id}: the song with the caller's saved key and the active members' keys. */
export function getSong(client: ApiClient, songId: number) {
  return client.get(fillPath(apiPaths.song, { id: songId }), songDetailSchema, {
    action: 'songs.get',
  });
}

export function songQueryOptions(client: ApiClient, songId: number) {
  return queryOptions({
    queryKey: songQueryKeys.detail(songId),
    queryFn: () => getSong(client, songId),
  });
}

export function useSong(songId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...songQueryOptions(useApiClient(), songId), ...options });
}
