import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextArea, TextField } from './text-field';
import { renderUi } from '../testing/render-ui';

describe('TextField', () => {
  it('is labelled and takes typing', async () => {
    renderUi(<TextField label="Nome" required />);
    const input = screen.getByRole('textbox', { name: /Nome/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Ana');
    expect(input).toHaveValue('Ana');
  });

  it('ties the hint and the error to the input and marks it invalid', () => {
    renderUi(
      <TextField label="E-mail" type="email" hint="Usamos para entrar" error="Email inválido" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Usamos para entrar Email inválido');
  });

  it('keeps a description the caller already points to', () => {
    renderUi(
      <>
        <p id="extra">Opcional</p>
        <TextField label="Local" aria-describedby="extra" hint="Endereço ou sala" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Local' })).toHaveAccessibleDescription(
      'Opcional Endereço ou sala',
    );
  });
});

describe('TextArea', () => {
  it('is labelled and carries its error', async () => {
    renderUi(<TextArea label="Observações" error="Muito longo" />);
    const area = screen.getByRole('textbox', { name: 'Observações' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Muito longo');
    await userEvent.type(area, 'Ensaio às 18h');
    expect(area).toHaveValue('Ensaio às 18h');
  });
});
