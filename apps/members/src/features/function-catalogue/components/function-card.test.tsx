import type { MinistryFunction } from '@levita/contracts';
import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultNamespace, namespaces } from '../../../config/namespaces';
import { FunctionCard } from './function-card';

const ukulele = {
  id: 40,
  nome: 'Ukulele',
  descricao: '',
  // A newer API's icon, outside the 30 this web knows.
  icone: 'ukulele',
  ministerio_id: 1,
  data_criacao: '2026-01-01T00:00:00.000Z',
  data_atualizacao: '2026-01-01T00:00:00.000Z',
} as unknown as MinistryFunction;

function renderCard(fn: MinistryFunction, name = fn.nome) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(<FunctionCard fn={fn} name={name} onEdit={onEdit} onDelete={onDelete} />, {
    namespaces,
    defaultNamespace,
  });
  return { onEdit, onDelete };
}

describe('FunctionCard', () => {
  it('shows the default palette icon for an icon it does not know', () => {
    renderCard(ukulele);
    const card = screen.getByRole('article', { name: 'Ukulele' });
    expect(card.querySelector('svg')).toHaveAttribute('data-icon', 'palette');
  });

  it('shows the name it is given and hands itself to edit and delete', async () => {
    const user = userEvent.setup();
    const violao = { ...ukulele, id: 3, nome: 'Violão', icone: 'violao' } as MinistryFunction;
    const { onEdit, onDelete } = renderCard(violao, 'Acoustic guitar');
    expect(screen.getByRole('heading', { name: 'Acoustic guitar' })).toBeVisible();
    expect(screen.getByRole('article').querySelector('svg')).toHaveAttribute('data-icon', 'violao');
    await user.click(screen.getByRole('button', { name: 'Editar Acoustic guitar' }));
    await user.click(screen.getByRole('button', { name: 'Excluir Acoustic guitar' }));
    expect(onEdit).toHaveBeenCalledWith(violao);
    expect(onDelete).toHaveBeenCalledWith(violao);
  });
});
