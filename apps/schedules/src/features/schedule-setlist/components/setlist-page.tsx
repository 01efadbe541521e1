import { errorMessageOf } from '@levita/api-client';
import { BackLink, ErrorPanel } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingSchedule } from '../../../components/loading-schedule';
import { ScheduleNotFound } from '../../../components/schedule-not-found';
import { paths } from '../../../config/paths';
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
  const { t, i18n } = useTranslation('schedule-setlist');
  const { query, notFound } = useMinistrySchedule(scheduleId);
  if (notFound) return <ScheduleNotFound />;
  if (query.data) return <SetlistView schedule={query.data} />;

  return (
    <Page>
      <BackLink as={Link} to={paths.schedule.getHref(scheduleId)}>
        {t('toolbar.back')}
      </BackLink>
      {query.isError ? (
        <ErrorPanel
          title={t('loadError.title')}
          message={errorMessageOf(query.error, i18n.language)}
          retryLabel={t('loadError.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingSchedule label={t('loading')} />
      )}
    </Page>
  );
}
