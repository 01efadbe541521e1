import { useFormatters, useTranslation } from '@levita/i18n';
import { useCallback } from 'react';

/** A period as the chosen language writes it: "20/11/2026 a 22/11/2026", or one day alone. */
export function usePeriodLabel(): (period: { data_inicio: string; data_fim: string }) => string {
  const { t } = useTranslation('unavailability');
  const { shortDate } = useFormatters();
  return useCallback(
    ({ data_inicio, data_fim }) => {
      const start = shortDate(data_inicio.slice(0, 10));
      const end = shortDate(data_fim.slice(0, 10));
      return start === end ? start : t('item.range', { start, end });
    },
    [shortDate, t],
  );
}
