import { useCanManageMinistry } from '@levita/federation';
import { useTranslation } from '@levita/i18n';
import { BackToListPanel } from '@levita/ui';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../config/paths';

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
      backLabel={t('backToList')}
      linkAs={Link}
      to={paths.list.getHref()}
    />
  );
}
