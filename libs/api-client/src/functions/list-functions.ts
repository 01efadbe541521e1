import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, ministryFunctionSchema } from '@levita/contracts';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { functionQueryKeys } from './function-query-keys';

export const ministryFunctionListSchema = z.array(ministryFunctionSchema);

export function listFunctions(client: ApiClient, ministryId: number) {
  return client.get(
    fillPath(apiPaths.ministryFunctions, { id: ministryId }),
    ministryFunctionListSchema,
    {
      action: 'functions.list',
    },
  );
}

export function functionsQueryOptions(client: ApiClient, ministryId: number) {
  return queryOptions({
    queryKey: functionQueryKeys.list(ministryId),
    queryFn: () => listFunctions(client, ministryId),
  });
}

export function useFunctions(ministryId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...functionsQueryOptions(useApiClient(), ministryId), ...options });
}
