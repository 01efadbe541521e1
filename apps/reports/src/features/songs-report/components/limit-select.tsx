import { SONGS_REPORT_LIMITS } from '@levita/contracts';
import { Select } from '@levita/ui';
import { useTranslation } from '@levita/i18n';
import type { SongLimit } from '../../../hooks/use-report-params';

/** How many of the most played songs to list: 10, 20 (the default), 50 or 100. */
export function LimitSelect({
  limit,
  onChange,
}: {
  limit: SongLimit;
  onChange: (limit: SongLimit) => void;
}) {
  const { t } = useTranslation('songs-report');
  return (
    <Select
      label={t('limit.label')}
      value={String(limit)}
      options={SONGS_REPORT_LIMITS.map((value) => ({
        value: String(value),
        label: t('limit.option', { count: value }),
      }))}
      onChange={(event) =>
        onChange(SONGS_REPORT_LIMITS.find((value) => String(value) === event.target.value) ?? limit)
      }
    />
  );
}
