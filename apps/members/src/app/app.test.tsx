import type { MinistryStanding } from '@levita/contracts';
import { demoRemoteProps } from '@levita/federation/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

function renderAt(path: string, situacao: MinistryStanding = 'PROPRIETARIO') {
  window.history.replaceState(null, '', path);
  render(
    <App
      {...demoRemoteProps({
        basePath: '/ministerios/3',
        ministry: { id: 3, nome: 'Louvor', situacao },
      })}
    />,
  );
}

describe('members remote routes', () => {
  it.each([
    ['/ministerios/3/membros', 'Membros'],
    ['/ministerios/3/funcoes', 'Funções'],
    ['/ministerios/3/indisponibilidades', 'Indisponibilidades'],
  ])('renders %s', async (path, title) => {
    renderAt(path);
    // The texts of the page's language load first (config/texts.ts).
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });

  it.each(['/ministerios/3/funcoes', '/ministerios/3/membros/5/funcoes'])(
    'shows a plain member the denied view at %s, in place',
    async (path) => {
      renderAt(path, 'MEMBRO');
      expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
      expect(window.location.pathname).toBe(path);
    },
  );

  it("sends a member's unavailability path to the section, with that member's list", async () => {
    renderAt('/ministerios/3/membros/5/indisponibilidades');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe(
        '/ministerios/3/indisponibilidades?membro=5',
      ),
    );
  });
});
