import type { ScheduleSummary } from '@levita/contracts';
import { ErrorPanel, PageSkeleton } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import { ScheduleCards } from './schedule-cards';
import { ScheduleListEmpty, type EmptyReason } from './schedule-list-empty';

export type ScheduleResultsState =
  | { status: 'pending' }
  | { status: 'error'; message: string; onRetry: () => void }
  | { status: 'empty'; reason: EmptyReason }
  | { status: 'success'; schedules: ScheduleSummary[]; total: number };

export interface ScheduleListResultsProps {
  state: ScheduleResultsState;
  periodText: string;
  year: number;
  onClearSearch: () => void;
  onShowAllMonths?: () => void;
  onDelete?: (schedule: ScheduleSummary) => void;
}

/** What sits under the filters: the loading, error or empty state, or the schedules. */
export function ScheduleListResults({
  state,
  periodText,
  year,
  onClearSearch,
  onShowAllMonths,
  onDelete,
}: ScheduleListResultsProps) {
  const { t } = useTranslation('schedule-list');

  if (state.status === 'pending') return <PageSkeleton label={t('loading')} />;

  if (state.status === 'error')
    return (
      <ErrorPanel
        title={t('error.title')}
        message={state.message}
        retryLabel={t('error.retry')}
        onRetry={state.onRetry}
      />
    );

  if (state.status === 'empty')
    return (
      <ScheduleListEmpty
        reason={state.reason}
        periodText={periodText}
        year={year}
        onClearSearch={onClearSearch}
        onShowAllMonths={onShowAllMonths}
      />
    );

  return (
    <ScheduleCards
      schedules={state.schedules}
      label={t('list.label', { period: periodText })}
      onDelete={onDelete}
    />
  );
}
