import type { QueryClient } from '@tanstack/react-query';
import { songQueryKeys } from './song-query-keys';

/**
 * What a saved or cleared key ("meu tom") changes: the song's page (the caller's key and the
 * members' list) and every setlist's member keys in the ministry. Song lists do not show it.
 */
export function invalidateMySongKey(queryClient: QueryClient, ministryId: number, songId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: songQueryKeys.detail(songId) }),
    queryClient.invalidateQueries({ queryKey: songQueryKeys.memberSongKeysOf(ministryId) }),
  ]);
}
