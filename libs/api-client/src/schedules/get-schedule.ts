import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, scheduleDetailSchema, type ScheduleDetail } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { SelectQueryHookOptions } from '../query/query-hook-options';
import { scheduleQueryKeys } from './schedule-query-keys';

export function getSchedule(client: ApiClient, scheduleId: number) {
  return client.get(fillPath(apiPaths.schedule, { id: scheduleId }), scheduleDetailSchema, {
    action: 'schedules.get',
  });
}

export function scheduleQueryOptions(client: ApiClient, scheduleId: number) {
  return queryOptions({
    queryKey: scheduleQueryKeys.detail(scheduleId),
    queryFn: () => getSchedule(client, scheduleId),
  });
}

export function useSchedule(
  scheduleId: number,
  options: SelectQueryHookOptions<ScheduleDetail> = {},
) {
  return useQuery({ ...scheduleQueryOptions(useApiClient(), scheduleId), ...options });
}
