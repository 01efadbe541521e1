import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiPaths, fillPath, messageResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { functionQueryKeys } from './function-query-keys';
import { invalidateFunctions } from './invalidate-functions';

export function deleteFunction(client: ApiClient, functionId: number) {
  return client.delete(fillPath(apiPaths.function, { id: functionId }), messageResponseSchema, {
    action: 'functions.delete',
  });
}

export function deleteFunctionMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  ministryId: number,
) {
  return mutationOptions({
    mutationKey: functionQueryKeys.mutations.delete(ministryId),
    mutationFn: (functionId: number) => deleteFunction(client, functionId),
    onSuccess: () => invalidateFunctions(queryClient, ministryId),
  });
}

export function useDeleteFunction(ministryId: number) {
  return useMutation(deleteFunctionMutationOptions(useApiClient(), useQueryClient(), ministryId));
}
