import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SongDetailPage } from './song-detail-page';
import { renderRepertoirePage } from '../../../testing/render-repertoire-page';

const api = setupMockApiServer();

/** Demo ministry 1: song 1 is imported from Deezer, songs 4 and 16 were added by hand. */
const IMPORTED = 1;
const MANUAL = 4;

function renderPage(
  path: string,
  {
    standing = 'PROPRIETARIO',
    locale = 'pt-BR',
  }: { standing?: MinistryStanding; locale?: Locale } = {},
) {
  const session = api.signInAs(standing);
  return renderRepertoirePage(<SongDetailPage />, {
    route: '/:musicaId',
    at: path,
    ministry: session.ministry,
    locale,
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The value next to a label in the details list. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const song = (id: number) => api.store.tables.songs.find((row) => row.id === id)!;
const failWith = (status: number) => () =>
  HttpResponse.json({ error: 'server_error', message: '' }, { status });

afterEach(() => {
  vi.useRealTimers();
});

describe('song detail: view', () => {
  it('shows a skeleton with a label while the song loads', async () => {
    renderPage(`/${IMPORTED}`);
    expect(screen.getByRole('status', { name: 'Carregando a música…' })).toBeInTheDocument();
    expect(await heading('Bondade de Deus')).toBeInTheDocument();
  });

  it('shows every field of an imported song', async () => {
    renderPage(`/${IMPORTED}`);
    expect(await heading('Bondade de Deus')).toBeInTheDocument();
    expect(screen.getByText('Isaias Saad')).toBeInTheDocument();
    expect(fact('Álbum')).toHaveTextContent('Bondade de Deus');
    expect(fact('Tom')).toHaveTextContent('G');
    expect(fact('BPM')).toHaveTextContent('68');
    expect(fact('Duração')).toHaveTextContent('6:12');
    expect(fact('Origem')).toHaveTextContent('Importada do Deezer');
    expect(screen.getByRole('link', { name: 'Voltar ao repertório' })).toHaveAttribute('href', '/');
  });

  it('shows a manual song, with a dash for what it does not have', async () => {
    song(MANUAL).tom = null;
    song(MANUAL).bpm = null;
    song(MANUAL).duracao = null;
    renderPage(`/${MANUAL}`);
    expect(await heading('Porque Ele Vive')).toBeInTheDocument();
    expect(screen.getByText('Harpa Cristã')).toBeInTheDocument();
    expect(fact('Origem')).toHaveTextContent('Cadastro manual');
    expect(fact('Álbum')).toHaveTextContent('—');
    expect(fact('Tom')).toHaveTextContent('—');
    expect(fact('Tom')).toHaveTextContent('Sem tom');
    expect(fact('BPM')).toHaveTextContent('—');
    expect(fact('Duração')).toHaveTextContent('--:--');
    expect(screen.getByText('Nenhum link cadastrado.')).toBeInTheDocument();
  });

  it('shows the categories as badges in the catalogue order', async () => {
    song(MANUAL).classificacoes = 'pascoa,louvor,esperanca';
    renderPage(`/${MANUAL}`);
    await heading('Porque Ele Vive');
    const list = screen.getByRole('region', { name: 'Categorias' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Louvor', 'Esperança', 'Páscoa']);
  });

  it('says when the song has no category', async () => {
    renderPage('/16');
    await heading('Vim para Adorar-te');
    expect(screen.getByText('Nenhuma categoria')).toBeInTheDocument();
  });

  it('opens the links the song has in a new tab, and only those', async () => {
    Object.assign(song(IMPORTED), {
      link_video: 'https://www.youtube.com/watch?v=bondade',
      link_audio: 'https://cdn.example.com/bondade.mp3',
    });
    renderPage(`/${IMPORTED}`);
    await heading('Bondade de Deus');
    const expected = {
      'Abrir cifra': 'https://www.cifraclub.com.br/isaias-saad/bondade-de-deus/',
      'Abrir vídeo': 'https://www.youtube.com/watch?v=bondade',
      'Abrir áudio': 'https://cdn.example.com/bondade.mp3',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Abre em uma nova aba');
    }
    expect(screen.queryByRole('link', { name: 'Abrir letra' })).not.toBeInTheDocument();
  });

  it('replaces a cover that fails to load with the placeholder', async () => {
    song(IMPORTED).capa_url = 'https://cdn.example.com/broken.jpg';
    const { container } = renderPage(`/${IMPORTED}`);
    await heading('Bondade de Deus');
    const image = container.querySelector('img[src="https://cdn.example.com/broken.jpg"]');
    expect(image).toHaveAttribute('width', '160');
    expect(screen.queryByTestId('song-cover-placeholder')).not.toBeInTheDocument();
    fireEvent.error(image!);
    expect(screen.getByTestId('song-cover-placeholder')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it.each([
    ['an unknown id', '/999'],
    ['an id that is not a number', '/abc'],
    ['a song of another ministry', '/17'],
    ['a deleted song', `/${MANUAL}`],
  ])('shows the not-found view for %s', async (_case, path) => {
    song(MANUAL).deleted_at = '2026-11-18T12:00:00.000Z';
    renderPage(path);
    expect(await heading('Música não encontrada')).toBeInTheDocument();
    expect(
      screen.getByText('Esta música não existe no repertório do ministério ou foi excluída.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao repertório' })).toHaveAttribute('href', '/');
  });

  it('shows a load failure with the API message and tries again', async () => {
    api.server.use(http.get(`${TEST_API_BASE_URL}/musicas/:id`, failWith(500), { once: true }));
    renderPage(`/${IMPORTED}`);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Não foi possível carregar a música');
    expect(panel).toHaveTextContent('Erro ao obter música');
    expect(screen.getByRole('link', { name: 'Voltar ao repertório' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Bondade de Deus')).toBeInTheDocument();
  });

  it('offers a member neither edit nor delete', async () => {
    renderPage(`/${IMPORTED}`, { standing: 'MEMBRO' });
    await heading('Bondade de Deus');
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir' })).not.toBeInTheDocument();
  });

  it.each(['PROPRIETARIO', 'ADMIN'] as const)('offers edit and delete to %s', async (standing) => {
    renderPage(`/${IMPORTED}`, { standing });
    await heading('Bondade de Deus');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    renderPage(`/${IMPORTED}`, { locale: 'en-US' });
    await heading('Bondade de Deus');
    expect(fact('Origin')).toHaveTextContent('Imported from Deezer');
    expect(fact('Key')).toHaveTextContent('G');
    expect(screen.getByRole('link', { name: 'Open chords' })).toHaveAccessibleDescription(
      'Opens in a new tab',
    );
    expect(screen.getByRole('link', { name: 'Back to the repertoire' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Worship', 'Trust']);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit song' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete song?' })).toHaveTextContent(
      '“Bondade de Deus” will be removed from the repertoire.',
    );
  });

  it('speaks English when the song is not found', async () => {
    renderPage('/999', { locale: 'en-US' });
    expect(await heading('Song not found')).toBeInTheDocument();
  });
});

describe('song detail: the chart', () => {
  const chordsIn = (region: HTMLElement) =>
    Array.from(region.querySelectorAll('[data-chart] [data-chord]'))
      .map((chord) => chord.textContent)
      .filter(Boolean);

  it("shows the song's chart in its key and moves it to another one", async () => {
    renderPage(`/${IMPORTED}`);
    const chart = await screen.findByRole('region', { name: 'Cifra da música' });
    expect(chordsIn(chart).slice(0, 4)).toEqual(['G9', 'D/F#', 'Em7', 'C7M']);
    await userEvent.selectOptions(within(chart).getByLabelText('Tom'), 'A');
    expect(chordsIn(chart).slice(0, 4)).toEqual(['A9', 'E/G#', 'F#m7', 'D7M']);
  });

  it('shows no chart section for a song without one', async () => {
    song(MANUAL).cifra = null;
    renderPage(`/${MANUAL}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cifra da música' })).not.toBeInTheDocument();
  });
});

describe('song detail: my key', () => {
  it('saves the key I sing the song in and shows it with the team’s', async () => {
    renderPage(`/${IMPORTED}`, { standing: 'MEMBRO' });
    const keys = await screen.findByRole('region', { name: 'Tom por cantor' });
    await userEvent.selectOptions(within(keys).getByLabelText('Meu tom'), 'A');
    await vi.waitFor(() => expect(within(keys).getByLabelText('Meu tom')).toHaveValue('A'));
    await vi.waitFor(() => expect(keys).toHaveTextContent(/Tons da equipe: .*: A/));
    await userEvent.click(within(keys).getByRole('button', { name: 'Limpar meu tom' }));
    await vi.waitFor(() => expect(within(keys).getByLabelText('Meu tom')).toHaveValue(''));
  });
});
