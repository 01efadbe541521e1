import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, mySchedulesResponseSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { scheduleQueryKeys, type MySchedulesParams } from './schedule-query-keys';

/** The schedules the caller is in, with their confirmation and functions. */
export function listMySchedules(client: ApiClient, params: MySchedulesParams = {}) {
  return client.get(fillPath(apiPaths.mySchedules), mySchedulesResponseSchema, {
    action: 'schedules.mine',
    query: { ...params },
  });
}

export function mySchedulesQueryOptions(client: ApiClient, params: MySchedulesParams = {}) {
  return queryOptions({
    queryKey: scheduleQueryKeys.myList(params),
    queryFn: () => listMySchedules(client, params),
  });
}

export function useMySchedules(params: MySchedulesParams = {}, options: QueryHookOptions = {}) {
  return useQuery({ ...mySchedulesQueryOptions(useApiClient(), params), ...options });
}
