import {
  ALL_MONTHS,
  monthParamOf,
  parseMonthParam,
  periodYearOptions,
  type CalendarPeriod,
} from '@levita/contracts';
import { useFormatters } from '@levita/i18n';
import { Select } from './select';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export interface PeriodSelectProps {
  period: CalendarPeriod;
  /** The selector offers this year, two before and two after (part 2 §9). */
  currentYear: number;
  onChange: (period: CalendarPeriod) => void;
  labels: { month: string; year: string; allMonths: string };
}

/**
 * A month (named in the language on screen, or every month of the year) and a year (part 2
 * §9: the current one, two before and two after, plus the one shown if an old link named
 * another). Native selects, so a phone shows its own picker. Two fields side by side: the
 * caller lays them out.
 */
export function PeriodSelect({ period, currentYear, onChange, labels }: PeriodSelectProps) {
  const format = useFormatters();
  const monthOptions = [
    { value: ALL_MONTHS, label: labels.allMonths },
    ...MONTHS.map((month) => ({ value: String(month), label: format.monthName(month) })),
  ];
  const years = periodYearOptions(currentYear, period.year).map((year) => ({
    value: String(year),
    label: String(year),
  }));

  return (
    <>
      <Select
        label={labels.month}
        value={monthParamOf(period.month)}
        options={monthOptions}
        onChange={(event) =>
          onChange({ ...period, month: parseMonthParam(event.target.value, period.month ?? 1) })
        }
      />
      <Select
        label={labels.year}
        value={String(period.year)}
        options={years}
        onChange={(event) => onChange({ ...period, year: Number(event.target.value) })}
      />
    </>
  );
}
