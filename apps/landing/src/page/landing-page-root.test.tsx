import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LandingPageRoot } from './landing-page-root';

const build = { name: 'landing', version: '9.9.9' };
const pageRoot = (container: HTMLElement) => container.querySelector('.lv');

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the landing's own page", () => {
  it('opens in the saved language and theme and names its build', () => {
    localStorage.setItem('userLanguage', 'en-US');
    localStorage.setItem('theme', 'dark');
    const { container } = render(<LandingPageRoot build={build} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your worship ministry, organized from rehearsal to service',
    );
    expect(document.documentElement.lang).toBe('en-US');
    expect(pageRoot(container)).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByTestId('remote-build')).toHaveTextContent('landing 9.9.9');
  });

  it('switches language and saves it where the app will read it', async () => {
    const description = document.createElement('meta');
    description.name = 'description';
    document.head.append(description);
    render(<LandingPageRoot build={build} />);
    expect(description.content).toMatch(/^Levita organiza o ministério de louvor/);
    const banner = within(screen.getByRole('banner'));
    await userEvent.selectOptions(banner.getByRole('combobox', { name: 'Idioma' }), 'en-US');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your worship ministry');
    expect(document.documentElement.lang).toBe('en-US');
    expect(localStorage.getItem('userLanguage')).toBe('en-US');
    expect(description.content).toMatch(/^Levita organizes your worship ministry/);
    description.remove();
  });

  it('switches theme and saves it where the app will read it', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const { container } = render(<LandingPageRoot build={build} />);
    expect(pageRoot(container)).toHaveAttribute('data-theme', 'light');
    await userEvent.click(screen.getByRole('button', { name: 'Usar tema escuro' }));
    expect(pageRoot(container)).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    vi.unstubAllGlobals();
  });

  it('opens a legal page in place from the footer', async () => {
    render(<LandingPageRoot build={build} />);
    const footer = within(screen.getByRole('contentinfo'));
    await userEvent.click(footer.getByRole('link', { name: 'Política de Privacidade' }));
    expect(window.location.pathname).toBe('/politica-de-privacidade');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeInTheDocument();
  });
});
