import { useTranslation } from '@levita/i18n';
import { BackToListPanel } from '@levita/ui';
import { Link, Outlet } from 'react-router-dom';
import { useCanManageMinistry } from '@levita/federation';
import { paths } from '../config/paths';

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
      backLabel={t('backToList')}
      linkAs={Link}
      to={paths.songs.getHref()}
    />
  );
}
