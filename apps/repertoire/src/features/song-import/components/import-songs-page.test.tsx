import { apiPaths, type MusicSearchResult } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL, watchRequests } from '@levita/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportSongsPage } from './import-songs-page';
import {
  LIST_STUB_HEADING,
  ownedDemoMinistry,
  renderRepertoirePage,
} from '../../../testing/render-repertoire-page';

const api = setupMockApiServer();
const songsUrl = `${TEST_API_BASE_URL}/musicas`;
const deezerUrl = `${TEST_API_BASE_URL}/musicas/busca-deezer`;

/** Every Deezer search and every POST /musicas the page sent. */
let searches: URL[] = [];
const { requests: posts, onlyBody: onlyPostedBody } = watchRequests(api, {
  method: 'POST',
  path: apiPaths.songs,
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.signInAs('PROPRIETARIO');
  searches = [];
  api.server.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(deezerUrl)) searches.push(new URL(request.url));
  });
});
afterEach(() => {
  api.server.events.removeAllListeners();
  vi.useRealTimers();
});

function renderPage(locale: Locale = 'pt-BR') {
  renderRepertoirePage(<ImportSongsPage />, {
    route: '/importar',
    at: '/importar',
    ministry: ownedDemoMinistry,
    locale,
  });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

type User = ReturnType<typeof userEvent.setup>;

/** Types the text and lets the 500 ms pause pass. */
async function search(user: User, text: string, name = 'Buscar no Deezer') {
  await user.type(screen.getByRole('searchbox', { name }), text);
  act(() => vi.advanceTimersByTime(500));
}

const card = (title: string) => screen.findByRole('button', { name: new RegExp(`^${title}`) });

async function openCard(user: User, title: string) {
  await user.click(await card(title));
  return screen.getByRole('dialog', { name: 'Editar antes de importar' });
}

const withResults = (resultados: MusicSearchResult[]) =>
  api.server.use(http.get(deezerUrl, () => HttpResponse.json({ resultados })));

const withPreview: MusicSearchResult = {
  id_externo: '990001',
  nome: 'Lugar Secreto',
  artista: 'Gabriela Rocha',
  album: 'Lugar Secreto',
  capa_url: 'https://cdn.example.com/lugar-secreto.jpg',
  duracao: 425,
  link_audio: 'https://cdn.example.com/lugar-secreto.mp3',
  importada: false,
};

describe('import page: search', () => {
  it('has the title, the way back and the 3-character hint', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Importar do Deezer' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Voltar ao repertório/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('searchbox', { name: 'Buscar no Deezer' })).toHaveAccessibleDescription(
      'Digite pelo menos 3 caracteres: nome da música, artista ou álbum.',
    );
  });

  it('does not search with fewer than 3 characters', async () => {
    const user = renderPage();
    await search(user, 'ga ');
    act(() => vi.advanceTimersByTime(1000));
    expect(searches).toHaveLength(0);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('sends one request, 500 ms after typing stops, for 10 results of the ministry', async () => {
    const user = renderPage();
    await user.type(screen.getByRole('searchbox'), 'gabriela');
    act(() => vi.advanceTimersByTime(300));
    expect(searches).toHaveLength(0);
    act(() => vi.advanceTimersByTime(250));
    await waitFor(() => expect(searches).toHaveLength(1));
    const [request] = searches as [URL];
    expect(request.searchParams.get('q')).toBe('gabriela');
    expect(request.searchParams.get('limite')).toBe('10');
    expect(request.searchParams.get('ministerio_id')).toBe('1');
    expect(await card('Me Atraiu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(searches).toHaveLength(1);
  });

  it('shows each result as a card with cover, title, artist, album and m:ss duration', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const cards = await screen.findAllByTestId('search-result');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    const meAtraiu = within(first);
    expect(meAtraiu.getAllByText('Me Atraiu')).toHaveLength(2);
    expect(meAtraiu.getByText('Gabriela Rocha')).toBeInTheDocument();
    expect(meAtraiu.getByText('Duração: 5:41')).toBeInTheDocument();
    expect(meAtraiu.getByTestId('song-cover-placeholder')).toBeInTheDocument();
    const navegarei = within(second);
    expect(navegarei.getByText('Jesus')).toBeInTheDocument();
    expect(navegarei.getByText('Duração: 4:58')).toBeInTheDocument();
  });

  it('shows the cover and a preview link that opens in a new tab without opening the modal', async () => {
    withResults([withPreview]);
    const user = renderPage();
    await search(user, 'lugar');
    const result = await screen.findByTestId('search-result');
    expect(result.querySelector('img')).toHaveAttribute('src', withPreview.capa_url);
    const preview = screen.getByRole('link', {
      name: 'Ouvir prévia de Lugar Secreto (abre em nova aba)',
    });
    expect(preview).toHaveAttribute('href', withPreview.link_audio);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview.getAttribute('rel')).toContain('noopener');
    // The test DOM cannot open tabs: stop the default action, keep the click.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(preview);
    document.removeEventListener('click', stop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing was found', async () => {
    const user = renderPage();
    await search(user, 'zzzzzz');
    expect(await screen.findByText('Nenhuma música encontrada para “zzzzzz”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar manualmente' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/nova$/),
    );
  });

  it('says when the search failed', async () => {
    api.server.use(
      http.get(deezerUrl, () =>
        HttpResponse.json({ error: 'deezer_unavailable', message: '' }, { status: 502 }),
      ),
    );
    const user = renderPage();
    await search(user, 'gabriela');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível buscar músicas no Deezer. Tente novamente.');
    expect(alert).toHaveTextContent('Erro ao buscar músicas no Deezer');
    expect(within(alert).getByRole('link', { name: 'Adicionar manualmente' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/nova$/),
    );

    // Deezer is back: trying again shows the results.
    withResults([withPreview]);
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await card('Lugar Secreto')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the songs already in the repertoire and does not let them be imported again', async () => {
    const user = renderPage();
    await search(user, 'isaias');
    const bondade = await card('Bondade de Deus');
    expect(bondade).toBeDisabled();
    expect(await card('Ousado Amor')).toBeDisabled();
    expect(screen.getAllByText('Já no repertório')).toHaveLength(2);
    expect(await card('Isaías 9')).toBeEnabled();
    await user.click(bondade);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('import page: the edit-before-import modal', () => {
  it('opens from the keyboard, prefilled with the result', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    (await card('Me Atraiu')).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Editar antes de importar' });
    const d = within(dialog);
    expect(d.getByRole('textbox', { name: 'Nome da música' })).toHaveValue('Me Atraiu');
    expect(d.getByRole('textbox', { name: 'Artista' })).toHaveValue('Gabriela Rocha');
    expect(d.getByRole('textbox', { name: 'Álbum' })).toHaveValue('Me Atraiu');
    expect(d.getByRole('textbox', { name: 'Duração' })).toHaveValue('5:41');
    expect(d.getByRole('combobox', { name: 'Tom' })).toHaveValue('');
    expect(d.getByRole('spinbutton', { name: 'BPM' })).toHaveValue(null);
    expect(d.getAllByRole('checkbox')).toHaveLength(20);
    expect(d.getByRole('textbox', { name: 'Cifra' })).toHaveValue('');
    expect(d.getByRole('textbox', { name: 'Nome da música' })).toHaveFocus();
  });

  it('takes the preview as the audio link', async () => {
    withResults([withPreview]);
    const user = renderPage();
    await search(user, 'lugar');
    const dialog = await openCard(user, 'Lugar Secreto');
    expect(within(dialog).getByRole('textbox', { name: 'Áudio' })).toHaveValue(
      withPreview.link_audio,
    );
  });

  it('requires nome and artista', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Artista' }));
    await user.click(within(dialog).getByRole('button', { name: 'Importar música' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Os campos nome e artista são obrigatórios para importar uma música',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Artista' })).toBeInvalid();
    act(() => vi.advanceTimersByTime(500));
    expect(posts).toHaveLength(0);
  });

  it('blocks a BPM above 300', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'BPM' }), '301');
    expect(within(dialog).getByText('O BPM deve ser um número de 1 a 300.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar música' }));
    act(() => vi.advanceTimersByTime(500));
    expect(posts).toHaveLength(0);
  });

  it('imports with the catalogue id, closes 2 s after the success and marks the card', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    const d = within(dialog);
    await user.selectOptions(d.getByRole('combobox', { name: 'Tom' }), 'G');
    await user.type(d.getByRole('spinbutton', { name: 'BPM' }), '72');
    await user.click(d.getByRole('checkbox', { name: 'Adoração' }));
    await user.type(d.getByRole('textbox', { name: 'Cifra' }), 'https://www.cifraclub.com.br/x/y/');
    await user.click(d.getByRole('button', { name: 'Importar música' }));

    expect(await onlyPostedBody()).toEqual({
      ministerio_id: 1,
      nome: 'Me Atraiu',
      artista: 'Gabriela Rocha',
      album: 'Me Atraiu',
      duracao: 341,
      capa_url: null,
      tom: 'G',
      bpm: 72,
      classificacoes: 'adoracao',
      links: { cifra: 'https://www.cifraclub.com.br/x/y/', letra: null, video: null, audio: null },
      cifra: null,
      id_externo: '660000101',
      origem_externa: 'deezer',
    });
    expect(await d.findByRole('status')).toHaveTextContent('Música importada para o repertório!');
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(150));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Descartar alterações?' })).not.toBeInTheDocument();
    expect(await card('Me Atraiu')).toBeDisabled();
    expect(screen.getByText('Já no repertório')).toBeInTheDocument();
  });

  it('says when the import failed and keeps the values', async () => {
    api.server.use(
      http.post(songsUrl, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    const d = within(dialog);
    await user.type(d.getByRole('spinbutton', { name: 'BPM' }), '72');
    await user.click(d.getByRole('button', { name: 'Importar música' }));
    const alert = await d.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível importar a música.');
    expect(alert).toHaveTextContent('Erro ao importar música do Deezer');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('dialog', { name: 'Editar antes de importar' })).toBeInTheDocument();
    expect(d.getByRole('spinbutton', { name: 'BPM' })).toHaveValue(72);
    expect(d.getByRole('button', { name: 'Importar música' })).toBeEnabled();
  });

  it('shows the server message when there is one', async () => {
    api.server.use(
      http.post(songsUrl, () =>
        HttpResponse.json(
          { error: 'song_exists', message: 'Esta música já está no repertório' },
          { status: 409 },
        ),
      ),
    );
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    await user.click(within(dialog).getByRole('button', { name: 'Importar música' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta música já está no repertório',
    );
  });

  it('asks before closing with unsaved edits, by Escape, the close button or cancel', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    let dialog = await openCard(user, 'Me Atraiu');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'BPM' }), '80');

    await user.keyboard('{Escape}');
    const confirm = screen.getByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(confirm).getByRole('button', { name: 'Continuar editando' }));
    dialog = screen.getByRole('dialog', { name: 'Editar antes de importar' });
    expect(within(dialog).getByRole('spinbutton', { name: 'BPM' })).toHaveValue(80);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('dialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar editando' }));

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes at once without edits', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(await card('Eu Navegarei'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('import page: leaving with unsaved edits', () => {
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('asks the browser to confirm closing the tab only while there are unsaved edits', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    expect(unload()).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Álbum' }), ' (ao vivo)');
    expect(unload()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(unload()).toBe(false);
  });

  it('asks before the back link leaves the page with unsaved edits', async () => {
    const user = renderPage();
    await search(user, 'gabriela');
    const dialog = await openCard(user, 'Me Atraiu');
    await user.type(within(dialog).getByRole('textbox', { name: 'Álbum' }), ' (ao vivo)');
    // The modal covers the page; a screen reader's virtual cursor can still reach the link.
    await user.click(screen.getByRole('link', { name: /Voltar ao repertório/, hidden: true }));
    const confirm = screen.getByRole('dialog', { name: 'Descartar alterações?' });
    expect(screen.getByRole('heading', { name: 'Importar do Deezer', hidden: true })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeVisible();
    expect(unload()).toBe(false);
  });

  it('leaves at once without edits', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('link', { name: /Voltar ao repertório/ }));
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeVisible();
  });
});

describe('import page in English', () => {
  it('speaks English', async () => {
    const user = renderPage('en-US');
    expect(screen.getByRole('heading', { level: 1, name: 'Import from Deezer' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to the repertoire/ })).toBeVisible();
    await search(user, 'isaias', 'Search Deezer');
    expect(await card('Isaías 9')).toHaveTextContent('Duration: 5:55');
    expect(screen.getAllByText('Already in the repertoire')).toHaveLength(2);
    await user.click(await card('Isaías 9'));
    const dialog = screen.getByRole('dialog', { name: 'Edit before importing' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Song title' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import song' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The title and artist fields are required to import a song',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });

  it('says in English when nothing was found', async () => {
    const user = renderPage('en-US');
    await search(user, 'zzzzzz', 'Search Deezer');
    expect(await screen.findByText('No songs found for “zzzzzz”.')).toBeInTheDocument();
  });
});
