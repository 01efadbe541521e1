import { ApiClientProvider, createApiClient, createQueryClient } from '@levita/api-client';
import { createI18n, I18nProvider, type NamespaceResources, type TextLoaders } from '@levita/i18n';
import { LevitaThemeProvider } from '@levita/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteProps } from '../remote-props';
import { RemotePropsContext } from './remote-props-context';
import { useLocationInside } from './use-location-inside';

export interface RemoteRootProps {
  remoteProps: RemoteProps;
  /**
   * The remote's own texts: `loadTexts` (one chunk per language, what an app's root passes) or
   * `namespaces` (both languages at hand, e.g. `{ repertoire: { 'pt-BR': ..., 'en-US': ... } }`).
   */
  namespaces?: Record<string, NamespaceResources>;
  loadTexts?: TextLoaders;
  defaultNamespace: string;
  children: ReactNode;
}

/**
 * What every remote sets up around its pages: its own i18next instance, query cache, API
 * client and router (basename = the base path the shell gave it, rendered only while the URL
 * is one of the remote's `ownedPaths`), and the theme it was told to use.
 */
export function RemoteRoot({
  remoteProps,
  namespaces,
  loadTexts,
  defaultNamespace,
  children,
}: RemoteRootProps) {
  const [i18n] = useState(() =>
    createI18n({ locale: remoteProps.locale, namespaces, loadTexts, defaultNamespace }),
  );
  const [queryClient] = useState(createQueryClient);
  // The client lives as long as the remote; the shell's latest props are read on every call
  // (the token is refreshed behind the remote's back, callbacks may change on update).
  const latest = useRef(remoteProps);
  useEffect(() => {
    latest.current = remoteProps;
  }, [remoteProps]);
  const [apiClient] = useState(() =>
    createApiClient({
      baseUrl: remoteProps.apiBaseUrl,
      getToken: () => latest.current.getToken(),
      getLocale: () => i18n.language,
      onUnauthorized: () => latest.current.onUnauthorized(),
      // An older shell sends no renewal: a 401 token_expired then ends the session at once.
      renewSession: () => latest.current.renewSession?.() ?? Promise.resolve('refused'),
    }),
  );
  const inside = useLocationInside(remoteProps);

  useEffect(() => {
    if (i18n.language !== remoteProps.locale) void i18n.changeLanguage(remoteProps.locale);
  }, [i18n, remoteProps.locale]);

  return (
    <RemotePropsContext.Provider value={remoteProps}>
      <I18nProvider i18n={i18n}>
        <LevitaThemeProvider theme={remoteProps.theme}>
          <QueryClientProvider client={queryClient}>
            <ApiClientProvider client={apiClient}>
              {inside ? (
                <BrowserRouter basename={remoteProps.basePath}>{children}</BrowserRouter>
              ) : null}
            </ApiClientProvider>
          </QueryClientProvider>
        </LevitaThemeProvider>
      </I18nProvider>
    </RemotePropsContext.Provider>
  );
}
