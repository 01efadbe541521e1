import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import { ScheduleNotFound } from '../../../components/schedule-not-found';
import { SchedulePending } from '../../../components/schedule-pending';
import { useMinistrySchedule } from '../../../hooks/use-ministry-schedule';
import { useScheduleId } from '../../../hooks/use-schedule-id';
import { SetlistView } from './setlist-view';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 840px;
  margin: 0 auto;
  min-width: 0;
`;

/**
 * Route '/:escalaId/imprimir': the schedule's export. The spec's detail only announced a PDF
 * export "in development"; this is it, a sheet made for the browser's "Save as PDF".
 */
export function SetlistPage() {
  const scheduleId = useScheduleId();
  if (scheduleId === null) return <ScheduleNotFound />;
  return <LoadedSetlistPage scheduleId={scheduleId} />;
}

function LoadedSetlistPage({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation('schedule-setlist');
  const { query, notFound } = useMinistrySchedule(scheduleId);
  if (notFound) return <ScheduleNotFound />;
  if (query.data) return <SetlistView schedule={query.data} />;

  return (
    <Page>
      <SchedulePending
        scheduleId={scheduleId}
        query={query}
        texts={{
          back: t('toolbar.back'),
          loading: t('loading'),
          errorTitle: t('loadError.title'),
          retry: t('loadError.retry'),
        }}
      />
    </Page>
  );
}
