import { PHONE_PATTERN } from '@levita/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field';
import { formatPhone, phoneDigits } from './phone-mask';
import { renderUi } from '../testing/render-ui';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1112345678', '(11) 1234-5678'],
    ['11912345678', '(11) 91234-5678'],
    ['119123456789', '(11) 91234-5678'],
    ['(11) 9abc1234-5678', '(11) 91234-5678'],
  ])('pt-BR %s → %s', (typed, formatted) => {
    expect(formatPhone(typed, 'pt-BR')).toBe(formatted);
  });

  it.each([
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['11912345678', '(11) 91234-5678'],
  ])('en-US %s → %s', (typed, formatted) => {
    expect(formatPhone(typed, 'en-US')).toBe(formatted);
  });

  it('gives complete numbers the server accepts', () => {
    for (const value of [
      formatPhone('1112345678', 'pt-BR'),
      formatPhone('11912345678', 'pt-BR'),
      formatPhone('5551234567', 'en-US'),
      formatPhone('11912345678', 'en-US'),
    ]) {
      expect(value).toMatch(PHONE_PATTERN);
    }
    expect(phoneDigits('(11) 91234-5678')).toBe('11912345678');
  });
});

function Controlled({ onValue }: { onValue: (formatted: string, digits: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <PhoneField
      label="Telefone"
      value={phone}
      onValueChange={(formatted, digits) => {
        setPhone(formatted);
        onValue(formatted, digits);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('masks as the user types in pt-BR, dropping letters and a 12th digit', async () => {
    const onValue = vi.fn();
    renderUi(<Controlled onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Telefone' });
    expect(input).toHaveAttribute('type', 'tel');

    await userEvent.type(input, '11a1234b5678');
    expect(input).toHaveValue('(11) 1234-5678');
    await userEvent.clear(input);
    await userEvent.type(input, '119123456789');
    expect(input).toHaveValue('(11) 91234-5678');
    expect(onValue).toHaveBeenLastCalledWith('(11) 91234-5678', '11912345678');

    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('(11) 9123-4567');
  });

  it('uses the US layout in en-US and still takes 11 digits at most', async () => {
    renderUi(<PhoneField label="Phone" />, { locale: 'en-US' });
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '555x1234567');
    expect(input).toHaveValue('(555) 123-4567');
    await userEvent.type(input, '89');
    expect(input).toHaveValue('(55) 51234-5678');
  });

  it('keeps the caret after the digit it followed when editing in the middle', async () => {
    renderUi(<PhoneField label="Telefone" defaultValue="1112345678" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Telefone' });
    expect(input).toHaveValue('(11) 1234-5678');
    // Caret after "(11) 12", then type 9: the number becomes a mobile one.
    await userEvent.click(input);
    input.setSelectionRange(7, 7);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('(11) 12934-5678');
    expect(input.selectionStart).toBe(8);
  });
});
