import { renderWithProviders } from '@levita/testing';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import enUS from '../../locales/en-US/shell.json';
import ptBR from '../../locales/pt-BR/shell.json';
import { resetShellState, startSession } from '../../testing/shell-test-kit';
import { SessionEndedNotice } from './session-ended-notice';
import { useSession } from './session-store';
import { rememberedEmail, saveRememberedEmail } from './session-storage';

const namespaces = { shell: { 'pt-BR': ptBR, 'en-US': enUS } };

describe('SessionEndedNotice', () => {
  beforeEach(() => resetShellState());

  it('says the session expired, once', () => {
    startSession();
    useSession.getState().signOut('expired');
    const { unmount } = renderWithProviders(<SessionEndedNotice />, { namespaces });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sessão expirada. Por favor, faça login novamente.',
    );
    expect(useSession.getState().endedBecause).toBeNull();

    unmount();
    renderWithProviders(<SessionEndedNotice />, { namespaces });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows when the session expires while it is on screen', () => {
    renderWithProviders(<SessionEndedNotice />, { namespaces, locale: 'en-US' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useSession.getState().signOut('expired'));
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
  });

  it('says nothing after a logout', () => {
    startSession();
    useSession.getState().signOut('logout');
    renderWithProviders(<SessionEndedNotice />, { namespaces });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the account was deleted, and forgets the remembered e-mail', () => {
    startSession();
    saveRememberedEmail('ana@example.com');
    useSession.getState().signOut('deleted');
    expect(rememberedEmail()).toBeNull();
    renderWithProviders(<SessionEndedNotice />, { namespaces, locale: 'en-US' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account was deleted. Your personal data has been erased.',
    );
    expect(useSession.getState().endedBecause).toBeNull();
  });
});
