import type { MinistryStanding } from '@levita/contracts';
import { withRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import {
  renderWithProviders,
  setupMockApiServer,
  TEST_API_BASE_URL,
  type MockApiServer,
} from '@levita/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repertoireNamespaces } from '../../../config/namespaces';
import { SongListPage } from './song-list-page';

/** Where the router is: the list's URL (term and page) and where a row click leads. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function DetailProbe() {
  return <h1>{`song ${useParams().musicaId}`}</h1>;
}

interface RenderListOptions {
  entry?: string;
  standing?: MinistryStanding;
  locale?: Locale;
}

/** The list at `entry`, for the demo ministry seen by someone with `standing`. */
function renderSongList(
  api: MockApiServer,
  { entry = '/', standing = 'PROPRIETARIO', locale = 'pt-BR' }: RenderListOptions = {},
) {
  api.signInAs(standing);
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <SongListPage />
            <LocationProbe />
            {/* A link from outside the page (like the shell's menu) back to the bare list. */}
            <Link to="/">menu</Link>
          </>
        }
      />
      <Route path="/:musicaId" element={<DetailProbe />} />
    </Routes>,
    {
      namespaces: repertoireNamespaces,
      defaultNamespace: 'repertoire',
      initialEntries: [entry],
      locale,
      wrapper: withRemoteProps({
        locale,
        ministry: { id: 1, nome: 'Ministério de Louvor', situacao: standing },
      }),
    },
  );
}

const currentLocation = () => screen.getByTestId('location').textContent;

/** The song names of the table, in order (the row headers; a selector, as role queries over
 * ten rows are slow). */
function songNames(): string[] {
  return [...screen.getByRole('table').querySelectorAll('tbody th[scope="row"]')].map(
    (cell) => cell.textContent ?? '',
  );
}

/** The table row of a song. */
function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr')!;
}

/** Requests the mock API saw for a path (`/api/musicas/busca`), with their query strings. */
function recordRequests(api: MockApiServer, path: string) {
  const seen: URLSearchParams[] = [];
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  });
  return seen;
}

/** The demo ministry's 16 songs by name: page 1 holds the first 10. */
const firstPage = [
  'Aclame ao Senhor',
  'Bondade de Deus',
  'Caminho no Deserto',
  'Deus é Deus',
  'Galileu',
  'Grande é o Senhor',
  'Lugar Secreto',
  'Maranata',
  'Nada Além do Sangue',
  'Noite Feliz',
];
const secondPage = [
  'Oceanos',
  'Ousado Amor',
  'Porque Ele Vive',
  'Raridade',
  'Santo Espírito',
  'Vim para Adorar-te',
];

const api = setupMockApiServer();
afterEach(() => {
  api.server.events.removeAllListeners();
  vi.useRealTimers();
});

/** Fake timers that still let userEvent and the mock API run. */
function useFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar músicas' });

describe('SongListPage: the default list', () => {
  it('shows the first 10 songs of the ministry with key, duration and "página 1 de 2"', async () => {
    renderSongList(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Repertório' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Músicas do repertório' })).toBeInTheDocument();
    expect(songNames()).toEqual(firstPage);
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(screen.getByText('16 músicas no repertório')).toHaveAttribute('role', 'status');
    const row = rowOf('Bondade de Deus');
    const [artist, key, duration] = within(row).getAllByRole('cell');
    expect(artist).toHaveTextContent('Isaias Saad');
    expect(key).toHaveTextContent(/^TomG$/);
    expect(duration).toHaveTextContent(/^Duração6:12$/);
    expect(within(row).getByTestId('song-cover-placeholder')).toBeInTheDocument();
  });

  it('asks the API for page 1 of 10 songs of the ministry', async () => {
    const requests = recordRequests(api, '/api/musicas');
    renderSongList(api);
    await screen.findByRole('table');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!)).toEqual({
      ministerio_id: '1',
      pagina: '1',
      por_pagina: '10',
    });
  });

  it('shows a loading state until the songs arrive', async () => {
    renderSongList(api);
    expect(screen.getByRole('status', { name: 'Carregando músicas…' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByRole('status', { name: 'Carregando músicas…' })).not.toBeInTheDocument();
  });

  it('shows a dash and --:-- for a song without key or duration', async () => {
    const base = api.store.song(4)!;
    api.store.tables.songs.push({
      ...base,
      id: api.store.nextId('songs'),
      nome: 'Abrigo Seguro',
      tom: null,
      duracao: null,
    });
    renderSongList(api);
    await screen.findByRole('table');
    const cells = within(rowOf('Abrigo Seguro')).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('—');
    expect(cells[1]).toHaveAccessibleName('Sem tom');
    expect(cells[2]).toHaveTextContent('--:--');
    expect(cells[2]).toHaveAccessibleName('Sem duração');
  });
});

describe('SongListPage: pagination', () => {
  it('moves with next, previous and the page buttons, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    renderSongList(api);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(songNames()).toEqual(secondPage));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(currentLocation()).toBe('/?pagina=2');
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    await waitFor(() => expect(songNames()).toEqual(firstPage));
    expect(currentLocation()).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(songNames()).toEqual(secondPage));
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the pager, and the focus on it, while the next page loads', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderSongList(api);
    await screen.findByRole('table');
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/musicas`, async () => {
        // Nothing returned: once released, the mock API's own handler answers.
        await held;
      }),
    );
    const pageTwo = screen.getByRole('button', { name: 'Página 2' });
    await user.click(pageTwo);
    expect(screen.getByRole('status', { name: 'Carregando músicas…' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(pageTwo).toHaveFocus();
    release();
    await waitFor(() => expect(songNames()).toEqual(secondPage));
  });

  it('opens the page given in ?pagina=', async () => {
    renderSongList(api, { entry: '/?pagina=2' });
    await waitFor(() => expect(songNames()).toEqual(secondPage));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('goes to the last page when ?pagina= is past the end', async () => {
    renderSongList(api, { entry: '/?pagina=9' });
    await waitFor(() => expect(songNames()).toEqual(secondPage));
    expect(currentLocation()).toBe('/?pagina=2');
  });

  it('shows at most 5 page buttons', async () => {
    const base = api.store.song(1)!;
    // 70 songs: 7 pages.
    for (let index = 0; index < 54; index += 1)
      api.store.tables.songs.push({
        ...base,
        id: api.store.nextId('songs'),
        nome: `Extra ${String(index).padStart(2, '0')}`,
      });
    renderSongList(api, { entry: '/?pagina=4' });
    await screen.findByRole('table');
    expect(screen.getByText('Página 4 de 7')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    const pageButtons = within(pager)
      .getAllByRole('button')
      .filter((button) => /^Página \d+$/.test(button.getAttribute('aria-label') ?? ''));
    expect(pageButtons.map((button) => button.textContent)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('shows no pager when every song fits on one page', async () => {
    renderSongList(api, { entry: '/?termo=fernandinho' });
    await waitFor(() => expect(songNames()).toEqual(['Galileu', 'Nada Além do Sangue']));
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });
});

describe('SongListPage: search', () => {
  it('searches 500 ms after typing stops, ignoring accents, and starts again at page 1', async () => {
    const user = useFakeClock();
    const searches = recordRequests(api, '/api/musicas/busca');
    renderSongList(api, { entry: '/?pagina=2' });
    await waitFor(() => expect(songNames()).toEqual(secondPage));

    await user.type(searchBox(), 'adoracao');
    // Real time also moves the fake clock a little, so the check stays clear of 500 ms.
    act(() => vi.advanceTimersByTime(400));
    expect(searches).toHaveLength(0);
    expect(currentLocation()).toBe('/?pagina=2');

    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(searches).toHaveLength(1));
    expect(searches[0]!.get('termo')).toBe('adoracao');
    expect(searches[0]!.get('pagina')).toBe('1');
    expect(searches[0]!.get('por_pagina')).toBe('10');
    expect(searches[0]!.get('ministerio_id')).toBe('1');
    // The artist is "Adoração e Adoradores".
    await waitFor(() => expect(songNames()).toEqual(['Vim para Adorar-te']));
    expect(currentLocation()).toBe('/?termo=adoracao');
    expect(screen.getByText('1 música encontrada para “adoracao”')).toBeInTheDocument();
  });

  it('finds a name written with accents from a term without them', async () => {
    const user = useFakeClock();
    renderSongList(api);
    await screen.findByRole('table');
    await user.type(searchBox(), 'espirito');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(songNames()).toEqual(['Santo Espírito']));
  });

  it('sends one request for a burst of typing', async () => {
    const user = useFakeClock();
    const searches = recordRequests(api, '/api/musicas/busca');
    renderSongList(api);
    await screen.findByRole('table');
    await user.type(searchBox(), 'oce');
    act(() => vi.advanceTimersByTime(300));
    await user.type(searchBox(), 'anos');
    act(() => vi.advanceTimersByTime(300));
    expect(searches).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(songNames()).toEqual(['Oceanos']));
    expect(searches.map((query) => query.get('termo'))).toEqual(['oceanos']);
  });

  it('searches at once on submit', async () => {
    const user = useFakeClock();
    const searches = recordRequests(api, '/api/musicas/busca');
    renderSongList(api);
    await screen.findByRole('table');
    await user.type(searchBox(), 'oceanos{Enter}');
    await waitFor(() => expect(songNames()).toEqual(['Oceanos']));
    expect(searches).toHaveLength(1);
    expect(currentLocation()).toBe('/?termo=oceanos');
  });

  it('reloads the default list when the box is emptied', async () => {
    const user = useFakeClock();
    renderSongList(api, { entry: '/?termo=oceanos' });
    await waitFor(() => expect(songNames()).toEqual(['Oceanos']));
    await user.clear(searchBox());
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(songNames()).toEqual(firstPage));
    expect(currentLocation()).toBe('/');
  });

  it('prefills the box from ?termo= and searches it', async () => {
    const searches = recordRequests(api, '/api/musicas/busca');
    renderSongList(api, { entry: `/?termo=${encodeURIComponent('Adoração')}` });
    expect(searchBox()).toHaveValue('Adoração');
    await waitFor(() => expect(songNames()).toEqual(['Vim para Adorar-te']));
    expect(searches).toHaveLength(1);
  });

  it('empties the box and reloads the default list with the clear button', async () => {
    const user = userEvent.setup();
    renderSongList(api, { entry: '/?termo=oceanos' });
    await waitFor(() => expect(songNames()).toEqual(['Oceanos']));
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    await waitFor(() => expect(songNames()).toEqual(firstPage));
    expect(currentLocation()).toBe('/');
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  });

  it('follows the URL when a link elsewhere goes back to the bare list', async () => {
    const user = userEvent.setup();
    renderSongList(api, { entry: '/?termo=oceanos' });
    await waitFor(() => expect(songNames()).toEqual(['Oceanos']));
    await user.click(screen.getByRole('link', { name: 'menu' }));
    expect(searchBox()).toHaveValue('');
    await waitFor(() => expect(songNames()).toEqual(firstPage));
  });
});

describe('SongListPage: opening a song', () => {
  it('links each row to the song detail with a descriptive name', async () => {
    const user = userEvent.setup();
    renderSongList(api);
    const link = await screen.findByRole('link', { name: 'Ver detalhes de Bondade de Deus' });
    expect(link).toHaveAttribute('href', '/1');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'song 1' })).toBeInTheDocument();
  });

  it('opens the detail on a row click', async () => {
    const user = userEvent.setup();
    renderSongList(api);
    await screen.findByRole('table');
    await user.click(screen.getByText('Diante do Trono'));
    expect(screen.getByRole('heading', { name: 'song 6' })).toBeInTheDocument();
  });
});

describe('SongListPage: admin buttons', () => {
  it.each(['PROPRIETARIO', 'ADMIN'] as const)('offers import and add to %s', async (standing) => {
    renderSongList(api, { standing });
    await screen.findByRole('table');
    expect(screen.getByRole('link', { name: 'Importar do Deezer' })).toHaveAttribute(
      'href',
      '/importar',
    );
    expect(screen.getByRole('link', { name: 'Adicionar manualmente' })).toHaveAttribute(
      'href',
      '/nova',
    );
  });

  it('hides them from a MEMBRO', async () => {
    renderSongList(api, { standing: 'MEMBRO' });
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Importar do Deezer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Adicionar manualmente' })).not.toBeInTheDocument();
  });
});

describe('SongListPage: empty and error states', () => {
  const emptyPage = () => HttpResponse.json({ musicas: [], total: 0, pagina: 1, por_pagina: 10 });

  it('says the repertoire has no songs yet', async () => {
    api.server.use(http.get(`${TEST_API_BASE_URL}/musicas`, emptyPage));
    renderSongList(api);
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma música no repertório ainda' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Importe músicas do Deezer/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('tells a member who adds songs', async () => {
    api.server.use(http.get(`${TEST_API_BASE_URL}/musicas`, emptyPage));
    renderSongList(api, { standing: 'MEMBRO' });
    expect(await screen.findByText(/quando os administradores/i)).toBeInTheDocument();
  });

  it('says no song matches the term, and clears the search from there', async () => {
    const user = userEvent.setup();
    renderSongList(api, { entry: '/?termo=xyz' });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma música encontrada para “xyz”' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma música no repertório ainda')).not.toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Limpar busca' });
    await user.click(clearButtons[clearButtons.length - 1]!);
    await waitFor(() => expect(songNames()).toEqual(firstPage));
    expect(searchBox()).toHaveValue('');
  });

  it('shows the error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}/musicas`,
        () => HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderSongList(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as músicas');
    expect(alert).toHaveTextContent('Erro ao listar músicas');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(songNames()).toEqual(firstPage));
  });

  it('shows the server message of a failed search', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/musicas/busca`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    renderSongList(api, { entry: '/?termo=oceanos' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar músicas');
  });
});

describe('SongListPage: in English', () => {
  it('speaks en-US', async () => {
    renderSongList(api, { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Repertoire' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading songs…' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Repertoire songs' });
    expect(screen.getByRole('searchbox', { name: 'Search songs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details of Galileu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import from Deezer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add manually' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('16 songs in the repertoire')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Key' })).toBeInTheDocument();
  });

  it('says in English that nothing matches', async () => {
    renderSongList(api, { locale: 'en-US', entry: '/?termo=xyz' });
    expect(
      await screen.findByRole('heading', { name: 'No song matches “xyz”' }),
    ).toBeInTheDocument();
  });
});
