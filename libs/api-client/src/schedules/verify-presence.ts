import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, presenceSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { scheduleQueryKeys } from './schedule-query-keys';

/** Whether the caller is scheduled (estou_escalado) and has confirmed (confirmei_presenca). */
export function verifyPresence(client: ApiClient, scheduleId: number) {
  return client.get(fillPath(apiPaths.verifyPresence, { id: scheduleId }), presenceSchema, {
    action: 'schedules.verify',
  });
}

export function presenceQueryOptions(client: ApiClient, scheduleId: number) {
  return queryOptions({
    queryKey: scheduleQueryKeys.presence(scheduleId),
    queryFn: () => verifyPresence(client, scheduleId),
  });
}

export function usePresence(scheduleId: number, options: QueryHookOptions = {}) {
  return useQuery({ ...presenceQueryOptions(useApiClient(), scheduleId), ...options });
}
