import { errorMessageOf } from '@levita/api-client';
import type { ScheduleDetail } from '@levita/contracts';
import { useTranslation } from '@levita/i18n';
import { BackLink, ErrorPanel } from '@levita/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { LoadingSchedule } from './loading-schedule';

interface SchedulePendingProps {
  scheduleId: number;
  query: UseQueryResult<ScheduleDetail>;
  /** The page's own words for each part. */
  texts: { back: string; loading: string; errorTitle: string; retry: string };
}

/**
 * What a page of one schedule shows before it has the schedule: the way back to it, then the
 * spinner, or the failure with the API's reason and a retry.
 */
export function SchedulePending({ scheduleId, query, texts }: SchedulePendingProps) {
  const { i18n } = useTranslation();
  return (
    <>
      <BackLink as={Link} to={paths.schedule.getHref(scheduleId)}>
        {texts.back}
      </BackLink>
      {query.isError ? (
        <ErrorPanel
          title={texts.errorTitle}
          message={errorMessageOf(query.error, i18n.language)}
          retryLabel={texts.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingSchedule label={texts.loading} />
      )}
    </>
  );
}
