import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { renderUi } from '../testing/render-ui';

describe('EmptyState', () => {
  it('names the empty list and offers the next step', () => {
    renderUi(
      <EmptyState title="Nenhuma música ainda" action={<Button>Adicionar música</Button>}>
        <p>Importe do Deezer ou crie à mão.</p>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: 'Nenhuma música ainda' })).toBeInTheDocument();
    expect(screen.getByText('Importe do Deezer ou crie à mão.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar música' })).toBeInTheDocument();
  });
});
