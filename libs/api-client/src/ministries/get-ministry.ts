import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, ministrySchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { ministryQueryKeys } from './ministry-query-keys';

export function getMinistry(client: ApiClient, ministryId: number) {
  return client.get(fillPath(apiPaths.ministry, { id: ministryId }), ministrySchema, {
    action: 'ministries.get',
  });
}

export function ministryQueryOptions(client: ApiClient, ministryId: number) {
  return queryOptions({
    queryKey: ministryQueryKeys.detail(ministryId),
    queryFn: () => getMinistry(client, ministryId),
  });
}

export function useMinistry(ministryId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...ministryQueryOptions(useApiClient(), ministryId), ...options });
}
