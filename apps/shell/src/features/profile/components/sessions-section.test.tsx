import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session/session-store';
import {
  currentPath,
  renderShellAt,
  resetShellState,
  startSession,
} from '../../../testing/shell-test-kit';

setupMockApiServer();

beforeEach(() => resetShellState());

// The whole shell renders and the profile page loads lazily: seconds under a loaded machine.
describe('sessions section of the profile', { timeout: 20_000 }, () => {
  it('signs out on every device after a confirmation, this browser included', async () => {
    const user = userEvent.setup();
    startSession();
    renderShellAt('/perfil');
    const section = await screen.findByRole('region', { name: 'Sessões' });
    await user.click(
      within(section).getByRole('button', { name: 'Sair de todos os dispositivos' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os dispositivos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair de todos' }));

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(useSession.getState().token).toBeNull();
    // The server ended the lasting session: it no longer renews.
    const renewal = await fetch(`${TEST_API_BASE_URL}/auth/sessao`, { method: 'POST' });
    expect(renewal.status).toBe(401);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    startSession();
    renderShellAt('/perfil');
    const section = await screen.findByRole('region', { name: 'Sessões' });
    await user.click(
      within(section).getByRole('button', { name: 'Sair de todos os dispositivos' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(currentPath()).toBe('/perfil');
    expect(useSession.getState().token).not.toBeNull();
  });
});
