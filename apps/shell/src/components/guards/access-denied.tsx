import { useTranslation } from '@levita/i18n';
import { BackToDashboardPanel } from '../layout/link-panel';

/**
 * The page a member or pending user sees on a page for administrators and owners (part 1
 * §6), with the way back to the dashboard.
 */
export function AccessDenied() {
  const { t } = useTranslation('shell');
  return (
    <BackToDashboardPanel
      id="access-denied-title"
      title={t('accessDenied.title')}
      message={t('accessDenied.message')}
      linkLabel={t('accessDenied.backToDashboard')}
    />
  );
}
