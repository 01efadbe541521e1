import type { QueryClient } from '@tanstack/react-query';
import type { ScheduleDetail } from '@levita/contracts';
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

/**
 * A schedule was saved or changed hands: its detail is the answer, and who is scheduled may
 * have changed, and with it the presence check and the substitutes of its places.
 */
export function afterScheduleChanged(queryClient: QueryClient, updated: ScheduleDetail) {
  queryClient.setQueryData(scheduleQueryKeys.detail(updated.id), updated);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.presence(updated.id) }),
    queryClient.invalidateQueries({ queryKey: scheduleQueryKeys.allSubstitutes(updated.id) }),
    invalidateSchedules(queryClient, updated.ministerio_id),
  ]);
}
