import { createTestQueryClient, setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createShellApiClient } from '../../../lib/api-client';
import { AppProviders } from '../../../app/app';
import { shellNamespaces } from '../../../config/namespaces';
import { resetShellState, startSession } from '../../../testing/shell-test-kit';
import { useSession } from '../../../lib/session/session-store';
import { useRemoteProps } from './use-remote-props';

const api = setupMockApiServer();

function wrapperAt(path: string) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders
        namespaces={shellNamespaces}
        apiClient={createShellApiClient({ baseUrl: TEST_API_BASE_URL })}
        queryClient={createTestQueryClient()}
      >
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/ministerios/:id/*" element={children} />
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    );
  };
}

describe('RemoteProps from the session', () => {
  beforeEach(() => {
    resetShellState();
    startSession();
  });

  it('give the user, the token getter and the expiry path', () => {
    const { result } = renderHook(() => useRemoteProps('/ministerios/1/musicas'), {
      wrapper: wrapperAt('/ministerios/1/musicas'),
    });
    expect(result.current.user).toEqual({ id: 1, nome: 'Ana Souza', email: 'ana@example.com' });
    expect(result.current).toMatchObject({
      basePath: '/ministerios/1/musicas',
      locale: 'pt-BR',
      apiBaseUrl: '/api',
      contractVersion: 1,
    });

    // Always the current token: the shell refreshes it behind the remote's back.
    expect(result.current.getToken()).toBe('test-token');
    act(() =>
      useSession
        .getState()
        .setToken({ access_token: 'fresh', token_expiration: '2030-01-01T00:00:00.000Z' }),
    );
    expect(result.current.getToken()).toBe('fresh');

    act(() => result.current.onUnauthorized());
    expect(useSession.getState()).toMatchObject({
      token: null,
      user: null,
      endedBecause: 'expired',
    });
    expect(result.current.user).toBeNull();
  });

  it('give the ministry of the URL with the caller standing once both are known', async () => {
    api.signInAs('ADMIN');
    const { result } = renderHook(() => useRemoteProps('/ministerios/1/musicas'), {
      wrapper: wrapperAt('/ministerios/1/musicas'),
    });
    expect(result.current.ministry).toBeNull();
    await waitFor(() =>
      expect(result.current.ministry).toEqual({
        id: 1,
        nome: 'Ministério de Louvor',
        situacao: 'ADMIN',
      }),
    );
  });

  it('give no ministry outside one', () => {
    const { result } = renderHook(() => useRemoteProps('/'), { wrapper: wrapperAt('/') });
    expect(result.current.ministry).toBeNull();
  });

  it("send a remote's notices to the shell's toasts", () => {
    const { result } = renderHook(() => useRemoteProps('/'), { wrapper: wrapperAt('/') });
    act(() => result.current.notify({ type: 'success', message: 'Escala publicada' }));
    expect(screen.getByRole('status')).toHaveTextContent('Escala publicada');
  });
});
