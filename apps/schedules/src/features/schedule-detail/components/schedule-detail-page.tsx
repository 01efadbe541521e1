import { useTranslation } from 'react-i18next';

/** Placeholder while the page is built. */
export function ScheduleDetailPage() {
  const { t } = useTranslation('schedules');
  return <h1>{t('title')}</h1>;
}
