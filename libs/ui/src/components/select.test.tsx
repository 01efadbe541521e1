import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';
import { renderUi } from '../testing/render-ui';

const months = [
  { value: '1', label: 'Janeiro' },
  { value: '2', label: 'Fevereiro' },
  { value: '3', label: 'Março', disabled: true },
];

describe('Select', () => {
  it('is labelled, described and changes from the keyboard', async () => {
    const onChange = vi.fn();
    renderUi(
      <Select
        label="Mês"
        hint="Mês do relatório"
        options={months}
        defaultValue="1"
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Mês' });
    expect(select).toHaveAccessibleDescription('Mês do relatório');
    await userEvent.tab();
    expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'Fevereiro');
    expect(onChange).toHaveBeenCalledWith('2');
    expect(screen.getByRole('option', { name: 'Março' })).toBeDisabled();
  });

  it('accepts option elements and shows an error', () => {
    renderUi(
      <Select label="Tom" error="Escolha um tom">
        <option value="C">C</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Tom' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Escolha um tom');
  });
});
