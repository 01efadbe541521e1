import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, memberUnavailabilitiesSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { unavailabilityQueryKeys } from './unavailability-query-keys';

export function listMemberUnavailability(client: ApiClient, memberId: number) {
  return client.get(
    fillPath(apiPaths.memberUnavailabilities, { id: memberId }),
    memberUnavailabilitiesSchema,
    {
      action: 'unavailability.listForMember',
    },
  );
}

export function memberUnavailabilityQueryOptions(client: ApiClient, memberId: number) {
  return queryOptions({
    queryKey: unavailabilityQueryKeys.member(memberId),
    queryFn: () => listMemberUnavailability(client, memberId),
  });
}

export function useMemberUnavailability(memberId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...memberUnavailabilityQueryOptions(useApiClient(), memberId), ...options });
}
