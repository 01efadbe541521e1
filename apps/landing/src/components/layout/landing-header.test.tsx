import type { RemoteProps } from '@levita/federation/remote-props';
import { demoRemoteProps } from '@levita/federation/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';

function renderAt(path: string, overrides: Partial<RemoteProps> = {}) {
  window.history.replaceState(null, '', path);
  const props = demoRemoteProps({
    setLocale: vi.fn(),
    setTheme: vi.fn(),
    navigate: vi.fn(),
    ...overrides,
  });
  render(<App {...props} />);
  return props;
}

const header = () => within(screen.getByRole('banner'));

describe('landing header', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows the current language and asks the shell for another', async () => {
    const props = renderAt('/', { locale: 'pt-BR' });
    const select = header().getByRole('combobox', { name: 'Idioma' });
    expect(select).toHaveValue('pt-BR');
    expect(select).toHaveDisplayValue('Português');
    await userEvent.selectOptions(select, 'en-US');
    expect(props.setLocale).toHaveBeenCalledExactlyOnceWith('en-US');
  });

  it('shows English as the current language of an English page', () => {
    renderAt('/', { locale: 'en-US' });
    const select = header().getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en-US');
    expect(select).toHaveDisplayValue('English');
  });

  it('offers the dark theme on a light page', async () => {
    const props = renderAt('/', { theme: 'light' });
    await userEvent.click(header().getByRole('button', { name: 'Usar tema escuro' }));
    expect(props.setTheme).toHaveBeenCalledExactlyOnceWith('dark');
  });

  it('offers the light theme on a dark page', async () => {
    const props = renderAt('/', { theme: 'dark', locale: 'en-US' });
    await userEvent.click(header().getByRole('button', { name: 'Use light theme' }));
    expect(props.setTheme).toHaveBeenCalledExactlyOnceWith('light');
  });

  it('links to the sections of the landing page', () => {
    renderAt('/');
    const nav = header().getByRole('navigation', { name: 'Seções da página' });
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '#inicio');
    expect(within(nav).getByRole('link', { name: 'Funcionalidades' })).toHaveAttribute(
      'href',
      '#funcionalidades',
    );
    expect(within(nav).getByRole('link', { name: 'Baixar' })).toHaveAttribute('href', '#baixar');
  });

  it.each(['/privacy-policy', '/termos-de-servico'])('has no section links on %s', (path) => {
    renderAt(path);
    expect(header().queryByRole('navigation')).not.toBeInTheDocument();
    const banner = screen.getByRole('banner');
    for (const id of ['inicio', 'funcionalidades', 'baixar'])
      expect(banner.querySelector(`a[href="#${id}"]`)).toBeNull();
  });

  it('opens the sign-in page in the shell on a plain click', async () => {
    const props = renderAt('/');
    const login = header().getByRole('link', { name: 'Entrar' });
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    expect(props.navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('leaves a ctrl-click to the browser', () => {
    const props = renderAt('/');
    const login = header().getByRole('link', { name: 'Entrar' });
    // Runs after the landing's handler: notes whether it kept the browser's behaviour, then
    // stops the test DOM from trying to follow the link.
    let preventedByLanding: boolean | undefined;
    const stop = (event: Event) => {
      preventedByLanding = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(login, { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(props.navigate).not.toHaveBeenCalled();
    expect(preventedByLanding).toBe(false);
  });
});
