import type { Locale } from '@levita/i18n';
import { apiPaths } from '@levita/contracts';
import { shellLeaveGuards } from '@levita/federation/testing';
import { setupMockApiServer, TEST_API_BASE_URL, watchRequests } from '@levita/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewSongPage } from './new-song-page';
import {
  LIST_STUB_HEADING,
  ownedDemoMinistry,
  renderRepertoirePage,
} from '../../../testing/render-repertoire-page';

const api = setupMockApiServer();
const songsUrl = `${TEST_API_BASE_URL}/musicas`;

/** Every POST /musicas the page sent, as the server saw it. */
const { requests: posts, onlyBody: onlyPostedBody } = watchRequests(api, {
  method: 'POST',
  path: apiPaths.songs,
});

beforeEach(() => {
  api.signInAs('PROPRIETARIO');
});
afterEach(() => vi.useRealTimers());

function renderPage(locale: Locale = 'pt-BR') {
  renderRepertoirePage(<NewSongPage />, {
    route: '/nova',
    at: '/nova',
    ministry: ownedDemoMinistry,
    locale,
  });
  // Only the redirect test mocks the clock; the others type in real time.
  return userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
}

type User = ReturnType<typeof userEvent.setup>;

// The form is large (20 category boxes): role queries that compute every accessible name and
// visibility are slow on it, so fields are found by label (the required mark " *" is
// aria-hidden) and role queries skip the visibility check.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const byRole = (role: string, name: string | RegExp) =>
  screen.getByRole(role, { name, hidden: true });
const save = () => byRole('button', 'Salvar música');

/** Puts the text in at once (typing long texts key by key is slow and tests nothing more). */
async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillRequired(user: User) {
  await fill(user, 'Nome da música', 'Castelo Forte');
  await fill(user, 'Artista', 'Martinho Lutero');
}

// A big form on a busy machine: more room than the 5 s default.
describe('new song page', () => {
  it('shows the two sections of the form', () => {
    renderPage();
    expect(byRole('heading', 'Nova música')).toBeInTheDocument();
    expect(byRole('heading', 'Informações básicas')).toBeInTheDocument();
    expect(byRole('heading', 'Links')).toBeInTheDocument();
    for (const label of ['Álbum', 'Duração', 'Link da capa', 'Cifra', 'Letra', 'Vídeo', 'Áudio'])
      expect(field(label)).toBeInTheDocument();
    expect(field('Tom')).toBeInTheDocument();
    expect(field('BPM')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { hidden: true })).toHaveLength(20);
  });

  it('asks for the name and the artist, focusing the first one missing, and sends nothing', async () => {
    const user = renderPage();
    await user.click(save());
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      'Nome da música e artista são campos obrigatórios',
    );
    expect(field('Nome da música')).toHaveFocus();
    expect(field('Nome da música')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Artista')).toHaveAttribute('aria-invalid', 'true');

    // Spaces are no name; the artist is then the first field missing.
    await user.type(field('Nome da música'), '   ');
    await user.click(save());
    expect(field('Nome da música')).toHaveFocus();
    await user.clear(field('Nome da música'));
    await fill(user, 'Nome da música', 'Castelo Forte');
    await user.click(save());
    expect(field('Artista')).toHaveFocus();
    expect(field('Nome da música')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      'Nome da música e artista são campos obrigatórios',
    );
    expect(posts).toHaveLength(0);
  });

  it('sends every field of a song typed in by hand', async () => {
    const user = renderPage();
    await fillRequired(user);
    await user.type(field('Álbum'), 'Ao Vivo');
    await user.type(field('Duração'), '4:05');
    await user.selectOptions(field('Tom'), 'F#m');
    await user.type(field('BPM'), '72');
    await fill(user, 'Link da capa', 'https://img.example.com/capa.jpg');
    await user.click(save());

    expect(await onlyPostedBody()).toEqual({
      ministerio_id: 1,
      nome: 'Castelo Forte',
      artista: 'Martinho Lutero',
      album: 'Ao Vivo',
      duracao: 245,
      capa_url: 'https://img.example.com/capa.jpg',
      tom: 'F#m',
      bpm: 72,
      classificacoes: '',
      links: { cifra: null, letra: null, audio: null, video: null },
      cifra: null,
    });
  });

  it.each(['4:05', '245'])('sends the duration %s as 245 seconds', async (typed) => {
    const user = renderPage();
    await fillRequired(user);
    await user.type(field('Duração'), typed);
    await user.click(save());
    expect((await onlyPostedBody()).duracao).toBe(245);
  });

  it('drops what is not a number from the duration', async () => {
    const user = renderPage();
    await fillRequired(user);
    await user.type(field('Duração'), '3min2s0');
    expect(field('Duração')).toHaveValue('320');
    await user.click(save());
    expect((await onlyPostedBody()).duracao).toBe(320);
  });

  it('sends the BPM as a number and refuses 301', async () => {
    const user = renderPage();
    await fillRequired(user);
    const bpm = field('BPM');
    await user.type(bpm, '301');
    await user.click(save());
    expect(screen.getByText('O BPM deve ser um número de 1 a 300.')).toBeInTheDocument();
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      'Corrija os campos indicados antes de salvar.',
    );
    expect(bpm).toHaveFocus();
    expect(posts).toHaveLength(0);

    await user.clear(bpm);
    await user.type(bpm, '128');
    await user.click(save());
    expect((await onlyPostedBody()).bpm).toBe(128);
  });

  it('sends the categories as a comma string in the catalogue order', async () => {
    const user = renderPage();
    await fillRequired(user);
    await user.click(field('Natal'));
    await user.click(field('Adoração'));
    await user.click(field('Santa Ceia'));
    await user.click(save());
    expect((await onlyPostedBody()).classificacoes).toBe('adoracao,santa_ceia,natal');
  });

  it('sends the links as typed and lets the API normalise the chords link', async () => {
    const user = renderPage();
    await fillRequired(user);
    await fill(user, 'Cifra', 'http://m.cifraclub.com.br/isaias-saad/bondade-de-deus/');
    await fill(user, 'Letra', 'https://letras.example.com/bondade');
    await fill(user, 'Vídeo', 'https://video.example.com/bondade');
    await fill(user, 'Áudio', 'https://audio.example.com/bondade');
    await user.click(save());

    expect((await onlyPostedBody()).links).toEqual({
      cifra: 'http://m.cifraclub.com.br/isaias-saad/bondade-de-deus/',
      letra: 'https://letras.example.com/bondade',
      audio: 'https://audio.example.com/bondade',
      video: 'https://video.example.com/bondade',
    });
    await screen.findByText(/Música cadastrada com sucesso/);
    const created = api.store.tables.songs.find(
      (song) => song.nome === 'Castelo Forte' && song.id_externo === null,
    );
    expect(created).toMatchObject({
      link_cifra: 'https://www.cifraclub.com.br/isaias-saad/bondade-de-deus/',
      link_video: 'https://video.example.com/bondade',
    });
  });

  it('refuses links that are not full addresses, the cover included', async () => {
    const user = renderPage();
    await fillRequired(user);
    await fill(user, 'Link da capa', 'img.example.com/capa.jpg');
    await fill(user, 'Letra', 'letras.example.com');
    await user.click(save());
    expect(field('Link da capa')).toHaveFocus();
    expect(field('Letra')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  it('says the song was saved and opens the list only 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = renderPage();
    await fillRequired(user);
    await user.click(save());

    expect(
      await screen.findByText('Música cadastrada com sucesso! Voltando ao repertório…'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
      'Música cadastrada com sucesso!',
    );
    expect(save()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1800));
    expect(
      screen.queryByRole('heading', { name: LIST_STUB_HEADING, hidden: true }),
    ).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(byRole('heading', LIST_STUB_HEADING)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it("shows the save failure with the server's message and keeps what was typed", async () => {
    api.server.use(
      http.post(songsUrl, () =>
        HttpResponse.json(
          { error: 'internal_error', message: 'Banco de dados indisponível' },
          { status: 500 },
        ),
      ),
    );
    const user = renderPage();
    await fillRequired(user);
    await user.type(field('Duração'), '4:05');
    await user.click(save());

    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Erro ao salvar a música');
    expect(alert).toHaveTextContent('Banco de dados indisponível');
    expect(field('Nome da música')).toHaveValue('Castelo Forte');
    expect(field('Artista')).toHaveValue('Martinho Lutero');
    expect(field('Duração')).toHaveValue('4:05');
    expect(save()).toBeEnabled();
    expect(
      screen.queryByRole('heading', { name: LIST_STUB_HEADING, hidden: true }),
    ).not.toBeInTheDocument();
  });

  it("falls back to the action's text when the server cannot be reached", async () => {
    api.server.use(http.post(songsUrl, () => HttpResponse.error()));
    const user = renderPage();
    await fillRequired(user);
    await user.click(save());
    const alert = await screen.findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Erro ao salvar a música');
    expect(alert).toHaveTextContent('Erro ao criar música');
  });

  it('asks before saving a second copy of a song already in the repertoire', async () => {
    const user = renderPage();
    // Demo song 1 is "Bondade de Deus" by Isaias Saad: typed with other accents and case.
    await fill(user, 'Nome da música', 'bondade de deus');
    await fill(user, 'Artista', 'Isaías Saad');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', {
      name: 'Esta música já está no repertório',
      hidden: true,
    });
    expect(dialog).toHaveTextContent('“Bondade de Deus”, de Isaias Saad, já está no repertório.');
    await user.click(byRole('button', 'Voltar ao formulário'));
    expect(posts).toHaveLength(0);

    await user.click(save());
    await user.click(
      await screen.findByRole('button', { name: 'Salvar mesmo assim', hidden: true }),
    );
    expect(await onlyPostedBody()).toMatchObject({
      nome: 'bondade de deus',
      artista: 'Isaías Saad',
    });
  });

  it('goes back to the list at once on cancel when nothing was typed', async () => {
    const user = renderPage();
    await user.click(byRole('button', 'Cancelar'));
    expect(byRole('heading', LIST_STUB_HEADING)).toBeInTheDocument();
  });

  it('asks before leaving what was typed, by Cancel or through the shell, saving nothing', async () => {
    const user = renderPage();
    await fillRequired(user);
    let answer!: Promise<boolean>;
    act(() => {
      answer = shellLeaveGuards.askToLeave();
    });
    await user.click(byRole('button', 'Continuar editando'));
    await expect(answer).resolves.toBe(false);
    expect(field('Nome da música')).toHaveValue('Castelo Forte');

    await user.click(byRole('button', 'Cancelar'));
    expect(byRole('dialog', 'Descartar as alterações?')).toBeInTheDocument();
    await user.click(byRole('button', 'Descartar'));
    expect(
      await screen.findByRole('heading', { name: LIST_STUB_HEADING, hidden: true }),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('speaks English', async () => {
    const user = renderPage('en-US');
    expect(byRole('heading', 'New song')).toBeInTheDocument();
    expect(byRole('heading', 'Basic information')).toBeInTheDocument();
    await user.click(byRole('button', 'Save song'));
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent(
      'Song title and artist are required',
    );
    expect(byRole('button', 'Cancel')).toBeInTheDocument();
  });
});

describe('new song page: the chart', () => {
  it('previews a chart pasted as chords over lyrics and sends it as ChordPro', async () => {
    const user = renderPage();
    await fillRequired(user);
    await user.click(field('Cifra \\(ChordPro ou acordes sobre a letra\\)'));
    await user.paste(
      ['[Refrão]', 'G       D/F#', 'Castelo forte é', '   Em', 'Nosso Deus'].join('\n'),
    );
    expect(screen.getByText(/Acordes sobre a letra: será salva em ChordPro/)).toBeInTheDocument();
    const preview = byRole('region', 'Pré-visualização');
    expect(
      Array.from(preview.querySelectorAll('[data-chord]'))
        .map((chord) => chord.textContent)
        .filter(Boolean),
    ).toEqual(['G', 'D/F#', 'Em']);
    await user.click(save());
    expect((await onlyPostedBody()) as { cifra: unknown }).toMatchObject({
      cifra: [
        '{start_of_chorus: Refrão}',
        '[G]Castelo [D/F#]forte é',
        'Nos[Em]so Deus',
        '{end_of_chorus}',
      ].join('\n'),
    });
  });

  it('refuses a chart over 64 KB before sending anything', async () => {
    const user = renderPage();
    await fillRequired(user);
    await user.click(field('Cifra \\(ChordPro ou acordes sobre a letra\\)'));
    await user.paste(`{title: Longa}\n${'á'.repeat(33 * 1024)}`);
    expect(screen.getByText('A cifra passa do limite de 64 KB.')).toBeInTheDocument();
    await user.click(save());
    expect(posts).toHaveLength(0);
  });
});
