import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow, Pagination } from './pagination';
import { renderUi } from '../testing/render-ui';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [6, 10, [4, 5, 6, 7, 8]],
    [10, 10, [6, 7, 8, 9, 10]],
    [9, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, []],
  ])('page %i of %i shows %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});

function pageNumbers() {
  return within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => Number(button.textContent));
}

function Pager({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={total} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('shows a window of 5 pages, the current one marked, and the position', async () => {
    renderUi(<Pager total={10} start={6} />);
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument();
    expect(pageNumbers()).toEqual([4, 5, 6, 7, 8]);
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Página 6 de 10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Página 8' }));
    expect(pageNumbers()).toEqual([6, 7, 8, 9, 10]);
    expect(screen.getByText('Página 8 de 10')).toBeInTheDocument();
  });

  it('moves with previous and next from the keyboard and stops at the ends', async () => {
    renderUi(<Pager total={3} />, { locale: 'en-US' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toBeDisabled();
    expect(pageNumbers()).toEqual([1, 2, 3]);

    next.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not call back for the current page and hides with a single page', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderUi(
      <Pagination page={1} totalPages={10} onPageChange={onPageChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);

    rerender(<Pagination page={1} totalPages={1} onPageChange={onPageChange} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
