import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';
import { renderUi } from '../testing/render-ui';

describe('Button', () => {
  it('acts from the keyboard and is a plain button by default', async () => {
    const onClick = vi.fn();
    renderUi(<Button onClick={onClick}>Salvar</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveFocus();
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('blocks clicks and says it is busy while loading', async () => {
    const onClick = vi.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner inside is decorative: the busy button already says it.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its aria-label, not by the icon', () => {
    renderUi(<IconButton aria-label="Fechar menu" icon={<svg aria-hidden="true" />} />);
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toBeInTheDocument();
  });
});
