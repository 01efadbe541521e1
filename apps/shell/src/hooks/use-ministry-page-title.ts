import { useTranslation } from '@levita/i18n';
import { matchPath, useLocation, useParams } from 'react-router-dom';
import { ministryMenuItems } from '../components/layout/ministry-menu';
import { usePageTitle } from './use-page-title';
import { useRouteMinistry } from './use-route-ministry';

/**
 * "Escalas · Ministério de Louvor · Levita": the menu's item for the page, then the ministry.
 * Called by the ministry's pages (lazy chunks), not its layout: the ministry's query would
 * otherwise come into the first chunk of every page, the login's included.
 */
export function useMinistryPageTitle() {
  const { t } = useTranslation('shell');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const nome = useRouteMinistry().ministry.data?.nome;
  const item = ministryMenuItems.find(
    (candidate) =>
      candidate.key !== 'nav.dashboard' &&
      candidate.key !== 'nav.home' &&
      matchPath({ path: candidate.href(id), end: false }, pathname),
  );
  usePageTitle(item ? t(item.key) : null, nome);
}
