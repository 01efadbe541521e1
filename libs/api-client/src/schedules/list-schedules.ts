import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, schedulePageSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { scheduleQueryKeys, type ScheduleListParams } from './schedule-query-keys';

export function listSchedules(client: ApiClient, params: ScheduleListParams) {
  return client.get(fillPath(apiPaths.schedules), schedulePageSchema, {
    action: 'schedules.list',
    query: { ...params },
  });
}

export function schedulesQueryOptions(client: ApiClient, params: ScheduleListParams) {
  return queryOptions({
    queryKey: scheduleQueryKeys.list(params),
    queryFn: () => listSchedules(client, params),
  });
}

export function useSchedules(params: ScheduleListParams, options: QueryHookOptions = {}) {
  return useQuery({ ...schedulesQueryOptions(useApiClient(), params), ...options });
}
