import { majorKeys, minorKeys } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL, watchRequests } from '@levita/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realPause } from '../../testing/real-pause';
import { draftRequest, renderScheduleForm } from '../../testing/render-schedule-form';
import { emptyDraft, type ScheduleDraft } from '../../utils/schedule-draft';
import { ScheduleSongsSection } from './schedule-songs-section';

const slow = { timeout: 30_000 };

const api = setupMockApiServer();
const { requests } = watchRequests(
  api,
  { method: 'GET', path: '/musicas' },
  { method: 'GET', path: '/musicas/busca' },
);
const searches = () => requests.filter((request) => request.url.pathname.endsWith('/busca'));
const lists = () => requests.filter((request) => request.url.pathname.endsWith('/musicas'));

afterEach(() => vi.useRealTimers());

interface SongsOptions {
  locale?: Locale;
  initial?: ScheduleDraft;
  first?: 'repertoire' | 'chosen';
  memberIds?: number[];
}

function renderSongs({ locale = 'pt-BR', initial, first, memberIds }: SongsOptions = {}) {
  renderScheduleForm(
    api,
    initial ?? emptyDraft('2026-11-29'),
    (draft, dispatch) => (
      <ScheduleSongsSection
        ministryId={1}
        songs={draft.songs}
        dispatch={dispatch}
        first={first}
        memberIds={memberIds}
        time={draft.horario}
        items={draft.items}
      />
    ),
    { locale },
  );
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

type User = ReturnType<typeof userEvent.setup>;

const pickList = () => within(screen.getByRole('region', { name: 'Repertório' }));
const pick = (name: string) => pickList().findByRole('button', { name: new RegExp(name) });
const chosenList = () => screen.getByRole('list', { name: 'Músicas da escala' });
const chosenNames = () =>
  within(chosenList())
    .getAllByRole('listitem')
    .map((row) => within(row).getByText(/./, { selector: 'strong' }).textContent);
const chosenPositions = () =>
  within(chosenList())
    .getAllByRole('listitem')
    .map((row) => row.firstElementChild?.textContent);

async function add(user: User, ...names: string[]) {
  for (const name of names) await user.click(await pick(name));
}

describe('the songs of a schedule: the pick list', slow, () => {
  it('shows the first 50 songs of the ministry, none chosen yet', async () => {
    renderSongs();
    expect(await pick('Bondade de Deus')).toBeInTheDocument();
    expect(pickList().getAllByRole('button')).toHaveLength(16);
    expect(pickList().getByText('16 músicas no repertório')).toBeInTheDocument();
    expect(pickList().queryByRole('button', { name: 'Mostrar mais músicas' })).toBeNull();
    const [list] = lists();
    expect(list?.url.searchParams.get('pagina')).toBe('1');
    expect(list?.url.searchParams.get('por_pagina')).toBe('50');
    expect(list?.url.searchParams.get('ministerio_id')).toBe('1');
    expect(
      screen.getByText(
        'Nenhuma música na escala ainda. Toque numa música do repertório para adicioná-la.',
      ),
    ).toBeInTheDocument();
  });

  it('searches 500 ms after typing stops, for 20 songs, and shows the list again when cleared', async () => {
    const user = renderSongs();
    await pick('Bondade de Deus');
    const box = screen.getByRole('searchbox', { name: 'Buscar no repertório' });
    // Only the page's timers are faked: the network and React still run in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'ocea' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'oceanos' } });
    act(() => vi.advanceTimersByTime(499));
    await act(() => realPause(200));
    expect(searches()).toHaveLength(0);
    // The pause is over: the search goes out (and the query cache's own 0 ms timers run).
    act(() => vi.advanceTimersByTime(10));
    vi.useRealTimers();
    await waitFor(() => expect(searches()).toHaveLength(1));
    const params = searches()[0]!.url.searchParams;
    expect(params.get('termo')).toBe('oceanos');
    expect(params.get('pagina')).toBe('1');
    expect(params.get('por_pagina')).toBe('20');
    expect(params.get('ministerio_id')).toBe('1');
    await waitFor(() => expect(pickList().getAllByRole('button')).toHaveLength(1));
    expect(pickList().getByRole('button', { name: /Oceanos/ })).toBeInTheDocument();

    await user.clear(box);
    expect(await pick('Bondade de Deus')).toBeInTheDocument();
    expect(pickList().getAllByRole('button')).toHaveLength(16);
    await act(() => realPause(600));
    expect(searches()).toHaveLength(1);
  });

  it('reaches every song of a large repertoire, the next 50 at the end of the list', async () => {
    const base = api.store.song(1)!;
    // 16 demo songs and 46 more: 62, two pages of 50.
    for (let index = 1; index <= 46; index += 1)
      api.store.tables.songs.push({
        ...base,
        id: api.store.nextId('songs'),
        nome: `Zzz Hino ${String(index).padStart(2, '0')}`,
      });
    const user = renderSongs();
    expect(await pick('Bondade de Deus')).toBeInTheDocument();
    expect(pickList().getByText('62 músicas no repertório')).toBeInTheDocument();
    const more = pickList().getByRole('button', { name: 'Mostrar mais músicas' });
    expect(pickList().getAllByRole('button')).toHaveLength(50 + 1);
    expect(pickList().queryByRole('button', { name: /Zzz Hino 46/ })).toBeNull();

    await user.click(more);
    expect(await pick('Zzz Hino 46')).toBeInTheDocument();
    expect(pickList().getAllByRole('button')).toHaveLength(62);
    expect(lists().map((request) => request.url.searchParams.get('pagina'))).toEqual(['1', '2']);
    await add(user, 'Zzz Hino 46');
    expect(chosenNames()).toEqual(['Zzz Hino 46']);
  });

  it('says when a search finds nothing', async () => {
    const user = renderSongs();
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(
      await screen.findByText('Nenhuma música encontrada para “zzzz”.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says when the repertoire could not be loaded, and tries again', async () => {
    let fail = true;
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/musicas`, () =>
        fail ? HttpResponse.json({ error: 'internal', message: '' }, { status: 500 }) : undefined,
      ),
    );
    const user = renderSongs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o repertório.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await pick('Oceanos')).toBeInTheDocument();
  });

  it('adds a song by a click or by Enter, last, in its own key, and hides it from the pick list', async () => {
    const user = renderSongs();
    await add(user, 'Oceanos');
    expect(chosenNames()).toEqual(['Oceanos']);
    expect(pickList().queryByRole('button', { name: /Oceanos/ })).not.toBeInTheDocument();
    expect(pickList().getAllByRole('button')).toHaveLength(15);

    (await pick('Galileu')).focus();
    await user.keyboard('{Enter}');
    expect(chosenNames()).toEqual(['Oceanos', 'Galileu']);
    expect(pickList().queryByRole('button', { name: /Galileu/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 músicas')).toBeInTheDocument();
    // Told to screen readers: the focus was in the pick list, not where the song went.
    expect(screen.getByText('Galileu adicionada na posição 2.')).toHaveAttribute('role', 'status');
    expect(draftRequest().musicas_escaladas).toEqual([
      { musica_id: 12, ordem: 1, tom_alterado: 'Bm' },
      { musica_id: 13, ordem: 2, tom_alterado: 'C' },
    ]);
  });

  it('keeps the focus in the pick list after adding, on the song that took its place', async () => {
    const user = renderSongs();
    await pick('Aclame ao Senhor');
    const [first, second] = pickList().getAllByRole('button');
    await user.click(first!);
    expect(first).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });
});

describe('the songs of a schedule: the chosen list', slow, () => {
  const keyOf = (name: string) => screen.getByRole('combobox', { name: `Tom de ${name}` });
  const optionTexts = (select: HTMLElement) =>
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);

  it("offers the song's own key first, marked original, then none and the keys of its mode first", async () => {
    const user = renderSongs();
    await add(user, 'Oceanos', 'Galileu');
    expect(keyOf('Oceanos')).toHaveValue('Bm');
    expect(optionTexts(keyOf('Oceanos'))).toEqual([
      'Bm (original)',
      'Sem tom',
      ...minorKeys.filter((key) => key !== 'Bm'),
      ...majorKeys,
    ]);
    const groups = within(keyOf('Oceanos')).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Tons menores',
      'Tons maiores',
    ]);
    expect(keyOf('Galileu')).toHaveValue('C');
    expect(optionTexts(keyOf('Galileu'))).toEqual([
      'C (original)',
      'Sem tom',
      ...majorKeys.filter((key) => key !== 'C'),
      ...minorKeys,
    ]);
  });

  it('sends the key chosen, or none', async () => {
    const user = renderSongs();
    await add(user, 'Oceanos', 'Galileu');
    await user.selectOptions(keyOf('Oceanos'), 'Bb');
    await user.selectOptions(keyOf('Galileu'), 'Sem tom');
    expect(draftRequest().musicas_escaladas).toEqual([
      { musica_id: 12, ordem: 1, tom_alterado: 'Bb' },
      { musica_id: 13, ordem: 2, tom_alterado: null },
    ]);
  });

  it('numbers the songs 1..n and renumbers them after every move and removal', async () => {
    const user = renderSongs();
    await add(user, 'Oceanos', 'Galileu', 'Raridade');
    expect(chosenPositions()).toEqual(['1', '2', '3']);

    await user.click(screen.getByRole('button', { name: 'Mover Raridade para cima' }));
    expect(chosenNames()).toEqual(['Oceanos', 'Raridade', 'Galileu']);
    expect(chosenPositions()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Mover Raridade para cima' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Mover Oceanos para baixo' }));
    expect(chosenNames()).toEqual(['Raridade', 'Oceanos', 'Galileu']);

    await user.click(screen.getByRole('button', { name: 'Remover Raridade da escala' }));
    expect(chosenNames()).toEqual(['Oceanos', 'Galileu']);
    expect(chosenPositions()).toEqual(['1', '2']);
    expect(screen.getByRole('heading', { name: 'Músicas da escala' })).toHaveFocus();
    expect(await pick('Raridade')).toBeInTheDocument();
    expect(draftRequest().musicas_escaladas?.map((song) => [song.musica_id, song.ordem])).toEqual([
      [12, 1],
      [13, 2],
    ]);
  });

  it('shows a song kept without an altered key in its own key, the one it is played in', async () => {
    const initial: ScheduleDraft = {
      ...emptyDraft('2026-11-29'),
      songs: [
        { musica_id: 12, nome: 'Oceanos', artista: 'Ana Nóbrega', tom: 'Bm', tom_alterado: null },
        { musica_id: 16, nome: 'Vim para Adorar-te', artista: 'A', tom: null, tom_alterado: null },
      ],
    };
    renderSongs({ initial });
    expect(keyOf('Oceanos')).toHaveValue('Bm');
    expect(keyOf('Vim para Adorar-te')).toHaveValue('');
    expect(within(keyOf('Vim para Adorar-te')).getAllByRole('option')[0]).toHaveTextContent(
      'Sem tom',
    );
    expect(draftRequest().musicas_escaladas?.map((song) => song.tom_alterado)).toEqual([
      null,
      null,
    ]);
  });

  it('puts the repertoire first, or the schedule songs first when the screen asks', async () => {
    const headings = () =>
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const { unmount } = renderScheduleForm(api, emptyDraft('2026-11-29'), (draft, dispatch) => (
      <ScheduleSongsSection
        ministryId={1}
        songs={draft.songs}
        dispatch={dispatch}
        time={draft.horario}
        items={draft.items}
      />
    ));
    expect(headings()).toEqual(['Repertório', 'Músicas da escala', 'Roteiro do culto']);
    unmount();
    renderSongs({ first: 'chosen' });
    expect(headings()).toEqual(['Músicas da escala', 'Repertório', 'Roteiro do culto']);
  });

  it('cannot move the first song up nor the last one down', async () => {
    const user = renderSongs();
    await add(user, 'Oceanos', 'Galileu');
    expect(screen.getByRole('button', { name: 'Mover Oceanos para cima' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mover Oceanos para baixo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mover Galileu para cima' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mover Galileu para baixo' })).toBeDisabled();
  });
});

describe('the songs of a schedule in English', slow, () => {
  it('speaks English', async () => {
    const user = renderSongs({ locale: 'en-US' });
    await user.click(
      await within(screen.getByRole('region', { name: 'Repertoire' })).findByRole('button', {
        name: /Oceanos/,
      }),
    );
    expect(screen.getByRole('list', { name: 'Songs in the schedule' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the repertoire' })).toBeInTheDocument();
    const key = screen.getByRole('combobox', { name: 'Key of Oceanos' });
    expect(within(key).getAllByRole('option')[0]).toHaveTextContent('Bm (original)');
    expect(screen.getByRole('button', { name: 'Move Oceanos up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Oceanos from the schedule' })).toBeEnabled();
    expect(screen.getByText('1 song')).toBeInTheDocument();
  });
});

describe('schedule songs: the singers’ keys', () => {
  // Demo ministry 1: Ana (member 1) sings Bondade de Deus in A, Carla (member 3) in C.
  const singerKeys = (name: string) =>
    screen.findByRole('group', { name: `Tons salvos pelos cantores para ${name}` });

  it('offers every saved key before members are chosen, and one click sets it', async () => {
    const user = renderSongs();
    await add(user, 'Bondade de Deus');
    const keys = await singerKeys('Bondade de Deus');
    expect(
      within(keys)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ana: A', 'Carla: C']);
    await user.click(within(keys).getByRole('button', { name: 'Carla Mendes: C' }));
    expect(within(chosenList()).getByLabelText(/^Tom/)).toHaveValue('C');
    expect(within(keys).getByRole('button', { name: 'Carla Mendes: C' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers only the keys of the members on the schedule once there are some', async () => {
    const user = renderSongs({ memberIds: [3] });
    await add(user, 'Bondade de Deus');
    const keys = await singerKeys('Bondade de Deus');
    expect(
      within(keys)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Carla: C']);
  });
});

describe('schedule form: order of service', () => {
  const partTitles = () =>
    screen
      .getAllByRole('textbox', { name: 'Título' })
      .map((box) => (box as HTMLInputElement).value);
  const service = () =>
    within(screen.getByRole('list', { name: 'Roteiro do culto' }))
      .getAllByRole('listitem')
      .filter((row) => row.parentElement?.getAttribute('aria-labelledby') === 'service-order-title')
      .map((row) =>
        row.querySelector('strong')
          ? `${row.textContent}`
          : `${row.querySelector('span')!.textContent} ${(row.querySelector('input') as HTMLInputElement).value}`,
      );

  it('adds parts with their kind and typical length, places them among the songs, and times them', async () => {
    const user = renderSongs();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Nova parte do culto' }),
      'Boas-vindas',
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar parte' }));
    await add(user, 'Oceanos');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Nova parte do culto' }),
      'Pregação',
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar parte' }));
    expect(partTitles()).toEqual(['Boas-vindas', 'Pregação']);
    expect(service()).toEqual([
      '19:00 Boas-vindas',
      expect.stringMatching(/^19:05Oceanos/),
      '19:13 Pregação',
    ]);

    await user.click(screen.getByRole('button', { name: 'Mover Pregação para cima' }));
    expect(service()).toEqual([
      '19:00 Boas-vindas',
      '19:05 Pregação',
      expect.stringMatching(/^19:45Oceanos/),
    ]);
    const minutes = screen.getAllByRole('spinbutton', { name: 'Minutos' })[1]!;
    await user.clear(minutes);
    await user.type(minutes, '30');
    expect(service()[2]).toMatch(/^19:35Oceanos/);
    expect(screen.getByText(/^Duração prevista: /)).toHaveTextContent(
      /^Duração prevista: \d+ min$/,
    );

    await user.click(screen.getByRole('button', { name: 'Remover Boas-vindas do roteiro' }));
    expect(partTitles()).toEqual(['Pregação']);
    expect(draftRequest().itens).toEqual([
      expect.objectContaining({
        tipo: 'pregacao',
        titulo: 'Pregação',
        duracao_minutos: 30,
        ordem: 1,
      }),
    ]);
    expect(draftRequest().musicas_escaladas).toEqual([expect.objectContaining({ ordem: 2 })]);
  });
});
