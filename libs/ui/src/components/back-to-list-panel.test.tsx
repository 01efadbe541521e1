import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { BackToListPanel } from './back-to-list-panel';

describe('BackToListPanel', () => {
  it("is named by its heading and follows the router's link back to the list", async () => {
    renderUi(
      <MemoryRouter initialEntries={['/999']}>
        <Routes>
          <Route
            path="/999"
            element={
              <BackToListPanel
                id="song-not-found"
                title="Música não encontrada"
                message="Ela pode ter sido excluída."
                backLabel="Voltar ao repertório"
                linkAs={Link}
                to="/"
              />
            }
          />
          <Route path="/" element={<h1>Repertório</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const panel = screen.getByRole('region', { name: 'Música não encontrada' });
    expect(panel).toHaveTextContent('Ela pode ter sido excluída.');
    const link = screen.getByRole('link', { name: 'Voltar ao repertório' });
    expect(link).toHaveAttribute('href', '/');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Repertório' })).toBeInTheDocument();
  });

  it('takes a role, and is a plain anchor with the same look without a router', () => {
    renderUi(
      <MemoryRouter>
        <BackToListPanel
          id="denied"
          title="Acesso negado"
          message="Só administradores."
          role="alert"
          backLabel="Voltar"
          href="/escalas"
        />
        <BackToListPanel
          id="not-found"
          title="Escala não encontrada"
          message="Ela pode ter sido excluída."
          backLabel="Voltar às escalas"
          linkAs={Link}
          to="/"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Acesso negado');
    const [plain, routed] = screen.getAllByRole('link');
    expect(plain).toHaveAttribute('href', '/escalas');
    expect(plain?.className).toBe(routed?.className);
  });

  it("takes the link component's own props", () => {
    // @ts-expect-error react-router's Link needs `to`.
    const missingTo = <BackToListPanel id="x" title="x" message="x" backLabel="x" linkAs={Link} />;
    expect(missingTo).toBeTruthy();
  });
});
