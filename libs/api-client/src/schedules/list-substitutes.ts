import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, substitutesSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { scheduleQueryKeys } from './schedule-query-keys';

/**
 * GET /escalas/{id}/substitutos: who could play the function on the schedule instead of a
 * member who declined, best first (admin rights and the leader).
 */
export function listSubstitutes(client: ApiClient, scheduleId: number, functionId: number) {
  return client.get(fillPath(apiPaths.scheduleSubstitutes, { id: scheduleId }), substitutesSchema, {
    action: 'schedules.substitutes',
    query: { funcao_id: functionId },
  });
}

export function substitutesQueryOptions(client: ApiClient, scheduleId: number, functionId: number) {
  return queryOptions({
    queryKey: scheduleQueryKeys.substitutes(scheduleId, functionId),
    queryFn: () => listSubstitutes(client, scheduleId, functionId),
  });
}

export function useSubstitutes(
  scheduleId: number,
  functionId: number,
  options: QueryHookOptions = {},
) {
  return useQuery({
    ...substitutesQueryOptions(useApiClient(), scheduleId, functionId),
    ...options,
  });
}
