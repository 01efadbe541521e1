import type { Locale } from '@levita/i18n';
import { demoRemoteProps } from '@levita/federation/testing';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingProvider } from '../../../lib/landing-context';
import { FeaturesSection } from './features-section';

function renderSection(locale: Locale) {
  render(
    <LandingProvider props={demoRemoteProps({ locale })}>
      <FeaturesSection />
    </LandingProvider>,
  );
  const section = document.getElementById('funcionalidades');
  if (!section) throw new Error('no #funcionalidades section');
  return within(section);
}

describe('features section', () => {
  it('lists the five features', () => {
    const section = renderSection('pt-BR');
    expect(section.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Tudo o que a equipe de louvor precisa',
    );
    const list = section.getAllByRole('list')[0]!;
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Biblioteca de músicas',
      'Escalas',
      'Comunicação',
      'Análise de participação',
      'Disponibilidade',
    ]);
    for (const item of items) {
      expect(within(item).getByRole('paragraph').textContent).not.toBe('');
      // A drawn icon, not an emoji (a box where no emoji font is installed).
      expect(item.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(item.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('lists them in English too, with both mock-ups', () => {
    const section = renderSection('en-US');
    for (const title of [
      'Music library',
      'Schedules',
      'Communication',
      'Participation analytics',
      'Availability',
    ])
      expect(section.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    expect(section.getByRole('figure', { name: 'Participation in November' })).toBeInTheDocument();
    expect(section.getByRole('figure', { name: 'Team unavailability' })).toBeInTheDocument();
  });
});
