import type { QueryClient } from '@tanstack/react-query';
import { ministryQueryKeys } from '../ministries/ministry-query-keys';
import { memberQueryKeys } from './member-query-keys';

/** A member changed: the ministry's member lists and its member count. */
export function invalidateMemberLists(queryClient: QueryClient, ministryId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberQueryKeys.ministry(ministryId) }),
    queryClient.invalidateQueries({ queryKey: ministryQueryKeys.statistics(ministryId) }),
  ]);
}
