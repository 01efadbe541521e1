import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, ministryStatisticsSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { ministryQueryKeys } from './ministry-query-keys';

export function getMinistryStatistics(client: ApiClient, ministryId: number) {
  return client.get(
    fillPath(apiPaths.ministryStatistics, { id: ministryId }),
    ministryStatisticsSchema,
    {
      action: 'ministries.statistics',
    },
  );
}

export function ministryStatisticsQueryOptions(client: ApiClient, ministryId: number) {
  return queryOptions({
    queryKey: ministryQueryKeys.statistics(ministryId),
    queryFn: () => getMinistryStatistics(client, ministryId),
  });
}

export function useMinistryStatistics(ministryId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...ministryStatisticsQueryOptions(useApiClient(), ministryId), ...options });
}
