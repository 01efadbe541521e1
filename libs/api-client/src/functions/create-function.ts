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
  type CreateFunctionRequest,
} from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import { functionQueryKeys } from './function-query-keys';

export interface CreateFunctionVariables {
  ministryId: number;
  fields: Omit<CreateFunctionRequest, 'ministerio_id'>;
}

export function createFunction(
  client: ApiClient,
  ministryId: number,
  fields: Omit<CreateFunctionRequest, 'ministerio_id'>,
) {
  return client.post(
    fillPath(apiPaths.ministryFunctions, { id: ministryId }),
    ministryFunctionSchema,
    {
      action: 'functions.create',
      body: { ...fields, ministerio_id: ministryId },
    },
  );
}

export function createFunctionMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: functionQueryKeys.mutations.create(),
    mutationFn: ({ ministryId, fields }: CreateFunctionVariables) =>
      createFunction(client, ministryId, fields),
    onSuccess: (created) =>
      queryClient.invalidateQueries({ queryKey: functionQueryKeys.list(created.ministerio_id) }),
  });
}

export function useCreateFunction() {
  return useMutation(createFunctionMutationOptions(useApiClient(), useQueryClient()));
}
