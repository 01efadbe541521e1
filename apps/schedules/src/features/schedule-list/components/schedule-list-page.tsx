import { errorMessageOf } from '@levita/api-client';
import type { ScheduleSummary } from '@levita/contracts';
import { useCanManageMinistry, useRemoteProps } from '@levita/federation';
import { useFormatters, useTranslation } from '@levita/i18n';
import { PageColumn, PageHeader, Pagination, VisuallyHidden } from '@levita/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useScheduleListParams } from '../hooks/use-schedule-list-params';
import { useHasAnySchedule, useSchedulePage } from '../hooks/use-schedule-page';
import { pageCount } from '../utils/schedule-list-params';
import { ScheduleDeleteDialog } from './schedule-delete-dialog';
import { ScheduleFilters } from './schedule-filters';
import { ScheduleListActions } from './schedule-list-actions';
import { ScheduleListResults, type ScheduleResultsState } from './schedule-list-results';

const Summary = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ResultsInput {
  schedules: Pick<ReturnType<typeof useSchedulePage>, 'data' | 'isError' | 'error'>;
  page: number;
  search: string;
  hasAnySchedule: boolean | undefined;
  onRetry: () => void;
  message: (error: unknown) => string;
}

/**
 * What the results show. An empty page is a search that found nothing, a period without
 * schedules, or a ministry without any yet (which the probe tells apart); a page past the
 * end waits for the move to the last page.
 */
function resultsState({
  schedules,
  page,
  search,
  hasAnySchedule,
  onRetry,
  message,
}: ResultsInput): ScheduleResultsState {
  const { data } = schedules;
  if (schedules.isError) return { status: 'error', message: message(schedules.error), onRetry };
  if (!data || page > Math.max(pageCount(data.total), 1)) return { status: 'pending' };
  if (data.total > 0) return { status: 'success', schedules: data.escalas, total: data.total };
  if (search) return { status: 'empty', reason: { kind: 'search', term: search } };
  if (hasAnySchedule === undefined) return { status: 'pending' };
  return { status: 'empty', reason: { kind: hasAnySchedule ? 'period' : 'none' } };
}

/**
 * The schedule list (part 2 §2, §9): search on title and location, month and year (the
 * current ones by default), pages of 10, and for admin rights "Nova escala" and delete on
 * every schedule that is not finished. Filters and page live in the URL.
 */
export function ScheduleListPage() {
  const { t } = useTranslation(['schedule-list', 'schedules']);
  const format = useFormatters();
  const { ministry } = useRemoteProps();
  const canManage = useCanManageMinistry();
  const { search, period, page, currentYear, setSearch, setPeriod, setPage } =
    useScheduleListParams();
  const schedules = useSchedulePage(ministry?.id, { search, period, page });
  const total = schedules.data?.total;
  const hasAnySchedule = useHasAnySchedule(ministry?.id, !search && total === 0);
  const [deleting, setDeleting] = useState<ScheduleSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const periodText = format.period(period);

  // While the next page loads the pager stays (with the count it last knew for these
  // filters), so the button just pressed keeps the focus.
  const filters = `${search}|${period.month}|${period.year}`;
  const [known, setKnown] = useState({ filters, pages: 0 });
  if (total !== undefined && (known.filters !== filters || known.pages !== pageCount(total)))
    setKnown({ filters, pages: pageCount(total) });
  const totalPages =
    total !== undefined ? pageCount(total) : known.filters === filters ? known.pages : 0;

  // A page past the end (an old link, schedules deleted since) goes to the last page there is.
  useEffect(() => {
    if (total === undefined) return;
    const lastPage = Math.max(pageCount(total), 1);
    if (page > lastPage) setPage(lastPage, { replace: true });
  }, [page, total, setPage]);

  const state = resultsState({
    schedules,
    page,
    search,
    hasAnySchedule,
    onRetry: () => void schedules.refetch(),
    message: (error) => errorMessageOf(error, format.locale),
  });

  const count = state.status === 'success' ? state.total : 0;
  const summary = t(search ? 'summary.found' : 'summary.period', {
    count,
    term: search,
    period: periodText,
  });

  return (
    <PageColumn aria-labelledby="schedule-list-title">
      <PageHeader>
        <h1 id="schedule-list-title" ref={headingRef} tabIndex={-1}>
          {t('schedules:title')}
        </h1>
        <ScheduleListActions period={period} />
      </PageHeader>
      <ScheduleFilters
        search={search}
        period={period}
        currentYear={currentYear}
        onSearch={setSearch}
        onPeriodChange={setPeriod}
      />
      <Summary role="status">
        {state.status === 'success' ? summary : null}
        {/* The empty state says it on screen; the status line still announces it. */}
        {state.status === 'empty' ? <VisuallyHidden>{summary}</VisuallyHidden> : null}
      </Summary>
      <ScheduleListResults
        state={state}
        periodText={periodText}
        year={period.year}
        onClearSearch={() => setSearch('')}
        onShowAllMonths={
          period.month === null ? undefined : () => setPeriod({ ...period, month: null })
        }
        onDelete={canManage ? setDeleting : undefined}
      />
      {state.status !== 'error' ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      ) : null}
      {deleting ? (
        <ScheduleDeleteDialog
          schedule={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            // The card and its delete button are gone: the page's title is where to go on.
            headingRef.current?.focus();
          }}
          onFailed={() => void schedules.refetch()}
        />
      ) : null}
    </PageColumn>
  );
}
