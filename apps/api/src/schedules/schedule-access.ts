import { ACTIVE_MEMBERS, scheduleAccessOf } from '@levita/contracts';
import { notFound } from '../errors/http-error';
import { type Caller, requireStanding, type StandingSources } from '../ministries/ministry-access';
import { rememberedSchedule } from '../ministries/remembered-standing';
import type { SchedulesRepository } from '../repositories/schedules-repository';

export interface ScheduleSources extends StandingSources {
  schedules: Pick<SchedulesRepository, 'findById'>;
}

/**
 * The schedule a call names and what the caller may do with it (scheduleRights): a draft the
 * caller may not see is answered 404, as if it did not exist.
 */
export async function scheduleAccess(repos: ScheduleSources, user: Caller, scheduleId: number) {
  const schedule =
    rememberedSchedule(user, scheduleId) ?? (await repos.schedules.findById(scheduleId));
  if (!schedule) throw notFound();
  const access = await requireStanding(repos, user, schedule.ministry_id, ACTIVE_MEMBERS);
  const rights = scheduleAccessOf(access.standing, schedule, access.membership?.id);
  if (!rights) throw notFound();
  return { schedule, ...access, ...rights };
}

export type ScheduleAccess = Awaited<ReturnType<typeof scheduleAccess>>;
