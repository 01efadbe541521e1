import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { memberFunctionQueryKeys } from './member-function-query-keys';
import { invalidateMemberFunctions } from './invalidate-member-functions';

export interface RemoveMemberFunctionVariables {
  assignmentId: number;
  /** Whose functions to reload: the answer does not say. */
  memberId: number;
}

export function removeMemberFunction(client: ApiClient, assignmentId: number) {
  return client.delete(
    fillPath(apiPaths.memberFunction, { id: assignmentId }),
    messageResponseSchema,
    {
      action: 'memberFunctions.remove',
    },
  );
}

export function removeMemberFunctionMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: memberFunctionQueryKeys.mutations.remove(ministryId),
    mutationFn: ({ assignmentId }: RemoveMemberFunctionVariables) =>
      removeMemberFunction(client, assignmentId),
    onSuccess: (_answer, { memberId }) =>
      invalidateMemberFunctions(queryClient, ministryId, memberId),
  });
}

export function useRemoveMemberFunction(ministryId: number) {
  return useMutation(
    removeMemberFunctionMutationOptions(useApiClient(), useQueryClient(), ministryId),
  );
}
