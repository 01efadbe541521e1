import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  memberFunctionSchema,
  type UpdateAssignmentRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { memberFunctionQueryKeys } from './member-function-query-keys';
import { invalidateMemberFunctions } from './invalidate-member-functions';

export interface UpdateMemberFunctionVariables {
  assignmentId: number;
  changes: UpdateAssignmentRequest;
}

export function updateMemberFunction(
  client: ApiClient,
  assignmentId: number,
  changes: UpdateAssignmentRequest,
) {
  return client.put(fillPath(apiPaths.memberFunction, { id: assignmentId }), memberFunctionSchema, {
    action: 'memberFunctions.update',
    body: changes,
  });
}

export function updateMemberFunctionMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: memberFunctionQueryKeys.mutations.update(ministryId),
    mutationFn: ({ assignmentId, changes }: UpdateMemberFunctionVariables) =>
      updateMemberFunction(client, assignmentId, changes),
    onSuccess: (updated) => invalidateMemberFunctions(queryClient, ministryId, updated.membro_id),
  });
}

export function useUpdateMemberFunction(ministryId: number) {
  return useMutation(
    updateMemberFunctionMutationOptions(useApiClient(), useQueryClient(), ministryId),
  );
}
