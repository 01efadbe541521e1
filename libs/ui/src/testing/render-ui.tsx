import { createI18n, type Locale, I18nProvider } from '@levita/i18n';
import { commonNamespaces } from '@levita/i18n/common-texts';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LevitaThemeProvider } from '../theme/levita-theme-provider';
import type { ThemeName } from '../theme/tokens';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  theme?: ThemeName;
}

/**
 * The kit's own tests render with this instead of `renderWithProviders` of @levita/testing:
 * that library imports the kit, and a test import back would be a dependency cycle that
 * @nx/enforce-module-boundaries refuses. It sets up the same two providers.
 */
export function renderUi(
  ui: ReactElement,
  { locale = 'pt-BR', theme = 'light', ...options }: Options = {},
) {
  const i18n = createI18n({ locale, namespaces: commonNamespaces });
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <LevitaThemeProvider theme={theme}>{children}</LevitaThemeProvider>
      </I18nProvider>
    ),
  });
}
