import { shellLeaveGuards } from '@levita/federation/testing';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SongDetailPage } from './song-detail-page';
import { SAVED_BANNER_MS } from '../hooks/use-timed-notice';
import { LIST_STUB_HEADING, renderRepertoirePage } from '../../../testing/render-repertoire-page';

const api = setupMockApiServer();

/** Demo ministry 1, song 1: "Bondade de Deus", imported, key G, 68 BPM, a chords link. */
const SONG_ID = 1;

function renderPage() {
  const session = api.signInAs('PROPRIETARIO');
  return renderRepertoirePage(<SongDetailPage />, {
    route: '/:musicaId',
    at: `/${SONG_ID}`,
    ministry: session.ministry,
  });
}

const stored = () => api.store.tables.songs.find((row) => row.id === SONG_ID)!;
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
const bpmInput = () => screen.getByRole('spinbutton', { name: /BPM/ });
const keySelect = () => screen.getByRole('combobox', { name: 'Tom' });
const bpmMessage = 'O BPM deve ser um número de 1 a 300.';
const failWith = (status: number) => () =>
  HttpResponse.json({ error: 'server_error', message: '' }, { status });

async function openEditor(user = userEvent.setup()) {
  await screen.findByRole('heading', { level: 1, name: 'Bondade de Deus' });
  await user.click(screen.getByRole('button', { name: 'Editar' }));
  // The form comes with its own chunk.
  await screen.findByRole('heading', { level: 2, name: 'Editar música' });
  return user;
}

afterEach(() => {
  vi.useRealTimers();
  api.server.events.removeAllListeners();
});

describe('song detail: edit', () => {
  it('opens the form prefilled with the song, focused on its heading', async () => {
    renderPage();
    await openEditor();
    const title = screen.getByRole('heading', { level: 2, name: 'Editar música' });
    expect(title).toHaveFocus();
    expect(keySelect()).toHaveValue('G');
    expect(bpmInput()).toHaveValue(68);
    expect(screen.getByRole('checkbox', { name: 'Adoração' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Confiança' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Louvor' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Cifra' })).toHaveValue(
      'https://www.cifraclub.com.br/isaias-saad/bondade-de-deus/',
    );
    expect(screen.getByRole('textbox', { name: 'Letra' })).toHaveValue('');
    // Only the view offers edit and delete.
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('saves, shows what the server returned and a banner that goes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage();
    const user = await openEditor(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await user.selectOptions(keySelect(), 'A');
    await user.clear(bpmInput());
    await user.type(bpmInput(), '72');
    await user.click(screen.getByRole('checkbox', { name: 'Louvor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Confiança' }));
    const chords = screen.getByRole('textbox', { name: 'Cifra' });
    await user.clear(chords);
    await user.paste('http://cifraclub.com.br/isaias-saad/bondade-de-deus-ao-vivo/');
    await user.click(screen.getByRole('textbox', { name: 'Letra' }));
    await user.paste('https://www.letras.mus.br/isaias-saad/bondade-de-deus/');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    const banner = await screen.findByText('Música atualizada com sucesso.');
    expect(screen.getByRole('status')).toContainElement(banner);
    expect(screen.queryByRole('heading', { name: 'Editar música' })).not.toBeInTheDocument();
    expect(fact('Tom')).toHaveTextContent('A');
    expect(fact('BPM')).toHaveTextContent('72');
    const categories = screen.getByRole('region', { name: 'Categorias' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adoração', 'Louvor']);
    // The server normalises the chords link; the page shows its version, not what was typed.
    expect(screen.getByRole('link', { name: 'Abrir cifra' })).toHaveAttribute(
      'href',
      'https://www.cifraclub.com.br/isaias-saad/bondade-de-deus-ao-vivo/',
    );
    expect(screen.getByRole('link', { name: 'Abrir letra' })).toHaveAttribute(
      'href',
      'https://www.letras.mus.br/isaias-saad/bondade-de-deus/',
    );
    expect(stored()).toMatchObject({ tom: 'A', bpm: 72, classificacoes: 'adoracao,louvor' });
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();

    act(() => vi.advanceTimersByTime(SAVED_BANNER_MS - 100));
    expect(screen.getByText('Música atualizada com sucesso.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Música atualizada com sucesso.')).not.toBeInTheDocument();
  });

  it("fixes an imported song's name, artist, album and duration", async () => {
    renderPage();
    const user = await openEditor();
    const name = screen.getByRole('textbox', { name: /Nome da música/ });
    expect(name).toHaveValue('Bondade de Deus');
    expect(screen.getByRole('textbox', { name: /Duração/ })).toHaveValue('6:12');
    await user.clear(name);
    await user.type(name, 'Bondade de Deus (ao vivo)');
    await user.type(screen.getByRole('textbox', { name: /Artista/ }), ' e Ministério');
    await user.clear(screen.getByRole('textbox', { name: 'Álbum' }));
    const duration = screen.getByRole('textbox', { name: /Duração/ });
    await user.clear(duration);
    await user.type(duration, '5:10');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await screen.findByText('Música atualizada com sucesso.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bondade de Deus (ao vivo)' }),
    ).toBeInTheDocument();
    expect(stored()).toMatchObject({
      nome: 'Bondade de Deus (ao vivo)',
      artista: 'Isaias Saad e Ministério',
      album: null,
      duracao: 310,
      id_externo: expect.any(String),
    });
  });

  it('blocks the save without a name or an artist, says why and focuses the first', async () => {
    const put = vi.fn();
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') put();
    });
    renderPage();
    const user = await openEditor();
    await user.clear(screen.getByRole('textbox', { name: /Nome da música/ }));
    await user.clear(screen.getByRole('textbox', { name: /Artista/ }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nome da música e artista são campos obrigatórios.',
    );
    expect(screen.getByRole('textbox', { name: /Nome da música/ })).toHaveFocus();
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(2);
    expect(put).not.toHaveBeenCalled();
    expect(stored().nome).toBe('Bondade de Deus');
  });

  it('clears the key, the BPM and a link emptied in the form', async () => {
    renderPage();
    const user = await openEditor();
    await user.selectOptions(keySelect(), '');
    await user.clear(bpmInput());
    await user.clear(screen.getByRole('textbox', { name: 'Cifra' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await screen.findByText('Música atualizada com sucesso.');
    expect(stored()).toMatchObject({ tom: null, bpm: null, link_cifra: null });
    expect(fact('Tom')).toHaveTextContent('Sem tom');
    expect(screen.queryByRole('link', { name: 'Abrir cifra' })).not.toBeInTheDocument();
  });

  it.each(['0', '301'])('blocks the save with BPM %s and says why', async (bpm) => {
    const put = vi.fn();
    api.server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') put();
    });
    renderPage();
    const user = await openEditor();
    await user.clear(bpmInput());
    await user.type(bpmInput(), bpm);
    expect(screen.getByText(bpmMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Corrija os campos destacados antes de salvar.',
    );
    expect(screen.getByRole('heading', { name: 'Editar música' })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    expect(stored().bpm).toBe(68);
  });

  it('shows an incomplete link after a save attempt and blocks the save', async () => {
    renderPage();
    const user = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Vídeo' }), 'youtube.com/watch');
    const linkMessage = 'Informe um link completo, começando com http:// ou https://.';
    expect(screen.queryByText(linkMessage)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(screen.getByText(linkMessage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Editar música' })).toBeInTheDocument();
    expect(stored().link_video).toBeNull();
  });

  it('cancel drops the edits: the view and the reopened form show the saved values', async () => {
    renderPage();
    const user = await openEditor();
    await user.selectOptions(keySelect(), 'C');
    await user.clear(bpmInput());
    await user.type(bpmInput(), '99');
    await user.click(screen.getByRole('checkbox', { name: 'Natal' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const discard = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(discard).getByRole('button', { name: 'Descartar' }));

    expect(screen.queryByRole('heading', { name: 'Editar música' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
    expect(fact('Tom')).toHaveTextContent('G');
    expect(fact('BPM')).toHaveTextContent('68');
    expect(screen.queryByText('Natal')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(keySelect()).toHaveValue('G');
    expect(bpmInput()).toHaveValue(68);
    expect(screen.getByRole('checkbox', { name: 'Natal' })).not.toBeChecked();
    expect(stored()).toMatchObject({ tom: 'G', bpm: 68 });
  });

  it('asks before leaving with unsaved edits, by Cancel or through the shell; staying keeps them', async () => {
    renderPage();
    const user = await openEditor();
    let answer!: Promise<boolean>;
    act(() => {
      answer = shellLeaveGuards.askToLeave();
    });
    // Nothing changed yet: nothing to ask.
    await expect(answer).resolves.toBe(true);

    await user.clear(bpmInput());
    await user.type(bpmInput(), '99');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const discard = await screen.findByRole('dialog', { name: 'Descartar as alterações?' });
    await user.click(within(discard).getByRole('button', { name: 'Continuar editando' }));
    expect(bpmInput()).toHaveValue(99);

    act(() => {
      answer = shellLeaveGuards.askToLeave();
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Descartar as alterações?' })).getByRole(
        'button',
        { name: 'Continuar editando' },
      ),
    );
    await expect(answer).resolves.toBe(false);
    expect(screen.getByRole('heading', { name: 'Editar música' })).toBeInTheDocument();
  });

  it('keeps the form and its values when the save fails, with the API message', async () => {
    api.server.use(http.put(`${TEST_API_BASE_URL}/musicas/:id`, failWith(500)));
    renderPage();
    const user = await openEditor();
    await user.clear(bpmInput());
    await user.type(bpmInput(), '99');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao atualizar música');
    expect(screen.getByRole('heading', { name: 'Editar música' })).toBeInTheDocument();
    expect(bpmInput()).toHaveValue(99);
    expect(screen.queryByText('Música atualizada com sucesso.')).not.toBeInTheDocument();
  });
});

describe('song detail: delete', () => {
  it('asks, deletes, goes back to the list and tells the shell', async () => {
    const { notify } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Bondade de Deus' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir música?' });
    expect(dialog).toHaveTextContent('“Bondade de Deus” será removida do repertório.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir música' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: LIST_STUB_HEADING }),
    ).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: '“Bondade de Deus” foi excluída do repertório.',
    });
    expect(stored().deleted_at).not.toBeNull();
  });

  it('cancel keeps the song', async () => {
    const { notify } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Bondade de Deus' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored().deleted_at).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the API message when the delete fails', async () => {
    api.server.use(http.delete(`${TEST_API_BASE_URL}/musicas/:id`, failWith(500)));
    const { notify } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Bondade de Deus' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir música?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir música' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao excluir música');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bondade de Deus' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(stored().deleted_at).toBeNull();

    // Closing and opening again starts without the old failure.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Excluir música?' })).queryByRole('alert'),
    ).not.toBeInTheDocument();
  });
});
