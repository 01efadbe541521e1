import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingProvider } from '../../../lib/landing-context';
import { DownloadSection } from './download-section';

function renderSection(locale: Locale = 'pt-BR') {
  const props = demoRemoteProps({ locale, navigate: vi.fn() });
  render(
    <LandingProvider props={props}>
      <DownloadSection />
    </LandingProvider>,
  );
  return props;
}

/** The one link of a download card. */
function linkIn(id: string): HTMLElement {
  const card = document.getElementById(id);
  if (!card) throw new Error(`no #${id}`);
  return within(card).getByRole('link');
}

function addConfigElement(config: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'levita-public-config';
  script.textContent = JSON.stringify(config);
  document.body.append(script);
}

describe('download section', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => document.getElementById('levita-public-config')?.remove());

  it('has the anchors #baixar, #android, #ios and #feedback', () => {
    renderSection();
    for (const id of ['baixar', 'android', 'ios', 'feedback'])
      expect(document.getElementById(id)).toBeInTheDocument();
    expect(
      within(document.getElementById('baixar')!).getByRole('heading', { level: 2 }),
    ).toHaveTextContent('Baixe o Levita');
  });

  it('opens the stores in a new tab, and says so', () => {
    renderSection();
    // The testing library's name leaves out the space before the note, which a browser reads.
    const android = screen.getByRole('link', {
      name: /^Baixar na Google Play ?\(abre em nova aba\)$/,
    });
    const ios = screen.getByRole('link', { name: /^Baixar na App Store ?\(abre em nova aba\)$/ });
    expect(linkIn('android')).toBe(android);
    expect(linkIn('ios')).toBe(ios);
    for (const link of [android, ios]) {
      expect(link.textContent).toMatch(/\S \(abre em nova aba\)$/);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    }
    expect(android).toHaveAttribute('href', 'https://play.google.com/store/search?q=Levita&c=apps');
    expect(ios).toHaveAttribute('href', 'https://apps.apple.com/br/search?term=Levita');
  });

  it('sends feedback by e-mail, in the same tab', () => {
    renderSection();
    const feedback = linkIn('feedback');
    expect(feedback).toHaveAccessibleName('Enviar feedback');
    expect(feedback.getAttribute('href')).toMatch(/^mailto:contato@levita\.app/);
    expect(feedback).not.toHaveAttribute('target');
  });

  it('opens the web app through the shell', async () => {
    const props = renderSection();
    const web = screen.getByRole('link', { name: 'Abrir o aplicativo' });
    expect(web).toHaveAttribute('href', '/app');
    await userEvent.click(web);
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith('/app');
  });

  it('takes the links from the public config of the page', () => {
    addConfigElement({
      contactEmail: 'equipe@example.org',
      androidAppUrl: 'https://play.example/levita',
      iosAppUrl: 'https://apps.example/levita',
      feedbackUrl: 'mailto:equipe@example.org',
    });
    renderSection('en-US');
    expect(linkIn('android')).toHaveAttribute('href', 'https://play.example/levita');
    expect(linkIn('android')).toHaveAccessibleName(
      /^Get it on Google Play ?\(opens in a new tab\)$/,
    );
    expect(linkIn('ios')).toHaveAttribute('href', 'https://apps.example/levita');
    expect(linkIn('feedback')).toHaveAttribute('href', 'mailto:equipe@example.org');
    expect(linkIn('feedback')).not.toHaveAttribute('target');
  });

  it('opens a web feedback address in a new tab', () => {
    addConfigElement({ feedbackUrl: 'https://feedback.example/levita' });
    renderSection();
    expect(linkIn('feedback')).toHaveAttribute('href', 'https://feedback.example/levita');
    expect(linkIn('feedback')).toHaveAttribute('target', '_blank');
  });
});
