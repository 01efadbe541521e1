import { errorMessageOf } from '@levita/api-client';
import { useTranslation } from '@levita/i18n';
import { ErrorPanel } from '@levita/ui';

/**
 * The ministry of the URL could not be read (no network, a server error): its home and every
 * section a remote would show answer with this panel and a way to try again, never with a
 * skeleton that waits for a ministry that will not come. The page passes its own query's
 * error and refetch: a query of this panel's own would ask again each time it mounted.
 */
export function MinistryLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation('ministry-home');
  return (
    <ErrorPanel
      title={t('loadError.title')}
      message={errorMessageOf(error, i18n.language)}
      retryLabel={t('loadError.retry')}
      onRetry={onRetry}
    />
  );
}
