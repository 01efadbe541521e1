import type { Locale } from '@levita/i18n';
import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingProvider } from '../../../lib/landing-context';
import { AnalyticsMockup } from './analytics-mockup';

function renderMockup(locale: Locale) {
  render(
    <LandingProvider props={demoRemoteProps({ locale })}>
      <AnalyticsMockup />
    </LandingProvider>,
  );
}

/** The confirmation rate cell of a member's row. */
function rateOf(name: string): HTMLElement {
  const cells = within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell');
  return cells[cells.length - 1]!;
}

describe('participation mock-up', () => {
  it('shows each rate with one decimal in Brazilian format and its colour', () => {
    renderMockup('pt-BR');
    expect(screen.getByText('Exemplo com dados fictícios')).toBeInTheDocument();
    // Intl may put a (non-breaking) space before the sign: \s matches those too.
    const rows = [
      ['Ana Souza', /^100,0\s?%$/, 'lv-rate-high'],
      ['Bruno Lima', /^83,3\s?%$/, 'lv-rate-high'],
      ['Carla Mendes', /^57,1\s?%$/, 'lv-rate-mid'],
      ['Davi Rocha', /^40,0\s?%$/, 'lv-rate-low'],
    ] as const;
    for (const [name, text, tone] of rows) {
      const cell = rateOf(name);
      expect(cell.textContent).toMatch(text);
      expect(cell).toHaveClass(tone);
    }
  });

  it('uses the English number format on an English page', () => {
    renderMockup('en-US');
    expect(screen.getByText('Example with sample data')).toBeInTheDocument();
    expect(rateOf('Bruno Lima').textContent).toMatch(/^83\.3\s?%$/);
    expect(rateOf('Carla Mendes').textContent).toMatch(/^57\.1\s?%$/);
  });

  it('counts the plays of the most played songs', () => {
    renderMockup('pt-BR');
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Santo Para Sempre 6 vezes',
      'Rio de Graça 4 vezes',
      'Luz da Manhã 3 vezes',
    ]);
  });
});
