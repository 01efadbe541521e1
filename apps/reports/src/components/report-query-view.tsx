import { errorMessageOf } from '@levita/api-client';
import { useFormatters, useTranslation } from '@levita/i18n';
import { QueryView, type QueryViewState } from '@levita/ui';
import type { ReactNode } from 'react';

/**
 * A report tab around its query: a skeleton while it loads, and on failure the generic
 * message of part 2 §8 with the API's own words and "Tentar novamente".
 */
export function ReportQueryView<T>({
  query,
  children,
}: {
  query: QueryViewState<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('reports');
  const { locale } = useFormatters();
  return (
    <QueryView
      query={query}
      errorTitle={t('failure.title')}
      retryLabel={t('failure.retry')}
      loadingLabel={t('loading')}
      describeError={(error) => errorMessageOf(error, locale)}
    >
      {children}
    </QueryView>
  );
}
