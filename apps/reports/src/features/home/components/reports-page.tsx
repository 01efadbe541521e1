import { EmptyState } from '@levita/ui';
import { useTranslation } from 'react-i18next';

export function ReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('title')}</h1>
      <EmptyState title={t('emptyTitle')} />
    </section>
  );
}
