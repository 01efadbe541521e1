import { renderWithProviders } from '@levita/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../locales/en-US/shell.json';
import ptBR from '../../locales/pt-BR/shell.json';
import { ToastRegion } from './toast-region';
import { toastDurationMs, useToasts } from './toast-store';

const namespaces = { shell: { 'pt-BR': ptBR, 'en-US': enUS } };

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToasts.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows a notice from a remote and hides it after 5 s', () => {
    renderWithProviders(<ToastRegion />, { namespaces, defaultNamespace: 'shell' });
    act(() => useToasts.getState().show({ type: 'success', message: 'Escala publicada' }));
    expect(screen.getByRole('status')).toHaveTextContent('Escala publicada');

    act(() => vi.advanceTimersByTime(toastDurationMs - 1));
    expect(screen.queryByText('Escala publicada')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Escala publicada')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and can be closed by hand', () => {
    renderWithProviders(<ToastRegion />, { namespaces, defaultNamespace: 'shell' });
    act(() => useToasts.getState().show({ type: 'error', message: 'Falhou' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
