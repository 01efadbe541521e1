import type { Locale } from '@levita/i18n';
import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingProvider } from '../../../lib/landing-context';
import { AvailabilityMockup } from './availability-mockup';

function renderMockup(locale: Locale) {
  render(
    <LandingProvider props={demoRemoteProps({ locale })}>
      <AvailabilityMockup />
    </LandingProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent);
}

describe('availability mock-up', () => {
  it('shows each absence with its dates and an inclusive day count', () => {
    const items = renderMockup('pt-BR');
    expect(
      screen.getByRole('figure', { name: 'Indisponibilidades da equipe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Exemplo com dados fictícios')).toBeInTheDocument();
    expect(items).toEqual([
      'Bruno LimaViagem em família08/11 a 17/1110 dias',
      'Carla MendesPlantão no trabalho23/11 a 24/112 dias',
      'Davi RochaConsulta médica30/11 a 30/111 dia',
    ]);
    expect(screen.getByText('1 dia')).toBeInTheDocument();
    expect(screen.getByText('10 dias')).toBeInTheDocument();
  });

  it('is written in English too', () => {
    const items = renderMockup('en-US');
    expect(screen.getByText('Example with sample data')).toBeInTheDocument();
    expect(items).toEqual([
      'Bruno LimaFamily trip11/08 to 11/1710 days',
      'Carla MendesOn call at work11/23 to 11/242 days',
      "Davi RochaDoctor's appointment11/30 to 11/301 day",
    ]);
  });
});
