import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { memberFunctionSchema, type AssignFunctionRequest } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
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
  return client.post(`/membros/${memberId}/funcoes`, memberFunctionSchema, {
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
    mutationKey: ['member-functions', 'assign', ministryId],
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
