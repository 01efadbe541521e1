import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../testing/render-ui';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

afterEach(() => vi.useRealTimers());

function renderBox(props: { term?: string; submitLabel?: string; compact?: boolean } = {}) {
  const onSearch = vi.fn();
  const view = renderUi(
    <SearchBox
      term={props.term ?? ''}
      onSearch={onSearch}
      label="Buscar escalas"
      clearLabel="Limpar busca"
      submitLabel={props.submitLabel}
      compact={props.compact}
    />,
  );
  const rerender = (term: string) =>
    view.rerender(
      <SearchBox
        term={term}
        onSearch={onSearch}
        label="Buscar escalas"
        clearLabel="Limpar busca"
      />,
    );
  return { onSearch, rerender, box: screen.getByRole('searchbox', { name: 'Buscar escalas' }) };
}

describe('SearchBox', () => {
  it('searches 500 ms after the last key, once, with the text trimmed', () => {
    vi.useFakeTimers();
    const { onSearch, box } = renderBox();
    fireEvent.change(box, { target: { value: 'cul' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: ' culto ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('culto');
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });

  it('searches at once on Enter and with the search button', async () => {
    const { onSearch, box } = renderBox({ submitLabel: 'Buscar' });
    await userEvent.type(box, 'ceia{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ceia');
    onSearch.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith('ceia');
  });

  it('clears the search and gives the box the focus back', async () => {
    const onSearch = vi.fn();
    function Owner() {
      const [term, setTerm] = useState('natal');
      return (
        <SearchBox
          term={term}
          onSearch={(next) => {
            onSearch(next);
            setTerm(next);
          }}
          label="Buscar escalas"
          clearLabel="Limpar busca"
        />
      );
    }
    renderUi(<Owner />);
    const box = screen.getByRole('searchbox', { name: 'Buscar escalas' });
    expect(box).toHaveValue('natal');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onSearch).toHaveBeenCalledWith('');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  });

  it('shows the compact clear button as a "×"', () => {
    renderBox({ term: 'natal', compact: true });
    expect(screen.getByRole('button', { name: 'Limpar busca' })).toHaveTextContent('×');
  });

  it('follows a term changed elsewhere without asking again', () => {
    vi.useFakeTimers();
    const { onSearch, box, rerender } = renderBox({ term: 'natal' });
    rerender('');
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });
});
