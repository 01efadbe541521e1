import { ApiClientProvider, type ApiClient } from '@levita/api-client';
import { createI18n, I18nProvider } from '@levita/i18n';
import { GlobalStyle, LevitaThemeProvider, ToastProvider, useThemePreference } from '@levita/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { usePreferences } from '../lib/preferences-store';
import { SessionRefreshProvider } from '../lib/session/session-refresh';
import { useSession } from '../lib/session/session-store';
import accountEnUS from '../locales/en-US/account.json';
import dashboardEnUS from '../locales/en-US/dashboard.json';
import ministryHomeEnUS from '../locales/en-US/ministry-home.json';
import ministrySettingsEnUS from '../locales/en-US/ministry-settings.json';
import authEnUS from '../locales/en-US/auth.json';
import enUS from '../locales/en-US/shell.json';
import accountPtBR from '../locales/pt-BR/account.json';
import dashboardPtBR from '../locales/pt-BR/dashboard.json';
import ministryHomePtBR from '../locales/pt-BR/ministry-home.json';
import ministrySettingsPtBR from '../locales/pt-BR/ministry-settings.json';
import authPtBR from '../locales/pt-BR/auth.json';
import ptBR from '../locales/pt-BR/shell.json';
import { createShellApiClient } from '../lib/api-client';
import { AppRoutes } from './app-routes';
import { createShellQueryClient } from '../lib/query-client';

/** shell: chrome and session; auth: login, register, Google; account: recovery, reset, profile. */
export const shellNamespaces = {
  shell: { 'pt-BR': ptBR, 'en-US': enUS },
  auth: { 'pt-BR': authPtBR, 'en-US': authEnUS },
  account: { 'pt-BR': accountPtBR, 'en-US': accountEnUS },
  dashboard: { 'pt-BR': dashboardPtBR, 'en-US': dashboardEnUS },
  ministryHome: { 'pt-BR': ministryHomePtBR, 'en-US': ministryHomeEnUS },
  ministrySettings: { 'pt-BR': ministrySettingsPtBR, 'en-US': ministrySettingsEnUS },
};

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
}

/** Everything the shell's pages expect above them, without the router. */
export function AppProviders({ children, apiClient, queryClient }: AppProvidersProps) {
  const locale = usePreferences((state) => state.locale);
  const { theme } = useThemePreference();
  const [i18n] = useState(() =>
    createI18n({ locale, namespaces: shellNamespaces, defaultNamespace: 'shell' }),
  );
  const [client] = useState(() => apiClient ?? createShellApiClient());
  const [queries] = useState(() => queryClient ?? createShellQueryClient());
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

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
