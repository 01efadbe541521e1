import { useCanManageMinistry } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { Outlet } from 'react-router-dom';
import { BackToListPanel } from './back-to-list-panel';

/**
 * The new-schedule wizard is for admin rights only (part 2 §2, §6): anyone else who opens
 * it gets the access-denied view with the way back, never the form; the API refuses the
 * write anyway.
 */
export function RequireScheduleManager() {
  const { t } = useTranslation('schedules');
  if (useCanManageMinistry()) return <Outlet />;
  return (
    <BackToListPanel
      id="schedules-access-denied"
      title={t('denied.title')}
      message={t('denied.message')}
    />
  );
}
