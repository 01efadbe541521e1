import { ApiClientProvider, type ApiClient, createQueryClient } from '@levita/api-client';
import { createI18n, I18nProvider, type NamespaceResources } from '@levita/i18n';
import { GlobalStyle, LevitaThemeProvider, ToastProvider, useThemePreference } from '@levita/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { usePreferences } from '../lib/preferences-store';
import { SessionRefreshProvider } from '../lib/session/session-refresh';
import { useSession } from '../lib/session/session-store';
import { defaultNamespace, loadTexts } from '../config/texts';
import { createShellApiClient } from '../lib/api-client';
import type { History } from '../lib/navigation/guarded-history';
import { AppRoutes } from './app-routes';

/**
 * A new session starts with an empty cache, so a user who signs in after another on the same
 * browser never sees the previous user's ministries, even for a moment.
 */
function useFreshCachePerSession(queryClient: QueryClient) {
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (state.token !== null && previous.token === null) queryClient.getQueryCache().clear();
      }),
    [queryClient],
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** The shell's client by default; tests point one at the mock API. */
  apiClient?: ApiClient;
  queryClient?: QueryClient;
  /** Both languages' texts at hand (tests: config/namespaces.ts); else one language is loaded. */
  namespaces?: Record<string, NamespaceResources>;
}

/** Everything the shell's pages expect above them, without the router. */
export function AppProviders({ children, apiClient, queryClient, namespaces }: AppProvidersProps) {
  const locale = usePreferences((state) => state.locale);
  const { theme } = useThemePreference();
  const [i18n] = useState(() =>
    createI18n({ locale, defaultNamespace, ...(namespaces ? { namespaces } : { loadTexts }) }),
  );
  const [client] = useState(() => apiClient ?? createShellApiClient());
  const [queries] = useState(() => queryClient ?? createQueryClient());
  useFreshCachePerSession(queries);

  useEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return (
    <I18nProvider i18n={i18n}>
      <LevitaThemeProvider theme={theme}>
        <GlobalStyle />
        <QueryClientProvider client={queries}>
          <ApiClientProvider client={client}>
            <ToastProvider>
              <SessionRefreshProvider>{children}</SessionRefreshProvider>
            </ToastProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </LevitaThemeProvider>
    </I18nProvider>
  );
}

/** `history`: the browser's, guarded against leaving unsaved changes (lib/navigation). */
export function App({ history }: { history: History }) {
  return (
    <AppProviders>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProviders>
  );
}
