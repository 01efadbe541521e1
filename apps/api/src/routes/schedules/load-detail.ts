import { presentScheduleDetail, scheduleRights } from '@levita/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/http-error';
import type { MinistryAccess } from '../../ministries/ministry-access';

/** GET /escalas/{id}'s answer, as the caller with this standing sees it. */
export async function loadDetail(app: FastifyInstance, scheduleId: number, access: MinistryAccess) {
  const [row, songs, members] = await Promise.all([
    app.repos.schedules.summaryById(scheduleId),
    app.repos.schedules.songsOf(scheduleId),
    app.repos.schedules.membersOf(scheduleId),
  ]);
  if (!row) throw notFound();
  const memberId = access.membership?.id;
  const leaderName =
    row.responsavel_id === null ? undefined : await app.repos.members.nameOf(row.responsavel_id);
  return presentScheduleDetail(row, songs, members, {
    memberId,
    canEdit: scheduleRights(access.standing, row, memberId).canEdit,
    leaderName,
  });
}
