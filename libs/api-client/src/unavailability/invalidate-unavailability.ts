import type { QueryClient } from '@tanstack/react-query';
import { unavailabilityQueryKeys } from './unavailability-query-keys';

/** A member's periods changed: their list, and who is unavailable on any day. */
export function invalidateUnavailability(queryClient: QueryClient, memberId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: unavailabilityQueryKeys.member(memberId) }),
    queryClient.invalidateQueries({ queryKey: unavailabilityQueryKeys.unavailableMembers() }),
  ]);
}
