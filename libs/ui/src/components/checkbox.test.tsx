import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { renderUi } from '../testing/render-ui';

describe('Checkbox', () => {
  it('is labelled, described and toggled with Space', async () => {
    renderUi(<Checkbox label="Lembrar de mim" hint="Guarda só o e-mail" />);
    const box = screen.getByRole('checkbox', { name: 'Lembrar de mim' });
    expect(box).toHaveAccessibleDescription('Guarda só o e-mail');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(screen.getByText('Lembrar de mim'));
    expect(box).not.toBeChecked();
  });
});
