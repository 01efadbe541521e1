import { presentScheduleDetail, scheduleRights } from '@levita/contracts';
import { notFound } from '../errors/http-error';
import type { MinistryAccess } from '../ministries/ministry-access';
import type { MembersRepository } from '../repositories/members-repository';
import type { SchedulesRepository } from '../repositories/schedules-repository';

export interface DetailSources {
  schedules: Pick<
    SchedulesRepository,
    'summaryById' | 'songsOf' | 'membersOf' | 'itemsOf' | 'slotsOf'
  >;
  members: Pick<MembersRepository, 'nameOf'>;
}

/**
 * GET /escalas/{id}'s answer, as the caller with this standing sees it; `today` (the server's
 * calendar date) says whether the caller may still change their answer.
 */
export async function loadDetail(
  repos: DetailSources,
  scheduleId: number,
  access: MinistryAccess,
  today: string,
) {
  const [row, songs, members, items, slots] = await Promise.all([
    repos.schedules.summaryById(scheduleId),
    repos.schedules.songsOf(scheduleId),
    repos.schedules.membersOf(scheduleId),
    repos.schedules.itemsOf(scheduleId),
    repos.schedules.slotsOf(scheduleId),
  ]);
  if (!row) throw notFound();
  const memberId = access.membership?.id;
  const leaderName =
    row.responsavel_id === null ? undefined : await repos.members.nameOf(row.responsavel_id);
  return presentScheduleDetail(
    row,
    songs,
    members,
    { items, slots },
    {
      memberId,
      canEdit: scheduleRights(access.standing, row, memberId).canEdit,
      leaderName,
      today,
    },
  );
}
