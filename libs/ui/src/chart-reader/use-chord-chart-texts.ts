import type { ChordChartTexts } from '@levita/charts/react';
import { useTranslation } from '@levita/i18n';

/** The names a chart gives its sections that have no label of their own, in the page's language. */
export function useChordChartTexts(): ChordChartTexts {
  const { t } = useTranslation('common');
  const chorus = t('ui.chart.sections.chorus');
  return {
    sectionKind: {
      verse: null,
      chorus,
      bridge: t('ui.chart.sections.bridge'),
      tab: t('ui.chart.sections.tab'),
      grid: null,
    },
    repeatChorus: chorus,
  };
}
