import { useTranslation } from '@levita/i18n';
import { LinkPanel } from '../../../components/layout/link-panel';
import { usePageTitle } from '../../../hooks/use-page-title';

interface NotFoundPanelProps {
  /** Where "the way home" leads: the landing page, the dashboard or the ministry's home. */
  home: string;
  homeLabel: string;
}

/**
 * What an address that names no page shows (a mistyped or cut link from WhatsApp): saying so
 * instead of quietly showing another page, which would leave the person wondering where the
 * thing they were sent went.
 */
export function NotFoundPanel({ home, homeLabel }: NotFoundPanelProps) {
  const { t } = useTranslation('shell');
  usePageTitle(t('notFound.title'));
  return (
    <LinkPanel
      id="not-found-title"
      title={t('notFound.title')}
      message={t('notFound.message')}
      to={home}
      linkLabel={homeLabel}
    />
  );
}
