import { useFormatters } from '@levita/i18n';
import { Select } from '@levita/ui';
import { useTranslation } from 'react-i18next';
import {
  ALL_MONTHS,
  monthParamOf,
  parseMonth,
  yearOptions,
  type SchedulePeriod,
} from '../utils/schedule-list-params';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface SchedulePeriodSelectProps {
  period: SchedulePeriod;
  currentYear: number;
  onChange: (period: SchedulePeriod) => void;
}

/**
 * The month (named in the language on screen, or every month of the year) and the year
 * (part 2 §9: the current one, two before and two after). Native selects: the phone's own
 * picker.
 */
export function SchedulePeriodSelect({ period, currentYear, onChange }: SchedulePeriodSelectProps) {
  const { t } = useTranslation('schedule-list');
  const format = useFormatters();

  const monthOptions = [
    { value: ALL_MONTHS, label: t('filters.allMonths') },
    ...MONTHS.map((month) => ({ value: String(month), label: format.monthName(month) })),
  ];
  const years = yearOptions(currentYear, period.year).map((year) => ({
    value: String(year),
    label: String(year),
  }));

  return (
    <>
      <Select
        label={t('filters.month')}
        value={monthParamOf(period.month)}
        options={monthOptions}
        onChange={(event) =>
          onChange({ ...period, month: parseMonth(event.target.value, period.month ?? 1) })
        }
      />
      <Select
        label={t('filters.year')}
        value={String(period.year)}
        options={years}
        onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
      />
    </>
  );
}
