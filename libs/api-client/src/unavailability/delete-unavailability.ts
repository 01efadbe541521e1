import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { unavailabilityQueryKeys } from './unavailability-query-keys';
import { invalidateUnavailability } from './invalidate-unavailability';

export function deleteUnavailability(client: ApiClient, unavailabilityId: number) {
  return client.delete(
    fillPath(apiPaths.unavailability, { id: unavailabilityId }),
    messageResponseSchema,
    {
      action: 'unavailability.delete',
    },
  );
}

/** memberId: whose list to reload, as the answer does not say. */
export function deleteUnavailabilityMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  memberId: number,
) {
  return mutationOptions({
    mutationKey: unavailabilityQueryKeys.mutations.delete(memberId),
    mutationFn: (unavailabilityId: number) => deleteUnavailability(client, unavailabilityId),
    onSuccess: () => invalidateUnavailability(queryClient, memberId),
  });
}

export function useDeleteUnavailability(memberId: number) {
  return useMutation(
    deleteUnavailabilityMutationOptions(useApiClient(), useQueryClient(), memberId),
  );
}
