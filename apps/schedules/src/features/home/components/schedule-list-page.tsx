import { EmptyState } from '@levita/ui';
import { useTranslation } from 'react-i18next';

export function ScheduleListPage() {
  const { t } = useTranslation('schedules');
  return (
    <section aria-labelledby="schedules-title">
      <h1 id="schedules-title">{t('list.title')}</h1>
      <EmptyState title={t('list.emptyTitle')} />
    </section>
  );
}
