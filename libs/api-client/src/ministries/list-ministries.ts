import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, ministryListSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { ministryQueryKeys } from './ministry-query-keys';

/** The caller's ministries, each with their situacao_usuario. */
export function listMinistries(client: ApiClient) {
  return client.get(fillPath(apiPaths.ministries), ministryListSchema, {
    action: 'ministries.list',
  });
}

export function ministriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ministryQueryKeys.list(),
    queryFn: () => listMinistries(client),
  });
}

export function useMinistries(options: QueryHookOptions = {}) {
  return useQuery({ ...ministriesQueryOptions(useApiClient()), ...options });
}
