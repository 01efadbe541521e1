import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors/http-error';
import { MANAGERS } from '../../ministries/ministry-access';
import type { MinistryAccess } from '../../ministries/ministry-access';
import { presentDetail } from '../../schedules/present';

/** GET /escalas/{id}'s answer, as the caller with this standing sees it. */
export async function loadDetail(app: FastifyInstance, scheduleId: number, access: MinistryAccess) {
  const [row, songs, members] = await Promise.all([
    app.repos.schedules.summaryById(scheduleId),
    app.repos.schedules.songsOf(scheduleId),
    app.repos.schedules.membersOf(scheduleId),
  ]);
  if (!row) throw notFound();
  const memberId = access.membership?.id;
  const leads = memberId !== undefined && row.responsavel_id === memberId;
  const leaderName =
    row.responsavel_id === null ? undefined : await app.repos.members.nameOf(row.responsavel_id);
  return presentDetail(row, songs, members, {
    memberId,
    canEdit: MANAGERS.includes(access.standing) || leads,
    leaderName,
  });
}
