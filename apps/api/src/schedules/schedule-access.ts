import { ACTIVE_MEMBERS, scheduleRights } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/http-error';
import { requireStanding } from '../ministries/ministry-access';
import type { UserRow } from '../repositories/users-repository';

/**
 * The schedule a call names and what the caller may do with it (scheduleRights): a draft the
 * caller may not see is answered 404, as if it did not exist.
 */
export async function scheduleAccess(app: FastifyInstance, user: UserRow, scheduleId: number) {
  const schedule = await app.repos.schedules.findById(scheduleId);
  if (!schedule) throw notFound();
  const access = await requireStanding(app, user, schedule.ministry_id, ACTIVE_MEMBERS);
  const memberId = access.membership?.id;
  const { visible, manages, canEdit } = scheduleRights(access.standing, schedule, memberId);
  if (!visible) throw notFound();
  return { schedule, ...access, memberId, manages, canEdit };
}

export type ScheduleAccess = Awaited<ReturnType<typeof scheduleAccess>>;
