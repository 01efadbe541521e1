import type { Locale } from '@levita/i18n';
import { renderWithProviders, type MockApiServer } from '@levita/testing';
import { ToastProvider } from '@levita/ui';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { shellNamespaces } from '../../../config/namespaces';
import { MinistrySettingsPage } from '../components/ministry-settings-page';

function CurrentPath() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** The settings of demo ministry 1, with a stub dashboard to land on after a delete. */
export function renderSettings(locale: Locale = 'pt-BR') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/ministerios/:id/configuracoes" element={<MinistrySettingsPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    {
      locale,
      namespaces: shellNamespaces,
      defaultNamespace: 'ministry-settings',
      initialEntries: ['/ministerios/1/configuracoes'],
      wrapper: ToastProvider,
    },
  );
}

/** A field by its label; required fields add a " *" mark. */
export const label = (text: string) => new RegExp(`^${text}( \\*)?$`);
export const nameField = () => screen.findByLabelText(label('Nome do ministério'));
export const logoInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
export const image = (name: string, type: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

/** Records what PUT /ministerios/1 was sent, then lets the mock API answer. */
export function spyOnUpdate(api: MockApiServer) {
  const sent: { contentType: string; body: Promise<Record<string, unknown>> }[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'PUT' || !request.url.endsWith('/ministerios/1')) return;
    const copy = request.clone();
    const contentType = copy.headers.get('content-type') ?? '';
    const body = contentType.includes('multipart')
      ? copy.formData().then((form) => Object.fromEntries(form.entries()))
      : (copy.json() as Promise<Record<string, unknown>>);
    sent.push({ contentType, body });
  });
  return sent;
}
