import { isApiError } from '@levita/api-client';
import { useRemoteProps } from '@levita/federation';
import { useDisplayedSchedule } from './use-displayed-schedule';

/**
 * One schedule of the ministry the remote shows. `notFound` covers a 404 (no such schedule,
 * or a draft the caller may not see: the API answers both alike) and a schedule of another
 * ministry the caller also belongs to, which is not this ministry's to show.
 */
export function useMinistrySchedule(scheduleId: number) {
  const { ministry } = useRemoteProps();
  const query = useDisplayedSchedule(scheduleId);
  const missing = isApiError(query.error) && query.error.status === 404;
  const elsewhere =
    ministry !== null && query.data !== undefined && query.data.ministerio_id !== ministry.id;
  return { query, notFound: missing || elsewhere };
}
