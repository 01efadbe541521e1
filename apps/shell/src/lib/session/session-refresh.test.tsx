import { setupMockApiServer } from '@levita/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentPath,
  renderShellAt,
  resetShellState,
  startSession,
} from '../../testing/shell-test-kit';
import { useSession } from './session-store';

const api = setupMockApiServer();

function countRefreshCalls() {
  const calls: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/auth/sessao') calls.push(request.method);
  });
  return calls;
}

describe('refreshing the session', () => {
  beforeEach(() => {
    resetShellState();
    api.server.events.removeAllListeners();
  });

  it.each(['/dashboard', '/ministerios/1'])(
    'refreshes the token on entering %s and stores the new one',
    async (path) => {
      const calls = countRefreshCalls();
      startSession();
      renderShellAt(path);
      await waitFor(() => expect(useSession.getState().token).toBe('demo-token-1'));
      expect(calls).toEqual(['POST']);
      expect(localStorage.getItem('token')).toBe('demo-token-1');
      expect(localStorage.getItem('token_expiration')).toBe(useSession.getState().tokenExpiration);
    },
  );

  it('keeps the session ended when the person signs out while the refresh is on its way', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    api.server.use(
      http.post('*/api/auth/sessao', async () => {
        asked = true;
        await answered;
        return HttpResponse.json({
          access_token: 'renewed-token',
          token_expiration: new Date(Date.now() + 15 * 60_000).toISOString(),
        });
      }),
    );
    startSession();
    renderShellAt('/dashboard');
    await waitFor(() => expect(asked).toBe(true));
    useSession.getState().signOut('logout');
    answer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not refresh on the profile page', async () => {
    const calls = countRefreshCalls();
    startSession();
    renderShellAt('/perfil');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('logs out when the renewal is refused', async () => {
    api.server.use(
      http.post('*/api/auth/sessao', () =>
        HttpResponse.json({ error: 'token_expired', message: 'Sessão expirada.' }, { status: 401 }),
      ),
    );
    startSession();
    renderShellAt('/dashboard');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });

  it('renews an access token that expired while the app was closed, and stays on the page', async () => {
    const calls = countRefreshCalls();
    startSession();
    api.expireAccessToken();
    renderShellAt('/ministerios/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Ministério de Louvor/ }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/ministerios/1');
    expect(calls.length).toBeGreaterThan(0);
    expect(useSession.getState().token).toBe('demo-token-1');
  });

  it('ends the session when the lasting session has ended too', async () => {
    startSession();
    api.expireSession();
    renderShellAt('/ministerios/1');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(
      await screen.findByText('Sessão expirada. Por favor, faça login novamente.'),
    ).toBeInTheDocument();
  });
});
