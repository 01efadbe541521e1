import type { QueryClient } from '@tanstack/react-query';
import { memberQueryKeys } from '../members/member-query-keys';
import { memberFunctionQueryKeys } from '../member-functions/member-function-query-keys';
import { functionQueryKeys } from './function-query-keys';

/**
 * A function changed: its list, and everything that shows function names and icons (member
 * lists and members' assignments; a deleted function also drops its assignments).
 */
export function invalidateFunctions(queryClient: QueryClient, ministryId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: functionQueryKeys.list(ministryId) }),
    queryClient.invalidateQueries({ queryKey: memberQueryKeys.ministry(ministryId) }),
    queryClient.invalidateQueries({ queryKey: memberFunctionQueryKeys.all }),
  ]);
}
