import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it("renders the router's link, named by its text alone, and follows it", async () => {
    renderUi(
      <MemoryRouter initialEntries={['/12']}>
        <Routes>
          <Route
            path="/12"
            element={
              <BackLink as={Link} to="/">
                Voltar ao repertório
              </BackLink>
            }
          />
          <Route path="/" element={<h1>Repertório</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Voltar ao repertório' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveTextContent('←Voltar ao repertório');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Repertório' })).toBeInTheDocument();
  });

  it('is a plain anchor without a router, with the same look', () => {
    renderUi(
      <MemoryRouter>
        <BackLink href="/musicas">Voltar</BackLink>
        <BackLink as={Link} to="/">
          Voltar ao repertório
        </BackLink>
      </MemoryRouter>,
    );
    const [plain, routed] = screen.getAllByRole('link');
    expect(plain).toHaveAttribute('href', '/musicas');
    expect(plain?.className).toBe(routed?.className);
  });

  it("takes the link component's own props", () => {
    // @ts-expect-error react-router's Link needs `to`.
    const missingTo = <BackLink as={Link}>Voltar</BackLink>;
    expect(missingTo).toBeTruthy();
  });
});
