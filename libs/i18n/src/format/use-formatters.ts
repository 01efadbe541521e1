import { useMemo } from 'react';
import { useTranslation } from '../translation/react';
import { isLocale, type Locale } from '../locales';
import {
  formatDayMonth,
  formatLongDate,
  formatShortDate,
  formatPeriod,
  formatTime,
  monthName,
  type MonthOrYear,
} from './format-date';
import { formatDuration, formatPercent } from './format-number';
import type { LocalDateInput } from './local-date';

export interface Formatters {
  locale: Locale;
  dayMonth: (date: LocalDateInput) => string;
  shortDate: (date: LocalDateInput) => string;
  longDate: (date: LocalDateInput) => string;
  time: (date: LocalDateInput) => string;
  monthName: (month: number) => string;
  period: (period: MonthOrYear) => string;
  duration: (seconds: number | null | undefined) => string;
  percent: (value: number) => string;
}

/** The formatting helpers bound to the language of the nearest i18next instance. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'pt-BR';
  return useMemo(
    () => ({
      locale,
      dayMonth: (date) => formatDayMonth(locale, date),
      shortDate: (date) => formatShortDate(locale, date),
      longDate: (date) => formatLongDate(locale, date),
      time: (date) => formatTime(locale, date),
      monthName: (month) => monthName(locale, month),
      period: (period) => formatPeriod(locale, period),
      duration: formatDuration,
      percent: (value) => formatPercent(locale, value),
    }),
    [locale],
  );
}
