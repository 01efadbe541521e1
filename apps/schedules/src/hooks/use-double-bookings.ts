import { useScheduleConflicts } from '@levita/api-client';
import type { MemberDoubleBooking } from '@levita/contracts';
import { useCanManageMinistry } from '@levita/federation';
import { useMemo } from 'react';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const nobody: ReadonlyMap<number, MemberDoubleBooking> = new Map();

/**
 * Who is already on another published schedule, of any ministry, starting within three hours
 * of `date` `time` (or, for one the viewer may not read, on that day: docs/schedules.md), by
 * member id. Only the API sees other ministries. A warning, never a block: loading, refused or
 * failed, it is empty. Admin rights ask when creating; the leader asks with the id of the
 * schedule they edit (it is left out).
 */
export function useDoubleBookings(
  ministryId: number,
  date: string,
  time: string,
  scheduleId?: number,
): ReadonlyMap<number, MemberDoubleBooking> {
  const mayAsk = useCanManageMinistry() || scheduleId !== undefined;
  const query = useScheduleConflicts(
    ministryId,
    { data: date, horario: time, ...(scheduleId === undefined ? {} : { escala_id: scheduleId }) },
    { enabled: mayAsk && CALENDAR_DAY.test(date) && WALL_CLOCK.test(time) },
  );
  const conflicts = query.data?.conflitos;
  return useMemo(
    () => (conflicts ? new Map(conflicts.map((entry) => [entry.membro_id, entry])) : nobody),
    [conflicts],
  );
}
