import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { ministryQueryKeys } from './ministry-query-keys';

/** Leaves the ministry, or cancels a pending request to join it. */
export function leaveMinistry(client: ApiClient, ministryId: number) {
  return client.delete(
    fillPath(apiPaths.leaveMinistry, { id: ministryId }),
    messageResponseSchema,
    {
      action: 'ministries.leave',
    },
  );
}

export function leaveMinistryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.leave(),
    mutationFn: (ministryId: number) => leaveMinistry(client, ministryId),
    onSuccess: (_answer, ministryId) => {
      queryClient.removeQueries({ queryKey: ministryQueryKeys.detail(ministryId) });
      return queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() });
    },
  });
}

export function useLeaveMinistry() {
  return useMutation(leaveMinistryMutationOptions(useApiClient(), useQueryClient()));
}
