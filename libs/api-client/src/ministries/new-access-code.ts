import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, ministrySchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { ministryQueryKeys } from './ministry-query-keys';

/** Replaces the ministry's access code; the old one stops working (admin or owner). */
export function newAccessCode(client: ApiClient, ministryId: number) {
  return client.post(fillPath(apiPaths.ministryAccessCode, { id: ministryId }), ministrySchema, {
    action: 'ministries.newAccessCode',
  });
}

export function newAccessCodeMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: ministryQueryKeys.mutations.newAccessCode(),
    mutationFn: (ministryId: number) => newAccessCode(client, ministryId),
    // The dashboard's cards show the code too.
    onSuccess: (ministry) => {
      queryClient.setQueryData(ministryQueryKeys.detail(ministry.id), ministry);
      return queryClient.invalidateQueries({ queryKey: ministryQueryKeys.list() });
    },
  });
}

export function useNewAccessCode() {
  return useMutation(newAccessCodeMutationOptions(useApiClient(), useQueryClient()));
}
