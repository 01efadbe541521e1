import { renderWithProviders } from '@levita/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../../locales/en-US/account.json';
import ptBR from '../../../locales/pt-BR/account.json';
import { watchInstallOffer } from '../../../lib/install/install-offer';
import { InstallAppSection } from './install-app-section';

beforeAll(() => watchInstallOffer(window));

function renderSection(locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(<InstallAppSection />, {
    locale,
    namespaces: { account: { 'pt-BR': ptBR, 'en-US': enUS } },
    defaultNamespace: 'account',
  });
}

/** Chromium's offer, as the browser fires it on the window. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('"Instalar o app" on the profile', () => {
  it('is not there until the browser offers the install', () => {
    renderSection();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).not.toBeInTheDocument();
  });

  it("appears with the offer (kept from the browser's own bar), opens the browser's dialog, and goes once used", async () => {
    renderSection();
    const { event, prompt } = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('heading', { name: 'Aplicativo' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Instalar o app' }));
    expect(prompt).toHaveBeenCalledOnce();
    // An offer is good for one prompt, accepted or not.
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).not.toBeInTheDocument();
  });

  it('tells Safari on an iPhone or iPad to install from the share sheet', () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: false });
    renderSection();
    expect(
      screen.getByText(/toque em Compartilhar e depois em “Adicionar à Tela de Início”/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says nothing once opened from the home screen', () => {
    vi.stubGlobal('navigator', { ...navigator, standalone: true });
    renderSection();
    expect(screen.queryByRole('heading', { name: 'Aplicativo' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it("goes when the app is installed from the browser's menu, and speaks English", () => {
    renderSection('en-US');
    offerInstall('dismissed');
    expect(screen.getByRole('button', { name: 'Install the app' })).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });
});
