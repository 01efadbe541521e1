import { useTranslation } from '@levita/i18n';
import { BackToDashboardPanel } from './link-panel';

/**
 * An unknown id, a ministry the caller cannot see, or a failed lookup (part 1 §2): the
 * ministry's home and every section a remote would show answer with this panel.
 */
export function MinistryNotFound() {
  const { t } = useTranslation('ministry-home');
  return (
    <BackToDashboardPanel
      role="alert"
      id="ministry-not-found-title"
      title={t('notFound.title')}
      message={t('notFound.message')}
      linkLabel={t('notFound.backToDashboard')}
    />
  );
}
