import { createI18n, languageStorageKey } from '@levita/i18n';
import { GlobalStyle, LevitaThemeProvider } from '@levita/ui';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { usePreferences } from '../features/preferences/preferences-store';
import { ToastRegion } from '../features/toasts/toast-region';
import enUS from '../locales/en-US/shell.json';
import ptBR from '../locales/pt-BR/shell.json';
import { AppRoutes } from './app-routes';

const namespaces = { shell: { 'pt-BR': ptBR, 'en-US': enUS } };

export function App() {
  const locale = usePreferences((state) => state.locale);
  const theme = usePreferences((state) => state.theme);
  const [i18n] = useState(() => createI18n({ locale, namespaces, defaultNamespace: 'shell' }));

  useEffect(() => {
    document.documentElement.lang = locale;
    localStorage.setItem(languageStorageKey, locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  return (
    <I18nextProvider i18n={i18n}>
      <LevitaThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <AppRoutes />
          <ToastRegion />
        </BrowserRouter>
      </LevitaThemeProvider>
    </I18nextProvider>
  );
}
