import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, memberSongKeysSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { songQueryKeys } from './song-query-keys';

/**
 * GET /ministerios/{ministryId}/tons-membros?musicas=1,2,3: the active members' saved keys of a
 * setlist's songs ("meu tom"), song by song in the order given, by name within each.
 */
export function getMemberSongKeys(
  client: ApiClient,
  ministryId: number,
  songIds: readonly number[],
) {
  return client.get(fillPath(apiPaths.memberSongKeys, { ministryId }), memberSongKeysSchema, {
    action: 'songs.memberSongKeys',
    query: { musicas: songIds.join(',') },
  });
}

export function memberSongKeysQueryOptions(
  client: ApiClient,
  ministryId: number,
  songIds: readonly number[],
) {
  return queryOptions({
    queryKey: songQueryKeys.memberSongKeys(ministryId, songIds),
    queryFn: () => getMemberSongKeys(client, ministryId, songIds),
  });
}

/** An empty setlist asks nothing (the API takes one song at least). */
export function useMemberSongKeys(
  ministryId: number,
  songIds: readonly number[],
  options: QueryHookOptions = {},
) {
  return useQuery({
    ...memberSongKeysQueryOptions(useApiClient(), ministryId, songIds),
    ...options,
    enabled: songIds.length > 0 && (options.enabled ?? true),
  });
}
