import { renderWithProviders, setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US/account.json';
import ptBR from '../../../locales/pt-BR/account.json';
import { MailSettingsSection } from './mail-settings-section';

const api = setupMockApiServer();

function renderSection(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(<MailSettingsSection userId={1} />, {
    locale,
    namespaces: { account: { 'pt-BR': ptBR, 'en-US': enUS } },
    defaultNamespace: 'account',
  });
}

const stored = () => api.store.tables.users.find((row) => row.id === 1)?.emails;

describe('MailSettingsSection', () => {
  it('shows both kinds on by default and saves a switch as soon as it is turned', async () => {
    const user = userEvent.setup();
    renderSection();
    const section = await screen.findByRole('region', { name: 'E-mails de escala' });
    const notices = await within(section).findByRole('switch', { name: 'Avisos de escala' });
    const reminders = within(section).getByRole('switch', { name: 'Lembretes' });
    expect(notices).toBeChecked();
    expect(reminders).toBeChecked();

    await user.click(reminders);
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Preferências de e-mail salvas.',
    );
    expect(reminders).not.toBeChecked();
    expect(notices).toBeChecked();
    expect(stored()).toEqual({ avisos_escala: true, lembretes: false, idioma: 'pt-BR' });
  });

  it('changes the language of the e-mails (keyboard only)', async () => {
    const user = userEvent.setup();
    renderSection('en-US');
    const language = await screen.findByRole('combobox', { name: 'E-mail language' });
    expect(language).toHaveValue('pt-BR');
    language.focus();
    await user.selectOptions(language, 'en-US');
    expect(await screen.findByRole('status')).toHaveTextContent('E-mail preferences saved.');
    expect(stored()?.idioma).toBe('en-US');
  });

  it('keeps the switch as it was and says why when saving fails', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.put('*/api/usuarios/:id/emails', () =>
        HttpResponse.json({ error: 'internal', message: 'Erro interno' }, { status: 500 }),
      ),
    );
    renderSection();
    const notices = await screen.findByRole('switch', { name: 'Avisos de escala' });
    await user.click(notices);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(notices).toBeChecked();
    expect(stored()).toBeUndefined();
  });
});
