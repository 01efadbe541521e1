import { mayManage, type MinistryStanding } from '../ministries/standing';
import { searchText } from '../songs/song-search';

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
  const published = Boolean(schedule.publicada) || Boolean(schedule.finalizada);
  return { visible: published || manages || leads, canEdit: manages || leads, manages };
}

/** What a schedule list's `busca` matches: title and location, folded like song search. */
export const scheduleSearchText = (schedule: { titulo: string; local: string | null }) =>
  searchText(`${schedule.titulo} ${schedule.local ?? ''}`);
