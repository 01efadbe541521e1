import { PeriodSelect, SearchBox } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import styled from 'styled-components';
import type { SchedulePeriod } from '../utils/schedule-list-params';

/** Search, month and year on one line; on a phone the search on top, month and year below. */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(140px, 180px) minmax(96px, 120px);
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export interface ScheduleFiltersProps {
  search: string;
  period: SchedulePeriod;
  currentYear: number;
  onSearch: (term: string) => void;
  onPeriodChange: (period: SchedulePeriod) => void;
}

export function ScheduleFilters({
  search,
  period,
  currentYear,
  onSearch,
  onPeriodChange,
}: ScheduleFiltersProps) {
  const { t } = useTranslation('schedule-list');
  return (
    <Bar>
      {/* The search on title and location (part 2 §5, §9). */}
      <SearchBox
        term={search}
        onSearch={onSearch}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        clearLabel={t('filters.clearSearch')}
        compact
      />
      <PeriodSelect
        period={period}
        currentYear={currentYear}
        onChange={onPeriodChange}
        labels={{
          month: t('filters.month'),
          year: t('filters.year'),
          allMonths: t('filters.allMonths'),
        }}
      />
    </Bar>
  );
}
