import type { QueryClient } from '@tanstack/react-query';
import { ministryQueryKeys } from '../ministries/ministry-query-keys';
import { reportQueryKeys } from '../reports/report-query-keys';
import { scheduleQueryKeys } from './schedule-query-keys';

/**
 * The schedules of a ministry changed: its lists, everyone's "my schedules", its schedule
 * count and its reports (which count published schedules).
 */
export function invalidateSchedules(queryClient: QueryClient, ministryId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.ministryLists(ministryId) }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: ministryQueryKeys.statistics(ministryId) }),
    queryClient.invalidateQueries({ queryKey: reportQueryKeys.ministry(ministryId) }),
  ]);
}
