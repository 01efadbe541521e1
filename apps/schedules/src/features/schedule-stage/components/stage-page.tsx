import { useNamespaces, useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { ScheduleNotFound } from '../../../components/schedule-not-found';
import { SchedulePending } from '../../../components/schedule-pending';
import { pageTexts } from '../../../config/page-texts';
import { useMinistrySchedule } from '../../../hooks/use-ministry-schedule';
import { useScheduleId } from '../../../hooks/use-schedule-id';
import { StageView } from './stage-view';

/** Its own texts, which load with it rather than with the remote's chunk. */
const texts = pageTexts('schedule-stage', 'schedule-song-chart');

const Pending = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * Route '/:escalaId/palco': the schedule's songs full screen, one at a time in the schedule's
 * key, for reading on a music stand (docs/schedules.md "Stage mode").
 */
export function StagePage() {
  useNamespaces(texts);
  const scheduleId = useScheduleId();
  if (scheduleId === null) return <ScheduleNotFound />;
  return <LoadedStagePage scheduleId={scheduleId} />;
}

function LoadedStagePage({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation('schedule-stage');
  const { query, notFound } = useMinistrySchedule(scheduleId);
  if (notFound) return <ScheduleNotFound />;
  if (query.data) return <StageView schedule={query.data} />;
  return (
    <Pending>
      <SchedulePending
        scheduleId={scheduleId}
        query={query}
        texts={{
          back: t('back'),
          loading: t('loading'),
          errorTitle: t('loadError.title'),
          retry: t('loadError.retry'),
        }}
      />
    </Pending>
  );
}
