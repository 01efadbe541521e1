import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, fillPath, scheduleConflictsSchema } from '@levita/contracts';
import { useApiClient, type ApiClient } from '../client/api-client';
import type { QueryHookOptions } from '../query/query-hook-options';
import { scheduleQueryKeys, type ScheduleConflictsParams } from './schedule-query-keys';

/**
 * GET /ministerios/{id}/conflitos: the ministry's members on another published schedule
 * starting within three hours (a warning in the schedule form).
 */
export function listScheduleConflicts(
  client: ApiClient,
  ministryId: number,
  params: ScheduleConflictsParams,
) {
  return client.get(
    fillPath(apiPaths.scheduleConflicts, { id: ministryId }),
    scheduleConflictsSchema,
    { action: 'schedules.conflicts', query: { ...params } },
  );
}

export function scheduleConflictsQueryOptions(
  client: ApiClient,
  ministryId: number,
  params: ScheduleConflictsParams,
) {
  return queryOptions({
    queryKey: scheduleQueryKeys.conflicts(ministryId, params),
    queryFn: () => listScheduleConflicts(client, ministryId, params),
  });
}

export function useScheduleConflicts(
  ministryId: number,
  params: ScheduleConflictsParams,
  options: QueryHookOptions = {},
) {
  return useQuery({
    ...scheduleConflictsQueryOptions(useApiClient(), ministryId, params),
    ...options,
  });
}
