import { DEMO_PASSWORD, setupMockApiServer } from '@levita/testing';
import userEvent from '@testing-library/user-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../lib/session/session-store';
import {
  currentPath,
  renderShellAt,
  resetShellState,
  startSession,
} from '../testing/shell-test-kit';

const api = setupMockApiServer();

beforeEach(() => {
  resetShellState();
  // Remote routes read /remotes.json; here no remote is deployed.
  api.server.use(http.get('*/remotes.json', () => HttpResponse.json({}, { status: 503 })));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('shell route table', () => {
  it('sends /app to /login', async () => {
    renderShellAt('/app');
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it('sends the old /ministerio/:id to /ministerios/:id with the ministry menu', async () => {
    startSession();
    renderShellAt('/ministerio/5');
    expect(currentPath()).toBe('/ministerios/5');
    const menu = await screen.findByRole('navigation', { name: 'Menu do ministério' });
    expect(within(menu).getByRole('link', { name: 'Repertório' })).toHaveAttribute(
      'href',
      '/ministerios/5/musicas',
    );
  });

  it('answers an unknown path with the 404 page and the way to the landing page', async () => {
    renderShellAt('/nao/existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/nao/existe');
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('answers an unknown path signed in with the 404 page inside the top bar', async () => {
    startSession();
    renderShellAt('/dashboard/extra');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard/extra');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('answers an unknown ministry section with the 404 page beside the ministry menu', async () => {
    startSession();
    renderShellAt('/ministerios/5/desconhecido');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/ministerios/5/desconhecido');
    expect(screen.getByRole('navigation', { name: 'Menu do ministério' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início do ministério' })).toHaveAttribute(
      'href',
      '/ministerios/5',
    );
  });

  it('mounts a remote inside the layout for a ministry section', async () => {
    startSession();
    renderShellAt('/ministerios/1/escalas');
    expect(screen.getByRole('navigation', { name: 'Menu do ministério' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta área',
    );
  });

  it('answers a section of a ministry the caller cannot read with "not found", not a remote', async () => {
    startSession();
    renderShellAt('/ministerios/999/musicas');
    expect(
      await screen.findByRole('heading', { name: 'Ministério não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao painel' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Não foi possível carregar esta área')).not.toBeInTheDocument();
  });
});

describe('guards', () => {
  it.each(['/dashboard', '/perfil', '/ministerios/1', '/ministerios/1/musicas'])(
    'sends a visitor without a token from %s to /login',
    (path) => {
      renderShellAt(path);
      expect(currentPath()).toBe('/login');
    },
  );

  it.each([
    '/login',
    '/register',
    '/recuperar-senha',
    '/redefinir-senha',
    '/redefinir-senha/abc123',
    '/auth/google',
  ])('sends a signed-in user from %s to /dashboard', (path) => {
    startSession();
    renderShellAt(path);
    expect(currentPath()).toBe('/dashboard');
  });

  it('lets a visitor without a token open the anonymous pages', () => {
    renderShellAt('/recuperar-senha');
    expect(currentPath()).toBe('/recuperar-senha');
  });

  it('opens login-only pages with a token', async () => {
    startSession();
    renderShellAt('/dashboard');
    expect(currentPath()).toBe('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meus ministérios' }),
    ).toBeInTheDocument();
  });

  it('leaves an anonymous page alone when it signs the user in itself', () => {
    renderShellAt('/register');
    act(() => startSession());
    // Login, register and the Google callback finish their work and move on by themselves.
    expect(currentPath()).toBe('/register');
  });

  it('redirects a member from the ministry settings to the ministry home', async () => {
    api.signInAs('MEMBRO');
    startSession();
    renderShellAt('/ministerios/1/configuracoes');
    await waitFor(() => expect(currentPath()).toBe('/ministerios/1'));
  });

  it('opens the ministry settings for an administrator', async () => {
    api.signInAs('ADMIN');
    startSession();
    renderShellAt('/ministerios/1/config');
    expect(
      await screen.findByRole('heading', { name: 'Configurações do ministério' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/ministerios/1/config');
  });
});

describe('a link opened signed out', () => {
  it('goes to the login page and, after signing in, to the page it named', async () => {
    api.signOut();
    const user = userEvent.setup();
    renderShellAt('/ministerios/1/escalas/14?aba=membros');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Senha/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/ministerios/1/escalas/14'));
  });

  it('goes to the dashboard after signing in when the named page is on another site', async () => {
    api.signOut();
    const user = userEvent.setup();
    renderShellAt('/login?voltar=%2F%2Fevil.example%2Fx');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Senha/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });
});

describe('an expired session', () => {
  it('is cleared by a 401 token_expired from any call and lands on /login with the message', async () => {
    startSession();
    api.expireSession();
    renderShellAt('/ministerios/1');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    // The login page shows SessionEndedNotice.
    expect(
      await screen.findByText('Sessão expirada. Por favor, faça login novamente.'),
    ).toBeInTheDocument();
  });
});
