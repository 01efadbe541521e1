import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  unavailabilitySchema,
  type UpdateUnavailabilityRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { unavailabilityQueryKeys } from './unavailability-query-keys';
import { invalidateUnavailability } from './invalidate-unavailability';

export interface UpdateUnavailabilityVariables {
  unavailabilityId: number;
  period: UpdateUnavailabilityRequest;
}

/** The whole period is sent again. */
export function updateUnavailability(
  client: ApiClient,
  unavailabilityId: number,
  period: UpdateUnavailabilityRequest,
) {
  return client.put(
    fillPath(apiPaths.unavailability, { id: unavailabilityId }),
    unavailabilitySchema,
    {
      action: 'unavailability.update',
      body: period,
    },
  );
}

export function updateUnavailabilityMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: unavailabilityQueryKeys.mutations.update(),
    mutationFn: ({ unavailabilityId, period }: UpdateUnavailabilityVariables) =>
      updateUnavailability(client, unavailabilityId, period),
    onSuccess: (updated) => invalidateUnavailability(queryClient, updated.membro_id),
  });
}

export function useUpdateUnavailability() {
  return useMutation(updateUnavailabilityMutationOptions(useApiClient(), useQueryClient()));
}
