import { renderWithProviders } from '@levita/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shellNamespaces } from '../../config/namespaces';
import { SkipLink, skipTarget } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop and takes the keyboard past the menus to the page itself', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink />
        <nav>
          <a href="/dashboard">Painel</a>
        </nav>
        <main {...skipTarget}>
          <nav>
            <a href="/ministerios/1/musicas">Repertório</a>
          </nav>
          <section data-testid="page" {...skipTarget}>
            <h1>Escalas</h1>
          </section>
        </main>
      </>,
      { namespaces: shellNamespaces, defaultNamespace: 'shell' },
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('page')).toHaveFocus();
  });
});
