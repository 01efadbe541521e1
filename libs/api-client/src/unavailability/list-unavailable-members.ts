import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, unavailableMembersSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { unavailabilityQueryKeys } from './unavailability-query-keys';

/** Active members unavailable on a day ('yyyy-MM-dd'), today in the ministry by default. */
export function listUnavailableMembers(client: ApiClient, ministryId: number, date?: string) {
  return client.get(
    fillPath(apiPaths.unavailableMembers, { id: ministryId }),
    unavailableMembersSchema,
    {
      action: 'unavailability.unavailableMembers',
      query: { data: date },
    },
  );
}

export function unavailableMembersQueryOptions(
  client: ApiClient,
  ministryId: number,
  date?: string,
) {
  return queryOptions({
    queryKey: unavailabilityQueryKeys.unavailableOn(ministryId, date),
    queryFn: () => listUnavailableMembers(client, ministryId, date),
  });
}

export function useUnavailableMembers(
  ministryId: number,
  date?: string,
  options: QueryHookOptions = {},
) {
  return useQuery({
    ...unavailableMembersQueryOptions(useApiClient(), ministryId, date),
    ...options,
  });
}
