import { detectLocale, languageStorageKey } from '@levita/i18n';
import { GlobalStyle, LevitaThemeProvider } from '@levita/ui';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteProps } from '../remote-props';
import { demoRemoteProps } from '../testing/demo-remote-props';

/**
 * Runs a remote on its own (`nx serve <remote>`) with a demo session, so a team can work on
 * it without the shell. Not part of the federated build: only index.html's entry imports it.
 */
export function mountStandalone(
  Root: ComponentType<RemoteProps>,
  overrides: Partial<RemoteProps> & Pick<RemoteProps, 'basePath'>,
) {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html needs a #root element');
  const props = demoRemoteProps({
    locale: detectLocale(localStorage.getItem(languageStorageKey), navigator.languages),
    onUnauthorized: () => console.warn('[standalone] onUnauthorized'),
    navigate: (to) => window.location.assign(to),
    notify: (notice) => console.warn('[standalone] notify', notice),
    apiBaseUrl: import.meta.env.VITE_API_URL ?? '/api',
    ...overrides,
  });
  createRoot(element).render(
    <LevitaThemeProvider theme={props.theme}>
      <GlobalStyle />
      <Root {...props} />
    </LevitaThemeProvider>,
  );
}
