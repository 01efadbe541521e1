import { createI18n, type Locale, type NamespaceResources } from '@levita/i18n';
import { LevitaThemeProvider, type ThemeName } from '@levita/ui';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  theme?: ThemeName;
  namespaces?: Record<string, NamespaceResources>;
  defaultNamespace?: string;
}

/** Renders with the same theme and translation providers an app root sets up. */
export function renderWithProviders(
  ui: ReactElement,
  {
    locale = 'pt-BR',
    theme = 'light',
    namespaces,
    defaultNamespace,
    ...options
  }: ProviderOptions = {},
) {
  const i18n = createI18n({ locale, namespaces, defaultNamespace });
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <LevitaThemeProvider theme={theme}>{children}</LevitaThemeProvider>
      </I18nextProvider>
    ),
  });
  return { ...result, i18n };
}
