import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { ministryQueryKeys } from './ministry-query-keys';

export function deleteMinistry(client: ApiClient, ministryId: number) {
  return client.delete(fillPath(apiPaths.ministry, { id: ministryId }), messageResponseSchema, {
    action: 'ministries.delete',
  });
}

export function deleteMinistryMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.delete(),
    mutationFn: (ministryId: number) => deleteMinistry(client, ministryId),
    onSuccess: (_answer, ministryId) => {
      queryClient.removeQueries({ queryKey: ministryQueryKeys.detail(ministryId) });
      return queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() });
    },
  });
}

export function useDeleteMinistry() {
  return useMutation(deleteMinistryMutationOptions(useApiClient(), useQueryClient()));
}
