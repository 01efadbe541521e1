import type { Locale } from '@levita/i18n';
import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import enUS from '../../../locales/en-US/ministry-home.json';
import ptBR from '../../../locales/pt-BR/ministry-home.json';

function Elsewhere() {
  return <output data-testid="elsewhere">{useLocation().pathname}</output>;
}

/** The page (or one of its blocks) on /ministerios/:id, any other path shown as text. */
export function renderOnMinistryRoute(
  element: ReactElement,
  { id = 1, locale = 'pt-BR' }: { id?: number | string; locale?: Locale } = {},
) {
  return renderWithProviders(
    <Routes>
      <Route path="/ministerios/:id" element={element} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    {
      locale,
      namespaces: { 'ministry-home': { 'pt-BR': ptBR, 'en-US': enUS } },
      initialEntries: [`/ministerios/${id}`],
    },
  );
}

/** The path navigated to, once the page has left /ministerios/:id. */
export const navigatedTo = async () => (await screen.findByTestId('elsewhere')).textContent;
