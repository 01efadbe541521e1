import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch';
import { renderUi } from '../testing/render-ui';

function AcceptingMembers() {
  const [on, setOn] = useState(true);
  return (
    <Switch
      label="Aceitando membros"
      description="Permite pedidos de entrada com o código"
      checked={on}
      onCheckedChange={setOn}
    />
  );
}

describe('Switch', () => {
  it('is a labelled switch that Space, Enter and a click on the label toggle', async () => {
    renderUi(<AcceptingMembers />);
    const toggle = screen.getByRole('switch', { name: 'Aceitando membros' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Permite pedidos de entrada com o código');

    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Aceitando membros'));
    expect(toggle).not.toBeChecked();
  });
});
