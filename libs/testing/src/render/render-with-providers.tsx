import { ApiClientProvider, createApiClient, type ApiClient } from '@levita/api-client';
import { createI18n, type Locale, type NamespaceResources, I18nProvider } from '@levita/i18n';
import { commonNamespaces } from '@levita/i18n/common-texts';
import { LevitaThemeProvider, type ThemeName } from '@levita/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Where component tests send API calls: the mock API's handlers answer on any origin. */
export const TEST_API_BASE_URL = 'http://localhost/api';

/** A query cache for one test: no retries, so an error shows at once instead of after 3 tries. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  theme?: ThemeName;
  /** The app's own namespaces, e.g. `{ repertoire: { 'pt-BR': ptBR, 'en-US': enUS } }`. */
  namespaces?: Record<string, NamespaceResources>;
  defaultNamespace?: string;
  /**
   * Renders inside a MemoryRouter at these entries. Without it (and without `path`) no
   * router is added, for code that brings its own.
   */
  initialEntries?: string[];
  /** Mounts the element on this route pattern ('/musicas/:id'), so useParams works. */
  path?: string;
  queryClient?: QueryClient;
  apiBaseUrl?: string;
  getToken?: () => string | null;
  onUnauthorized?: () => void;
  /**
   * Providers the app root adds besides these, innermost: for a remote's page, the
   * RemoteProps context (`withRemoteProps` from '@levita/federation/testing').
   */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * Renders with every provider an app root sets up: i18next (common + the given namespaces),
 * the theme, a fresh QueryClient without retries, the API client (pointed at the mock API's
 * handlers, see `setupMockApiServer`), optionally a MemoryRouter, and any extra `wrapper`.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'pt-BR',
    theme = 'light',
    namespaces,
    defaultNamespace,
    initialEntries,
    path,
    queryClient = createTestQueryClient(),
    apiBaseUrl = TEST_API_BASE_URL,
    getToken = () => 'test-token',
    onUnauthorized,
    wrapper: Extra,
    ...options
  }: ProviderOptions = {},
) {
  const i18n = createI18n({
    locale,
    namespaces: { ...commonNamespaces, ...namespaces },
    defaultNamespace,
  });
  const apiClient: ApiClient = createApiClient({
    baseUrl: apiBaseUrl,
    getToken,
    getLocale: () => i18n.language,
    onUnauthorized,
  });
  const routed = initialEntries !== undefined || path !== undefined;

  function Providers({ children }: { children: ReactNode }) {
    const inner = Extra ? <Extra>{children}</Extra> : children;
    return (
      <I18nProvider i18n={i18n}>
        <LevitaThemeProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={apiClient}>
              {routed ? (
                <MemoryRouter initialEntries={initialEntries ?? [path ?? '/']}>
                  {inner}
                </MemoryRouter>
              ) : (
                inner
              )}
            </ApiClientProvider>
          </QueryClientProvider>
        </LevitaThemeProvider>
      </I18nProvider>
    );
  }

  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  const result = render(element, { ...options, wrapper: Providers });
  return { ...result, i18n, queryClient, apiClient };
}
