import { renderWithProviders, setupMockApiServer } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US/account.json';
import ptBR from '../../../locales/pt-BR/account.json';
import { RecoverPasswordPage } from './recover-password-page';

const api = setupMockApiServer();

/** A field by its label text; required fields add a " *" mark to the label. */
const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

function renderPage(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(<RecoverPasswordPage />, {
    locale,
    namespaces: { account: { 'pt-BR': ptBR, 'en-US': enUS } },
    defaultNamespace: 'account',
    initialEntries: ['/recuperar-senha'],
  });
}

describe('RecoverPasswordPage', () => {
  it.each([
    ['pt-BR', 'E-mail', 'Enviar link', 'Informe seu e-mail.'],
    ['en-US', 'E-mail', 'Send link', 'Enter your e-mail.'],
  ] as const)('asks for the e-mail first (%s)', async (locale, emailLabel, submit, message) => {
    const user = userEvent.setup();
    renderPage(locale);
    await user.click(screen.getByRole('button', { name: submit }));
    const email = screen.getByLabelText(label(emailLabel));
    expect(email).toHaveAccessibleDescription(message);
    expect(email).toBeInvalid();
    expect(email).toHaveFocus();
  });

  it('sends the link from the keyboard and says so, with the way back to /login', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByLabelText(label('E-mail')));
    await user.keyboard('ana@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver uma conta com este e-mail, enviamos um link',
    );
    expect(screen.getByRole('heading', { name: 'Verifique seu e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows the API validation message for a malformed e-mail', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(label('E-mail')), 'ana-sem-arroba');
    await user.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Erro de validação: email: /);
  });

  it.each([
    ['pt-BR', 'Enviar link', 'Não foi possível conectar ao servidor.'],
    ['en-US', 'Send link', 'Could not connect to the server.'],
  ] as const)('says when the server cannot be reached (%s)', async (locale, submit, message) => {
    api.server.use(http.post('*/api/recuperar-senha', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage(locale);
    await user.type(screen.getByLabelText(label('E-mail')), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label('E-mail'))).toHaveValue('ana@example.com');
  });
});
