import type { RemoteProps } from '@levita/federation';
import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';

const props = (overrides: Partial<RemoteProps> = {}) =>
  demoRemoteProps({ basePath: '/ministerios/7/musicas', ...overrides });

describe('repertoire remote', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ministerios/7/musicas'));

  it('shows the empty list under its base path and navigates to /nova inside it', async () => {
    render(<App {...props()} />);
    expect(screen.getByRole('heading', { name: 'Repertório' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma música encontrada')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Adicionar manualmente' }));
    expect(screen.getByRole('heading', { name: 'Nova música' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/ministerios/7/musicas/nova');
  });

  it('speaks the language the shell gives it', () => {
    render(<App {...props({ locale: 'en-US' })} />);
    expect(screen.getByRole('heading', { name: 'Repertoire' })).toBeInTheDocument();
  });
});
