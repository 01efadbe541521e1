import type { MinistryStanding } from '@levita/contracts';
import { setupMockApiServer } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mockMedia,
  renderShellAt,
  resetShellState,
  startSession,
} from '../../testing/shell-test-kit';

const api = setupMockApiServer();

const menu = () => screen.getByRole('navigation', { name: 'Menu do ministério' });
const everyone = [
  'Painel',
  'Início do ministério',
  'Repertório',
  'Escalas',
  'Membros',
  'Indisponibilidades',
];

/** Renders the ministry home and waits until the standing has been asked for. */
async function openMinistryHome() {
  const { queryClient } = renderShellAt('/ministerios/1');
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

const linkNames = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ministry side menu', () => {
  beforeEach(() => {
    resetShellState();
    startSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each<MinistryStanding>(['PROPRIETARIO', 'ADMIN'])(
    'shows roles and settings to %s',
    async (standing) => {
      api.signInAs(standing);
      await openMinistryHome();
      expect(linkNames()).toEqual([...everyone, 'Relatórios', 'Funções', 'Configurações']);
      expect(within(menu()).getByRole('link', { name: 'Funções' })).toHaveAttribute(
        'href',
        '/ministerios/1/funcoes',
      );
      expect(within(menu()).getByRole('link', { name: 'Configurações' })).toHaveAttribute(
        'href',
        '/ministerios/1/configuracoes',
      );
    },
  );

  it.each<MinistryStanding>(['MEMBRO', 'PENDENTE'])(
    'shows only the sections for everyone to %s',
    async (standing) => {
      api.signInAs(standing);
      await openMinistryHome();
      expect(linkNames()).toEqual(everyone);
    },
  );

  it('counts a failed standing lookup as PENDENTE', async () => {
    api.server.use(
      http.get('*/api/ministerios/:id/situacao', () =>
        HttpResponse.json({ error: 'server_error', message: 'Falhou' }, { status: 500 }),
      ),
    );
    await openMinistryHome();
    expect(linkNames()).toEqual(everyone);
  });

  it('marks the current page', async () => {
    await openMinistryHome();
    const current = within(menu()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Início do ministério');
    expect(within(menu()).getByRole('link', { name: 'Painel' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('folds behind a button on a small screen', async () => {
    const user = userEvent.setup();
    mockMedia({ small: true });
    await openMinistryHome();
    const toggle = within(menu()).getByRole('button', {
      name: 'Mostrar ou ocultar o menu do ministério',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu()).queryByRole('link', { name: 'Repertório' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'Repertório' })).toBeVisible();
  });
});
