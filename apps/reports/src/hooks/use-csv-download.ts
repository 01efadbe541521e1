import type { CalendarPeriod } from '@levita/contracts';
import { useRemoteProps } from '@levita/federation';
import { useFormatters } from '@levita/i18n';
import { downloadCsv, reportFileName, toCsv, type CsvCell } from '../utils/csv';

/**
 * Saves a report's rows as a CSV file in the language on screen (its separator), named after
 * what it is (`kind`, already translated), the ministry and the period.
 */
export function useCsvDownload() {
  const { locale } = useFormatters();
  const { ministry } = useRemoteProps();
  return (kind: string, period: CalendarPeriod, rows: readonly (readonly CsvCell[])[]) =>
    downloadCsv(reportFileName(kind, ministry?.nome ?? '', period), toCsv(rows, locale));
}
