import { mayManage, type MinistryStanding } from '../ministries/standing';
import { searchText } from '../songs/song-search';
import { isCountedSchedule } from './counted';

/**
 * Who sees and edits a schedule (docs/schedules.md): active members read published and
 * finished ones; drafts are for admin rights and the schedule's leader (anyone else is
 * answered 404, as if the draft did not exist). Admin rights and the leader edit; only admin
 * rights create and delete.
 */
export function scheduleRights(
  standing: MinistryStanding,
  schedule: {
    publicada: number | boolean;
    finalizada: number | boolean;
    responsavel_id: number | null;
  },
  memberId: number | undefined,
) {
  const manages = mayManage(standing);
  const leads = memberId !== undefined && schedule.responsavel_id === memberId;
  return {
    visible: isCountedSchedule(schedule) || manages || leads,
    canEdit: manages || leads,
    manages,
  };
}

/** What a schedule list's `busca` matches: title and location, folded like song search. */
export const scheduleSearchText = (schedule: { titulo: string; local: string | null }) =>
  searchText(`${schedule.titulo} ${schedule.local ?? ''}`);

/**
 * What a caller may do with a schedule they asked for by id, or undefined when they may not
 * see it: a draft hidden from them is answered 404, as if it did not exist, by the API and
 * the mock API alike.
 */
export function scheduleAccessOf(
  standing: MinistryStanding,
  schedule: Parameters<typeof scheduleRights>[1],
  memberId: number | undefined,
) {
  const { visible, manages, canEdit } = scheduleRights(standing, schedule, memberId);
  return visible ? { memberId, manages, canEdit } : undefined;
}
