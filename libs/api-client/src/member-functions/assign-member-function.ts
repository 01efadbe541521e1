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
  type AssignFunctionRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { memberFunctionQueryKeys } from './member-function-query-keys';
import { invalidateMemberFunctions } from './invalidate-member-functions';

export interface AssignMemberFunctionVariables {
  memberId: number;
  assignment: AssignFunctionRequest;
}

export function assignMemberFunction(
  client: ApiClient,
  memberId: number,
  assignment: AssignFunctionRequest,
) {
  return client.post(fillPath(apiPaths.memberFunctions, { id: memberId }), memberFunctionSchema, {
    action: 'memberFunctions.assign',
    body: assignment,
  });
}

export function assignMemberFunctionMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: memberFunctionQueryKeys.mutations.assign(ministryId),
    mutationFn: ({ memberId, assignment }: AssignMemberFunctionVariables) =>
      assignMemberFunction(client, memberId, assignment),
    onSuccess: (created) => invalidateMemberFunctions(queryClient, ministryId, created.membro_id),
  });
}

export function useAssignMemberFunction(ministryId: number) {
  return useMutation(
    assignMemberFunctionMutationOptions(useApiClient(), useQueryClient(), ministryId),
  );
}
