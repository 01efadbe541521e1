import type { User } from '@levita/contracts';
import { createTestQueryClient, TEST_API_BASE_URL } from '@levita/testing';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createShellApiClient } from '../lib/api-client';
import { AppProviders } from '../app/app';
import { shellNamespaces } from '../config/namespaces';
import { AppRoutes } from '../app/app-routes';
import { usePreferences } from '../lib/preferences-store';
import { useSession } from '../lib/session/session-store';

/** Ana Souza, the demo owner of the mock API's "Ministério de Louvor". */
export const demoUser: User = {
  id: 1,
  nome: 'Ana Souza',
  email: 'ana@example.com',
  telefone: '(11) 98765-4321',
  foto_url: null,
};

/** A first visit: nothing stored, no session, Portuguese. */
export function resetShellState() {
  localStorage.clear();
  useSession.setState({ token: null, tokenExpiration: null, user: null, endedBecause: null });
  usePreferences.setState({ locale: 'pt-BR' });
}

/** A stored session, as after login (`user: null` for a token without a stored user). */
export function startSession(user: User | null = demoUser) {
  useSession.getState().signIn({
    access_token: 'test-token',
    token_expiration: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...(user ? { usuario: user } : {}),
  });
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

export const currentPath = () => screen.getByTestId('path').textContent;

/**
 * The shell as the app renders it (providers, the shell's own API client pointed at the
 * mock API, the route table), in a memory router at `path`.
 */
export function renderShellAt(path: string, { children }: { children?: ReactNode } = {}) {
  const queryClient = createTestQueryClient();
  const result = render(
    <AppProviders
      namespaces={shellNamespaces}
      apiClient={createShellApiClient({ baseUrl: TEST_API_BASE_URL })}
      queryClient={queryClient}
    >
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <CurrentPath />
        {children}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/**
 * A matchMedia under the test's control: answers the small-screen query (max-width: 768px) and the system
 * colour scheme as given. Undo with `vi.unstubAllGlobals()`.
 */
export function mockMedia({ small = false, dark = false }: { small?: boolean; dark?: boolean }) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width') ? small : query.includes('dark') ? dark : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}
