import { useTranslation } from '@levita/i18n';
import { paths } from '../../../config/paths';
import { ShellChrome } from '../../../components/layout/shell-layout';
import { useSession } from '../../../lib/session/session-store';
import { NotFoundPanel } from './not-found-panel';

/**
 * The 404 page of the whole app: signed in, inside the top bar with the way to the dashboard;
 * signed out, on its own with the way to the landing page (and the top bar's sign-in is not
 * there to offer, so the panel is the whole page).
 */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const signedIn = useSession((state) => state.token !== null);
  if (!signedIn)
    return (
      <main>
        <NotFoundPanel home={paths.landing.getHref()} homeLabel={t('notFound.toLanding')} />
      </main>
    );
  return (
    <ShellChrome>
      <NotFoundPanel home={paths.dashboard.getHref()} homeLabel={t('notFound.toDashboard')} />
    </ShellChrome>
  );
}
