import type { Locale } from '@levita/i18n';
import { captureDownloads, renderWithProviders, setupMockApiServer } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US/personal-data.json';
import ptBR from '../../../locales/pt-BR/personal-data.json';
import { useSession } from '../../../lib/session/session-store';
import { resetShellState, startSession } from '../../../testing/shell-test-kit';
import { PersonalDataSection } from './personal-data-section';

const api = setupMockApiServer();
const downloads = captureDownloads();

function CurrentPath() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderSection(userId: number, locale: Locale = 'pt-BR') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/perfil" element={<PersonalDataSection userId={userId} />} />
        <Route path="/login" element={<h1>Login</h1>} />
      </Routes>
      <CurrentPath />
    </>,
    {
      locale,
      namespaces: { 'personal-data': { 'pt-BR': ptBR, 'en-US': enUS } },
      defaultNamespace: 'personal-data',
      initialEntries: ['/perfil'],
    },
  );
}

beforeEach(() => {
  resetShellState();
  startSession();
});

describe('personal data section', () => {
  it('downloads the user’s data as a dated JSON file and says so', async () => {
    const owner = api.signInAs('PROPRIETARIO');
    const user = userEvent.setup();
    renderSection(owner.user.id);
    expect(screen.getByRole('heading', { name: 'Seus dados' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    const done = await screen.findByText(ptBR.download.done);
    expect(done.closest('[aria-live="polite"]')).not.toBeNull();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.fileName).toMatch(/^levita-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    expect(downloads[0]!.type).toBe('application/json');
    const data = JSON.parse(await downloads[0]!.text()) as { conta: { id: number } };
    expect(data.conta.id).toBe(owner.user.id);
  });

  it('refuses to delete an owner’s account, linking to each owned ministry’s settings', async () => {
    const owner = api.signInAs('PROPRIETARIO');
    const user = userEvent.setup();
    renderSection(owner.user.id);
    const open = screen.getByRole('button', { name: 'Excluir minha conta' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: ptBR.delete.confirmTitle });
    const field = within(dialog).getByRole('textbox');
    // The typed word is asked first: the modal puts the focus there.
    expect(field).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Excluir minha conta' });
    expect(confirm).toBeDisabled();
    await user.type(field, 'CONFIRMO');
    await user.click(confirm);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Você ainda é proprietário de "Ministério de Louvor"/);
    const link = within(alert).getByRole('link', {
      name: 'Configurações de Ministério de Louvor',
    });
    expect(link).toHaveAttribute('href', '/ministerios/1/configuracoes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.store.user(owner.user.id)).toBeDefined();
    expect(useSession.getState().token).not.toBeNull();
  });

  it('deletes a member’s account, signs out and goes to the login with a message', async () => {
    const member = api.signInAs('MEMBRO');
    const user = userEvent.setup();
    renderSection(member.user.id, 'en-US');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: enUS.delete.confirmTitle });
    await user.type(within(dialog).getByRole('textbox'), 'CONFIRM');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(useSession.getState()).toMatchObject({ token: null, endedBecause: 'deleted' });
    expect(api.store.user(member.user.id)?.excluido_em).toBeDefined();
  });

  it('cancels without deleting anything', async () => {
    const member = api.signInAs('MEMBRO');
    const user = userEvent.setup();
    renderSection(member.user.id);
    const open = screen.getByRole('button', { name: 'Excluir minha conta' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    expect(api.store.user(member.user.id)).toBeDefined();
  });
});
