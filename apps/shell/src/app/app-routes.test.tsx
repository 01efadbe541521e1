import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enUS from '../locales/en-US/shell.json';
import ptBR from '../locales/pt-BR/shell.json';
import { AppRoutes } from './app-routes';

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <CurrentPath />
    </MemoryRouter>,
    { namespaces: { shell: { 'pt-BR': ptBR, 'en-US': enUS } }, defaultNamespace: 'shell' },
  );
}

describe('shell route table', () => {
  beforeEach(() => {
    // Remote routes try to read /remotes.json; here nothing answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends /app to /login', () => {
    renderAt('/app');
    expect(screen.getByTestId('path')).toHaveTextContent('/login');
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('sends the old /ministerio/:id to /ministerios/:id with the ministry menu', () => {
    renderAt('/ministerio/5');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/ministerios\/5$/);
    const menu = screen.getByRole('navigation', { name: 'Menu do ministério' });
    expect(menu.querySelector('a[href="/ministerios/5/musicas"]')).toHaveTextContent('Repertório');
  });

  it('sends unknown paths and unknown ministry sections away', () => {
    renderAt('/nao/existe');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });

  it('sends an unknown ministry section to the ministry home', () => {
    renderAt('/ministerios/5/desconhecido');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/ministerios\/5$/);
  });

  it('mounts a remote inside the layout for a ministry section', async () => {
    renderAt('/ministerios/5/escalas');
    expect(screen.getByRole('navigation', { name: 'Menu do ministério' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar esta área',
    );
  });
});
