import type { RemoteProps } from '@levita/federation';
import { demoRemoteProps } from '@levita/federation/testing';
import { setupMockApiServer } from '@levita/testing';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from './app';

const api = setupMockApiServer();
const base = '/ministerios/1/musicas';

function renderAt(path: string, overrides: Partial<RemoteProps> = {}) {
  window.history.replaceState(null, '', `${base}${path}`);
  return render(<App {...demoRemoteProps({ basePath: base, ...overrides })} />);
}

describe('repertoire remote', () => {
  beforeEach(() => api.signInAs('PROPRIETARIO'));

  it.each([
    ['/nova', 'Nova música'],
    ['/importar', 'Importar do Deezer'],
  ])('opens %s for admin rights', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/nova', '/importar'])('shows a member the access-denied view at %s', async (path) => {
    api.signInAs('MEMBRO');
    renderAt(path, {
      ministry: { id: 1, nome: 'Ministério de Louvor', situacao: 'MEMBRO' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Acesso negado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao repertório' })).toHaveAttribute(
      'href',
      base,
    );
  });

  it('speaks the language the shell gives it', async () => {
    renderAt('/nova', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New song' })).toBeInTheDocument();
  });
});
