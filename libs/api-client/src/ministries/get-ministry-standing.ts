import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, standingResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { ministryQueryKeys } from './ministry-query-keys';

/** The caller's situacao in the ministry: PROPRIETARIO, ADMIN, MEMBRO or PENDENTE. */
export function getMinistryStanding(client: ApiClient, ministryId: number) {
  return client.get(
    fillPath(apiPaths.ministryStanding, { id: ministryId }),
    standingResponseSchema,
    {
      action: 'ministries.standing',
    },
  );
}

export function ministryStandingQueryOptions(client: ApiClient, ministryId: number) {
  return queryOptions({
    queryKey: ministryQueryKeys.standing(ministryId),
    queryFn: () => getMinistryStanding(client, ministryId),
  });
}

export function useMinistryStanding(ministryId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...ministryStandingQueryOptions(useApiClient(), ministryId), ...options });
}
