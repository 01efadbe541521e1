import type { QueryClient } from '@tanstack/react-query';
import { ministryQueryKeys } from '../ministries/ministry-query-keys';
import { songQueryKeys } from './song-query-keys';

/**
 * The repertoire of a ministry changed: its lists, searches and Deezer results (importada),
 * the lists across all ministries, and its song count.
 */
export function invalidateSongLists(queryClient: QueryClient, ministryId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: songQueryKeys.ministry(ministryId) }),
    queryClient.invalidateQueries({ queryKey: songQueryKeys.ministry(undefined) }),
    queryClient.invalidateQueries({ queryKey: ministryQueryKeys.statistics(ministryId) }),
  ]);
}
