import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';
import { renderUi } from '../testing/render-ui';

const items = [
  { id: 'participacao', label: 'Participação', content: <p>Tabela de participação</p> },
  { id: 'musicas', label: 'Músicas', content: <p>Músicas mais tocadas</p> },
  { id: 'arquivo', label: 'Arquivo', content: <p>Arquivo</p>, disabled: true },
  { id: 'escalas', label: 'Escalas', content: <p>Escalas do mês</p> },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with arrows, Home and End', async () => {
    const onSelect = vi.fn();
    renderUi(<Tabs label="Relatórios" items={items} onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Relatórios' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Participação' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Participação' })).toHaveTextContent(
      'Tabela de participação',
    );

    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Músicas' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Músicas mais tocadas');
    expect(onSelect).toHaveBeenLastCalledWith('musicas');

    // The disabled tab is skipped.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Escalas' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Escalas' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Escalas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts only the selected tab in the Tab order, then the panel', async () => {
    renderUi(<Tabs label="Relatórios" items={items} defaultSelectedId="musicas" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Músicas' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Músicas' })).toHaveFocus();
  });

  it('selects with a click', async () => {
    renderUi(<Tabs label="Relatórios" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Escalas' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Escalas do mês');
  });
});
