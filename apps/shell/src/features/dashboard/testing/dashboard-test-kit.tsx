import { renderWithProviders } from '@levita/testing';
import { ToastProvider } from '@levita/ui';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { vi } from 'vitest';
import enUS from '../../../locales/en-US/dashboard.json';
import ptBR from '../../../locales/pt-BR/dashboard.json';
import { DashboardPage } from '../components/dashboard-page';

// Each test renders the page, waits for the mock API and opens modals; on a busy two-core CI
// runner that takes longer than vitest's default 5 s (queries wait 5 s: @levita/testing/setup).
vi.setConfig({ testTimeout: 15_000 });

function MinistryStub() {
  return <h1>Ministério {useParams().id}</h1>;
}

function WithToasts({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}

/** The dashboard at /dashboard with toasts, and a stand-in for the ministry area. */
export function renderDashboard(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/ministerios/:id" element={<MinistryStub />} />
    </Routes>,
    {
      locale,
      namespaces: { dashboard: { 'pt-BR': ptBR, 'en-US': enUS } },
      defaultNamespace: 'dashboard',
      initialEntries: ['/dashboard'],
      wrapper: WithToasts,
    },
  );
}

/** A ministry's card, found by its name (the card is labelled by its heading). */
export const findCard = async (name: string) => screen.findByRole('article', { name });

export const card = (name: string) => within(screen.getByRole('article', { name }));

export const texts = { 'pt-BR': ptBR, 'en-US': enUS } as const;
