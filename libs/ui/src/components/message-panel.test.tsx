import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LevitaThemeProvider } from '../theme/levita-theme-provider';
import { MessagePanel } from './message-panel';

describe('MessagePanel', () => {
  it('is named by its heading and holds the way on', () => {
    render(
      <LevitaThemeProvider theme="light">
        <MessagePanel id="not-found" title="Música não encontrada" message="Ela foi excluída.">
          <a href="/">Voltar</a>
        </MessagePanel>
      </LevitaThemeProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Música não encontrada' });
    expect(panel).toHaveTextContent('Ela foi excluída.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'not-found');
    expect(screen.getByRole('link', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('takes a role, e.g. alert for a failure', () => {
    render(
      <LevitaThemeProvider theme="light">
        <MessagePanel
          id="denied"
          title="Acesso negado"
          message="Só administradores."
          role="alert"
        />
      </LevitaThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso negado');
  });
});
