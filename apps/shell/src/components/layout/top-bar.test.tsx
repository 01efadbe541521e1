import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { toastTopInsetVar } from '@levita/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPath,
  demoUser,
  mockMedia,
  renderShellAt,
  resetShellState,
  startSession,
} from '../../testing/shell-test-kit';
import { saveRememberedEmail } from '../../lib/session/session-storage';
import { useSession } from '../../lib/session/session-store';

setupMockApiServer();

const banner = () => screen.getByRole('banner');

describe('top bar', () => {
  beforeEach(() => resetShellState());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the logo, the app name and the user's initial and name, linking to /perfil", () => {
    startSession();
    renderShellAt('/dashboard');
    expect(within(banner()).getByRole('link', { name: 'Levita' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const profile = within(banner()).getByRole('link', { name: 'Ana Souza: meu perfil' });
    expect(profile).toHaveAttribute('href', '/perfil');
    expect(profile).toHaveTextContent(/^Ana Souza$/);
    expect(profile.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'A');
  });

  it('falls back to "Usuário" when no user is stored', () => {
    startSession(null);
    renderShellAt('/dashboard');
    const profile = within(banner()).getByRole('link', { name: 'Usuário: meu perfil' });
    expect(profile).toHaveTextContent(/^Usuário$/);
    expect(profile.querySelector('[data-initial]')).toHaveAttribute('data-initial', 'U');
  });

  it('logs out: token, user and remembered e-mail are removed and the user lands on /login', async () => {
    const user = userEvent.setup();
    saveRememberedEmail(demoUser.email);
    startSession();
    renderShellAt('/dashboard');
    await user.click(within(banner()).getByRole('button', { name: 'Sair' }));

    expect(currentPath()).toBe('/login');
    expect(useSession.getState()).toMatchObject({ token: null, user: null, endedBecause: null });
    for (const key of ['token', 'token_expiration', 'usuario', 'credentials'])
      expect(localStorage.getItem(key)).toBeNull();
    // The lasting session ends on the server too: its cookie cannot renew it any more.
    await waitFor(async () =>
      expect((await fetch(`${TEST_API_BASE_URL}/auth/sessao`, { method: 'POST' })).status).toBe(
        401,
      ),
    );
  });

  it('keeps toasts below itself, so none covers the language or the name', () => {
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 1024, height: 64 }));
    startSession();
    renderShellAt('/dashboard');
    expect(document.documentElement.style.getPropertyValue(toastTopInsetVar)).toBe('64px');
    rect.mockRestore();
  });

  it('goes back in history when there is some', async () => {
    const user = userEvent.setup();
    startSession();
    renderShellAt('/dashboard');
    await user.click(within(banner()).getByRole('link', { name: 'Ana Souza: meu perfil' }));
    expect(currentPath()).toBe('/perfil');
    await user.click(within(banner()).getByRole('button', { name: 'Voltar' }));
    expect(currentPath()).toBe('/dashboard');
  });

  it('goes to /dashboard when there is no history', async () => {
    const user = userEvent.setup();
    startSession();
    renderShellAt('/perfil');
    await user.click(within(banner()).getByRole('button', { name: 'Voltar' }));
    expect(currentPath()).toBe('/dashboard');
  });

  it('switches the theme and keeps the choice under "theme"', async () => {
    const user = userEvent.setup();
    mockMedia({ dark: false });
    startSession();
    renderShellAt('/dashboard');
    await user.click(within(banner()).getByRole('button', { name: 'Usar tema escuro' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(within(banner()).getByRole('button', { name: 'Usar tema claro' }));
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('starts from the saved theme, whatever the system prefers', () => {
    mockMedia({ dark: true });
    localStorage.setItem('theme', 'light');
    startSession();
    renderShellAt('/dashboard');
    expect(within(banner()).getByRole('button', { name: 'Usar tema escuro' })).toBeInTheDocument();
  });

  it('switches the language and keeps the choice under "userLanguage"', async () => {
    const user = userEvent.setup();
    startSession();
    renderShellAt('/dashboard');
    await user.selectOptions(within(banner()).getByRole('combobox', { name: 'Idioma' }), 'en-US');
    expect(localStorage.getItem('userLanguage')).toBe('en-US');
    expect(await within(banner()).findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My ministries' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
  });
});

describe('top bar on a small screen', () => {
  beforeEach(() => {
    resetShellState();
    mockMedia({ small: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('folds its items into a menu that also shows the e-mail', async () => {
    const user = userEvent.setup();
    startSession();
    renderShellAt('/dashboard');
    const toggle = within(banner()).getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).not.toBeVisible();
    expect(within(banner()).queryByRole('button', { name: 'Sair' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu!).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(menu!).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(within(menu!).getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('shows "Usuário" for a user without an e-mail and closes after choosing a page', async () => {
    const user = userEvent.setup();
    startSession(null);
    renderShellAt('/dashboard');
    const toggle = within(banner()).getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(menu).getAllByText('Usuário').length).toBeGreaterThan(0);

    await user.click(within(menu).getByRole('link', { name: 'Usuário: meu perfil' }));
    expect(currentPath()).toBe('/perfil');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
