import { renderWithProviders } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';

const items = [
  { key: 1, label: 'Ana', value: 4, valueText: '4 participações' },
  { key: 2, label: 'Bruno', value: 2, valueText: '2 participações' },
  { key: 3, label: 'Carla', value: 0, valueText: '0 participações' },
];

describe('BarChart', () => {
  it('gives screen readers each label with its number, under the title', () => {
    renderWithProviders(<BarChart title="Participação por membro" items={items} />);
    const chart = screen.getByRole('figure', { name: 'Participação por membro' });
    const rows = within(chart).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana4 participações',
      'Bruno2 participações',
      'Carla0 participações',
    ]);
  });

  it('draws each bar against the largest value', () => {
    const { container } = renderWithProviders(<BarChart title="Músicas" items={items} />);
    const widths = [...container.querySelectorAll<HTMLElement>('[data-value]')].map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['100%', '50%', '0%']);
  });

  it('draws nothing for all-zero values instead of dividing by zero', () => {
    const { container } = renderWithProviders(
      <BarChart title="Vazio" items={[{ key: 1, label: 'Ana', value: 0, valueText: '0' }]} />,
    );
    expect(container.querySelector<HTMLElement>('[data-value]')!.style.width).toBe('0%');
  });
});
