import type { Locale } from '@levita/i18n';
import { renderWithProviders } from '@levita/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import enUS from '../../../locales/en-US/auth.json';
import shellEnUS from '../../../locales/en-US/shell.json';
import ptBR from '../../../locales/pt-BR/auth.json';
import shellPtBR from '../../../locales/pt-BR/shell.json';
import { currentToken, useSession } from '../../../lib/session/session-store';
import { GoogleCallbackPage } from '../components/google-callback-page';
import { LoginPage } from '../components/login-page';
import { RegisterPage } from '../components/register-page';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

/** The auth pages on their routes, with stand-ins for where they lead. */
export function renderAuthAt(entry: string, { locale = 'pt-BR' }: { locale?: Locale } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/auth/google" element={<GoogleCallbackPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        <Route path="/recuperar-senha" element={<h1>Recuperar</h1>} />
      </Routes>
      <CurrentLocation />
    </>,
    {
      locale,
      namespaces: {
        auth: { 'pt-BR': ptBR, 'en-US': enUS },
        shell: { 'pt-BR': shellPtBR, 'en-US': shellEnUS },
      },
      defaultNamespace: 'auth',
      initialEntries: [entry],
      // As in the app: the client sends whatever token the session holds.
      getToken: currentToken,
    },
  );
}

/** No session and nothing remembered, as on a first visit. */
export function resetSession() {
  localStorage.clear();
  useSession.setState({ token: null, tokenExpiration: null, user: null, endedBecause: null });
}
