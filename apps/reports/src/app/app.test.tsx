import type { MinistryStanding } from '@levita/contracts';
import { remoteBasePath } from '@levita/contracts/paths';
import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer } from '@levita/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './app';

const api = setupMockApiServer();
const basePath = remoteBasePath('reports', 1, 'relatorios');

function renderAt(
  path: string,
  locale: Locale = 'pt-BR',
  standing: MinistryStanding = 'PROPRIETARIO',
) {
  api.signInAs(standing);
  window.history.replaceState(null, '', `${basePath}${path}`);
  render(
    <App
      {...demoRemoteProps({
        basePath,
        locale,
        ministry: { id: 1, nome: 'Ministério de Louvor', situacao: standing },
      })}
    />,
  );
}

const search = () => new URLSearchParams(window.location.search);

describe('reports remote', () => {
  it('shows its page at the base path the shell gives it', async () => {
    renderAt('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Participação', selected: true })).toBeVisible();
  });

  it('speaks the language the shell gives it', async () => {
    renderAt('', 'en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  });

  it('sends a path it does not know back to its page', async () => {
    renderAt('/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
    expect(window.location.pathname).toBe(basePath);
  });

  it.each<MinistryStanding>(['MEMBRO', 'PENDENTE'])(
    'shows %s the denied page with the way to the dashboard',
    async (standing) => {
      renderAt('', 'pt-BR', standing);
      expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Voltar ao painel' })).toBeVisible();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    },
  );

  it('keeps the period and the tab in the URL, and reads them back', async () => {
    const user = userEvent.setup();
    renderAt('?mes=3&ano=2025&aba=musicas');
    expect(await screen.findByRole('tab', { name: 'Músicas', selected: true })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Mês' })).toHaveValue('3');
    expect(screen.getByRole('combobox', { name: 'Ano' })).toHaveValue('2025');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mês' }), 'Ano inteiro');
    await waitFor(() => expect(search().get('mes')).toBe('todos'));
    expect(search().get('ano')).toBe('2025');
    await user.click(screen.getByRole('tab', { name: 'Participação' }));
    expect(search().get('aba')).toBe('participacao');
  });

  it('opens on the current month and year', async () => {
    renderAt('');
    const now = new Date();
    expect(await screen.findByRole('combobox', { name: 'Mês' })).toHaveValue(
      String(now.getMonth() + 1),
    );
    expect(screen.getByRole('combobox', { name: 'Ano' })).toHaveValue(String(now.getFullYear()));
  });
});
