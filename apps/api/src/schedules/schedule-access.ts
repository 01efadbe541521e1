import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/http-error';
import { ACTIVE_MEMBERS, MANAGERS, requireStanding } from '../ministries/ministry-access';
import type { UserRow } from '../repositories/users-repository';

/**
 * Who sees and edits a schedule (docs/schedules.md): active members read published and
 * finished ones; drafts are for admin rights and the schedule's leader, and anyone else is
 * answered 404, as if the draft did not exist. Admin rights and the leader edit.
 */
export async function scheduleAccess(app: FastifyInstance, user: UserRow, scheduleId: number) {
  const schedule = await app.repos.schedules.findById(scheduleId);
  if (!schedule) throw notFound();
  const access = await requireStanding(app, user, schedule.ministry_id, ACTIVE_MEMBERS);
  const memberId = access.membership?.id;
  const manages = MANAGERS.includes(access.standing);
  const leads = memberId !== undefined && schedule.responsavel_id === memberId;
  const published = schedule.publicada === 1 || schedule.finalizada === 1;
  if (!published && !manages && !leads) throw notFound();
  return { schedule, ...access, memberId, manages, canEdit: manages || leads };
}

export type ScheduleAccess = Awaited<ReturnType<typeof scheduleAccess>>;
