import type { QueryClient } from '@tanstack/react-query';
import { memberQueryKeys } from '../members/member-query-keys';
import { memberFunctionQueryKeys } from './member-function-query-keys';

/** A member's functions changed: their assignments, and the member lists that show them. */
export function invalidateMemberFunctions(
  queryClient: QueryClient,
  ministryId: number,
  memberId: number,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberFunctionQueryKeys.list(memberId) }),
    queryClient.invalidateQueries({ queryKey: memberQueryKeys.ministry(ministryId) }),
  ]);
}
