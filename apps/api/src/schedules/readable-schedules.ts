import { ACTIVE_MEMBERS, scheduleRights, standingOf } from '@levita/contracts';
import type { Caller } from '../ministries/ministry-access';
import type { MinistriesRepository } from '../repositories/ministries-repository';

interface ScheduleFacts {
  schedule_id: number;
  ministry_id: number;
  publicada: number;
  finalizada: number;
  responsavel_id: number | null;
}

/**
 * The ids of these schedules, of any ministry, that the caller may read (scheduleAccess's
 * rule: an active standing in the schedule's ministry, and scheduleRights' `visible`). One
 * standing lookup per ministry.
 */
export async function readableSchedules(
  repos: { ministries: Pick<MinistriesRepository, 'withMembership'> },
  user: Caller,
  schedules: readonly ScheduleFacts[],
): Promise<Set<number>> {
  const readable = new Set<number>();
  const ministryIds = [...new Set(schedules.map((schedule) => schedule.ministry_id))];
  for (const ministryId of ministryIds) {
    const found = await repos.ministries.withMembership(ministryId, user.id);
    const standing = found && standingOf(found.ministry, user.id, found.membership);
    if (!found || !standing || !ACTIVE_MEMBERS.includes(standing)) continue;
    for (const schedule of schedules)
      if (
        schedule.ministry_id === ministryId &&
        scheduleRights(standing, schedule, found.membership?.id).visible
      )
        readable.add(schedule.schedule_id);
  }
  return readable;
}
