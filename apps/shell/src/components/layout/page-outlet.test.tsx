import { renderWithProviders } from '@levita/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SKELETON_MS, PageOutlet } from './page-outlet';

/** A page whose first render takes 120 ms (of the fake clock). */
function SlowPage() {
  const [rendered] = useState(() => {
    vi.advanceTimersByTime(120);
    return true;
  });
  return rendered ? <h1>Página lenta</h1> : null;
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/a">A</Link>
      <Link to="/b">B</Link>
      <Link to="/lenta">Lenta</Link>
      <PageOutlet page={pathname} />
    </>
  );
}

describe('page changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('show the loading skeleton for 300 ms, then the page', () => {
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="/a" element={<h1>Página A</h1>} />
          <Route path="/b" element={<h1>Página B</h1>} />
        </Route>
      </Routes>,
      { initialEntries: ['/a'] },
    );
    // The first page shows at once.
    expect(screen.getByRole('heading', { name: 'Página A' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    // Page B is already mounted behind the skeleton (its data loads meanwhile), unseen.
    expect(screen.getByRole('heading', { name: 'Página B', hidden: true })).not.toBeVisible();
    expect(screen.queryByText('Página A')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(PAGE_SKELETON_MS - 1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Página B' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(PAGE_SKELETON_MS).toBe(300);
  });

  it('count the 300 ms from the change, not from the end of the new page’s first render', () => {
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="/a" element={<h1>Página A</h1>} />
          <Route path="/lenta" element={<SlowPage />} />
        </Route>
      </Routes>,
      { initialEntries: ['/a'] },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Lenta' }));
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument();

    // 120 ms went on the page's render: 180 are left of the 300.
    act(() => vi.advanceTimersByTime(PAGE_SKELETON_MS - 120 - 1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Página lenta' })).toBeVisible();
  });
});
