import { setupMockApiServer } from '@levita/testing';
import { waitFor } from '@testing-library/react';
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
    if (new URL(request.url).pathname === '/api/refresh-token') calls.push(request.method);
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

  it('does not refresh on the profile page', async () => {
    const calls = countRefreshCalls();
    startSession();
    renderShellAt('/perfil');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('logs out when the refresh answers invalid_token', async () => {
    api.server.use(
      http.post('*/api/refresh-token', () =>
        HttpResponse.json({ error: 'invalid_token', message: 'Token inválido' }, { status: 401 }),
      ),
    );
    startSession();
    renderShellAt('/dashboard');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(useSession.getState()).toMatchObject({ token: null, user: null });
  });
});
