import { errorMessageOf } from '@levita/api-client';
import { BackLink, QueryView } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ScheduleNotFound } from '../../../components/schedule-not-found';
import { paths } from '../../../config/paths';
import { useMinistrySchedule } from '../../../hooks/use-ministry-schedule';
import { useScheduleId } from '../../../hooks/use-schedule-id';
import { LoadingSchedule } from '../../../components/loading-schedule';
import { ScheduleDetail } from './schedule-detail';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 960px;
  margin: 0 auto;
  min-width: 0;
  ${({ theme }) => theme.media.phone} {
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/** Route '/:escalaId' (part 2 §2 Schedule detail): loads the schedule, or says why it cannot. */
export function ScheduleDetailPage() {
  const scheduleId = useScheduleId();
  if (scheduleId === null) return <ScheduleNotFound />;
  return <LoadedScheduleDetailPage scheduleId={scheduleId} />;
}

function LoadedScheduleDetailPage({ scheduleId }: { scheduleId: number }) {
  const { t, i18n } = useTranslation(['schedule-detail', 'schedules']);
  const { query, notFound } = useMinistrySchedule(scheduleId);
  if (notFound) return <ScheduleNotFound />;

  return (
    <Page>
      <BackLink as={Link} to={paths.list.getHref()}>
        {t('schedules:backToList')}
      </BackLink>
      <QueryView
        query={query}
        errorTitle={t('loadError.title')}
        describeError={(error) => errorMessageOf(error, i18n.language)}
        retryLabel={t('loadError.retry')}
        placeholder={<LoadingSchedule label={t('loading')} />}
      >
        {(schedule) => <ScheduleDetail schedule={schedule} />}
      </QueryView>
    </Page>
  );
}
