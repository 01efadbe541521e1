import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LevitaThemeProvider } from '../theme/levita-theme-provider';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('announces the failure and retries from the keyboard', async () => {
    const onRetry = vi.fn();
    render(
      <LevitaThemeProvider theme="dark">
        <ErrorPanel
          title="Falhou"
          message="Tente de novo"
          retryLabel="Tentar novamente"
          onRetry={onRetry}
        />
      </LevitaThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button without a retry action', () => {
    render(
      <LevitaThemeProvider theme="light">
        <ErrorPanel title="Falhou" retryLabel="Tentar novamente" />
      </LevitaThemeProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
