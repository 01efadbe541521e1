import type { CalendarPeriod, SongsReport } from '@levita/contracts';
import { useFormatters, useTranslation } from '@levita/i18n';
import { useCsvDownload } from '../../../hooks/use-csv-download';
import { songsCsvRows } from '../utils/songs-csv';

/** Downloads the songs tab as a CSV file named after the ministry and the period. */
export function useSongsExport(report: SongsReport, period: CalendarPeriod) {
  const { t } = useTranslation('songs-report');
  const { shortDate } = useFormatters();
  const download = useCsvDownload();
  const noKey = t('noKey');

  return () =>
    download(
      t('fileName'),
      period,
      songsCsvRows(report, {
        header: [
          t('table.position'),
          t('table.song'),
          t('table.artist'),
          t('table.count'),
          t('table.originalKey'),
          t('table.schedules'),
        ],
        use: (use) =>
          t('csv.use', {
            date: shortDate(use.data),
            title: use.titulo,
            key: use.tom_usado ?? noKey,
          }),
        noKey,
      }),
    );
}
