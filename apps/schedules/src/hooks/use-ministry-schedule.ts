import { useNotFoundInMinistry } from '@levita/federation';
import { useDisplayedSchedule } from './use-displayed-schedule';

/**
 * One schedule of the ministry the remote shows. `notFound` covers a 404 (no such schedule,
 * or a draft the caller may not see: the API answers both alike) and a schedule of another
 * ministry the caller also belongs to, which is not this ministry's to show.
 */
export function useMinistrySchedule(scheduleId: number) {
  const query = useDisplayedSchedule(scheduleId);
  return { query, notFound: useNotFoundInMinistry(query) };
}
