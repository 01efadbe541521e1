import { useTranslation } from '@levita/i18n';
import { Outlet } from 'react-router-dom';
import { BackToListPanel } from './back-to-list-panel';
import { useCanManageMinistry } from '@levita/federation';

/**
 * Routes for admin rights only (`/nova`, `/importar`): anyone else who opens them directly
 * gets the access-denied view with the way back, never the form (the API refuses the write
 * anyway).
 */
export function RequireSongManager() {
  const { t } = useTranslation('repertoire');
  if (useCanManageMinistry()) return <Outlet />;
  return (
    <BackToListPanel
      id="songs-access-denied"
      title={t('denied.title')}
      message={t('denied.message')}
    />
  );
}
