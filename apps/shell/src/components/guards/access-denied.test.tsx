import { renderWithProviders, setupMockApiServer } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US/shell.json';
import ptBR from '../../locales/pt-BR/shell.json';
import { RequireMinistryManager } from './require-ministry-manager';

const api = setupMockApiServer();

/** A future admin-only page of a ministry, guarded with the denied view. */
function renderAdminPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/ministerios/:id" element={<RequireMinistryManager otherwise="denied" />}>
        <Route path="relatorio-admin" element={<h1>Relatório administrativo</h1>} />
      </Route>
      <Route path="/dashboard" element={<h1>Painel de teste</h1>} />
    </Routes>,
    {
      namespaces: { shell: { 'pt-BR': ptBR, 'en-US': enUS } },
      initialEntries: ['/ministerios/1/relatorio-admin'],
    },
  );
}

describe('admin-only pages', () => {
  it('tell a member they are for administrators and owners, with the way back', async () => {
    const user = userEvent.setup();
    api.signInAs('MEMBRO');
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeInTheDocument();
    expect(
      screen.getByText('Esta página é apenas para administradores e proprietários do ministério.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Relatório administrativo')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Voltar ao painel' }));
    expect(screen.getByRole('heading', { name: 'Painel de teste' })).toBeInTheDocument();
  });

  it('count a failed standing lookup as PENDENTE', async () => {
    api.signOut();
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Acesso restrito' })).toBeInTheDocument();
  });

  it('open for an owner', async () => {
    renderAdminPage();
    expect(
      await screen.findByRole('heading', { name: 'Relatório administrativo' }),
    ).toBeInTheDocument();
  });
});
