import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SongSearchBox } from './song-search-box';
import { navigatedTo, renderOnMinistryRoute } from '../testing/test-utils';

const api = setupMockApiServer();

function watchSearches() {
  const searches: URL[] = [];
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/musicas/busca')) searches.push(url);
  });
  return searches;
}

const renderBox = () =>
  renderOnMinistryRoute(
    <div>
      <SongSearchBox ministryId={1} />
      <p>Fora da busca</p>
    </div>,
  );

const box = () => screen.getByRole('combobox', { name: 'Buscar músicas' });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('SongSearchBox', () => {
  afterEach(() => {
    api.server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('asks once, 500 ms after typing stops, for page 1 of 5 songs', async () => {
    // Only the timers are fake, so React and msw keep their own scheduling. Typing goes through
    // fireEvent: Testing Library's async wrapper waits on a real setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const searches = watchSearches();
    renderBox();
    fireEvent.focus(box());
    for (const term of ['D', 'De', 'Deu', 'Deus']) {
      fireEvent.change(box(), { target: { value: term } });
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(199);
    expect(searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]!.searchParams.get('termo')).toBe('Deus');
    expect(searches[0]!.searchParams.get('pagina')).toBe('1');
    expect(searches[0]!.searchParams.get('por_pagina')).toBe('5');
    expect(searches[0]!.searchParams.get('ministerio_id')).toBe('1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(searches).toHaveLength(1);
  });

  it('opens on focus, shows at most 5 songs and opens the chosen one', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Digite para buscar no repertório.')).toBeInTheDocument();
    await user.type(box(), 'a');
    await vi.waitFor(() => expect(options()).toHaveLength(5), { timeout: 3000 });
    const first = options()[0]!;
    const songId = first.id.split('-option-')[1];
    await user.click(first);
    expect(await navigatedTo()).toBe(`/ministerios/1/musicas/${songId}`);
  });

  it('closes on an outside click and on Escape', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(box());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText('Fora da busca'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await user.click(box());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks a song with the keyboard', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'a');
    await vi.waitFor(() => expect(options()).toHaveLength(5), { timeout: 3000 });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = options()[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(await navigatedTo()).toBe(`/ministerios/1/musicas/${second.id.split('-option-')[1]}`);
  });

  it('shows an empty list when the search fails', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/musicas/busca`, () =>
        HttpResponse.json(
          { error: 'internal', message: 'Erro ao buscar músicas' },
          { status: 500 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'Deus');
    expect(
      await screen.findByText('Nenhuma música encontrada.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(options()).toHaveLength(0);
    expect(screen.queryByText('Erro ao buscar músicas')).not.toBeInTheDocument();
  });
});
