import type { MinistryStanding } from '@levita/contracts';
import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withRemoteProps } from '../testing/with-remote-props';
import { ManagersOnly } from './managers-only';

function renderAs(situacao: MinistryStanding | null, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  const navigate = vi.fn();
  renderWithProviders(
    <ManagersOnly>
      <h1>Relatórios</h1>
    </ManagersOnly>,
    {
      locale,
      wrapper: withRemoteProps({
        ministry: situacao && { id: 1, nome: 'Louvor', situacao },
        navigate,
      }),
    },
  );
  return navigate;
}

describe('ManagersOnly', () => {
  it.each(['PROPRIETARIO', 'ADMIN'] as const)('shows the page to %s', (standing) => {
    renderAs(standing);
    expect(screen.getByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
  });

  it.each(['MEMBRO', 'PENDENTE'] as const)(
    'shows %s the denied view with the way to the dashboard',
    async (standing) => {
      const navigate = renderAs(standing);
      expect(screen.queryByRole('heading', { name: 'Relatórios' })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Somente administradores e proprietários do ministério podem acessar esta página.',
        ),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Voltar ao painel' }));
      expect(navigate).toHaveBeenCalledWith('/dashboard');
    },
  );

  it('waits, without a word of denial, while the standing is still being read', () => {
    renderAs(null);
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    renderAs('MEMBRO', 'en-US');
    expect(screen.getByRole('button', { name: 'Back to the dashboard' })).toBeInTheDocument();
  });
});
