import type { ScheduleDetail as Schedule } from '@levita/contracts';
import { usePresenceConfirmation } from '../hooks/use-presence-confirmation';
import { useScheduleShare } from '../hooks/use-schedule-share';
import { NotesSection } from './notes-section';
import { PresenceFeedback } from './presence-feedback';
import { ScheduleActions } from './schedule-actions';
import { ScheduleHeader } from './schedule-header';
import { ShareFeedback } from './share-feedback';
import { ScheduledMembersSection } from './scheduled-members-section';
import { ScheduledSongsSection } from './scheduled-songs-section';

/** A loaded schedule: header, actions, then songs, members and notes (part 2 §2). */
export function ScheduleDetail({ schedule }: { schedule: Schedule }) {
  const presence = usePresenceConfirmation(schedule);
  const sharing = useScheduleShare(schedule);
  return (
    <>
      <ScheduleHeader schedule={schedule} />
      <ScheduleActions schedule={schedule} presence={presence} onShare={sharing.share} />
      <PresenceFeedback presence={presence} />
      <ShareFeedback sharing={sharing} />
      <ScheduledSongsSection schedule={schedule} />
      <ScheduledMembersSection schedule={schedule} />
      {schedule.observacoes ? <NotesSection notes={schedule.observacoes} /> : null}
    </>
  );
}
