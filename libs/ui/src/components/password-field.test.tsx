import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { renderUi } from '../testing/render-ui';

describe('PasswordField', () => {
  it('shows and hides the password from the keyboard', async () => {
    renderUi(<PasswordField label="Senha" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'Segredo1!');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Segredo1!');

    await userEvent.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  });

  it('speaks English in en-US and carries the error', () => {
    renderUi(<PasswordField label="Password" error="Too short" />, {
      locale: 'en-US',
    });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
  });
});
