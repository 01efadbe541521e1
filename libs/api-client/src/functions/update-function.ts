import {
  mutationOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  apiPaths,
  fillPath,
  ministryFunctionSchema,
  type UpdateFunctionRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { functionQueryKeys } from './function-query-keys';
import { invalidateFunctions } from './invalidate-functions';

export interface UpdateFunctionVariables {
  functionId: number;
  changes: UpdateFunctionRequest;
}

export function updateFunction(
  client: ApiClient,
  functionId: number,
  changes: UpdateFunctionRequest,
) {
  return client.put(fillPath(apiPaths.function, { id: functionId }), ministryFunctionSchema, {
    action: 'functions.update',
    body: changes,
  });
}

export function updateFunctionMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: functionQueryKeys.mutations.update(),
    mutationFn: ({ functionId, changes }: UpdateFunctionVariables) =>
      updateFunction(client, functionId, changes),
    onSuccess: (updated) => invalidateFunctions(queryClient, updated.ministerio_id),
  });
}

export function useUpdateFunction() {
  return useMutation(updateFunctionMutationOptions(useApiClient(), useQueryClient()));
}
