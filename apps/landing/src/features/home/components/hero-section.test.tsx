import type { Locale } from '@levita/i18n';
import { demoRemoteProps } from '@levita/federation/testing';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingProvider } from '../../../lib/landing-context';
import { HeroSection } from './hero-section';

function renderHero(locale: Locale) {
  const props = demoRemoteProps({ locale, navigate: vi.fn() });
  render(
    <LandingProvider props={props}>
      <HeroSection />
    </LandingProvider>,
  );
  const hero = document.getElementById('inicio');
  if (!hero) throw new Error('no #inicio section');
  return { props, hero: within(hero) };
}

describe('landing hero', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('presents the beta with lifetime free access and paid plans later', () => {
    const { hero } = renderHero('pt-BR');
    expect(hero.getByRole('heading', { level: 1 })).toHaveTextContent(
      'O ministério de louvor organizado',
    );
    expect(hero.getByText('Beta aberto')).toBeInTheDocument();
    expect(hero.getByText(/acesso gratuito para sempre/)).toBeInTheDocument();
    expect(hero.getByText(/Planos pagos virão depois/)).toBeInTheDocument();
  });

  it('leads into the app through the shell', async () => {
    const { props, hero } = renderHero('pt-BR');
    const start = hero.getByRole('link', { name: 'Começar agora' });
    expect(start).toHaveAttribute('href', '/app');
    await userEvent.click(start);
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith('/app');
    expect(hero.getByRole('link', { name: 'Ver funcionalidades' })).toHaveAttribute(
      'href',
      '#funcionalidades',
    );
  });

  it('is written in English too', async () => {
    const { props, hero } = renderHero('en-US');
    expect(hero.getByText('Open beta')).toBeInTheDocument();
    expect(hero.getByText(/free access for life/)).toBeInTheDocument();
    expect(hero.getByText(/Paid plans will come later/)).toBeInTheDocument();
    const start = hero.getByRole('link', { name: 'Get started' });
    expect(start).toHaveAttribute('href', '/app');
    await userEvent.click(start);
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith('/app');
  });
});
