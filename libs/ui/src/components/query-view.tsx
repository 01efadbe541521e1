import type { ReactNode } from 'react';
import { useTranslation } from '@levita/i18n';
import { ErrorPanel } from './error-panel';
import { PageSkeleton } from './page-skeleton';

/**
 * The part of a query result QueryView reads. A TanStack Query `useQuery` result fits as it
 * is; the kit does not import TanStack Query, so any loader with these fields fits too.
 */
export interface QueryViewState<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryViewState<T>;
  /** The loaded content. */
  children: (data: T) => ReactNode;
  /** Names the failure in the error panel. */
  errorTitle: string;
  /** The failure in words (the API's message in the active language); none by default. */
  describeError?: (error: unknown) => string;
  /** "Tentar novamente" / "Try again" by default. */
  retryLabel?: string;
  /** What is loading, read by screen readers; "Carregando..." / "Loading..." by default. */
  loadingLabel?: string;
  /** Replaces the page skeleton (a spinner inside a card, say). */
  placeholder?: ReactNode;
}

/**
 * A page's three states around one query: a skeleton while it loads, an error panel with a
 * retry button when it fails, then the content. A retry shows the skeleton again (TanStack
 * Query puts a query without data back to pending when it refetches). Data already loaded keeps showing when a
 * background refetch fails, so a failed refresh never swaps a form the user is editing for
 * an error.
 */
export function QueryView<T>({
  query,
  children,
  errorTitle,
  describeError,
  retryLabel,
  loadingLabel,
  placeholder,
}: QueryViewProps<T>) {
  const { t } = useTranslation('common');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorPanel
        title={errorTitle}
        message={describeError?.(query.error)}
        retryLabel={retryLabel ?? t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return placeholder ?? <PageSkeleton label={loadingLabel ?? t('loading')} />;
}
