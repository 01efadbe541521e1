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
  type CreateUnavailabilityRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { unavailabilityQueryKeys } from './unavailability-query-keys';
import { invalidateUnavailability } from './invalidate-unavailability';

/** Only for the caller's own membership (membro_id). */
export function createUnavailability(client: ApiClient, period: CreateUnavailabilityRequest) {
  return client.post(fillPath(apiPaths.unavailabilities), unavailabilitySchema, {
    action: 'unavailability.create',
    body: period,
  });
}

export function createUnavailabilityMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: unavailabilityQueryKeys.mutations.create(),
    mutationFn: (period: CreateUnavailabilityRequest) => createUnavailability(client, period),
    onSuccess: (created) => invalidateUnavailability(queryClient, created.membro_id),
  });
}

export function useCreateUnavailability() {
  return useMutation(createUnavailabilityMutationOptions(useApiClient(), useQueryClient()));
}
