import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { COPIED_NOTICE_MS } from '@levita/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { SetlistPage } from './setlist-page';

/**
 * Today is Wednesday 18/11/2026: schedule 3 is next Sunday's "Culto de domingo" (19:00,
 * Templo principal, led by Carla) with four songs and five members; 4 is a draft.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const PUBLISHED = 3;
const DRAFT = 4;
const DETAIL_STUB = 'Detail stub';
const LOGO = '/api/uploads/7-3f9a.png';

function renderPage(
  at = `/${PUBLISHED}/imprimir`,
  { standing, locale }: { standing?: MinistryStanding; locale?: Locale } = {},
) {
  return renderSchedulesPage(api, <SetlistPage />, {
    route: '/:escalaId/imprimir',
    at,
    standing,
    locale,
    routes: <Route path="/:escalaId" element={<h1>{DETAIL_STUB}</h1>} />,
  });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The sheet on screen (the printer's copy is hidden from the accessibility tree). */
const sheet = () => screen.getByRole('article', { name: 'Culto de domingo' });
const printCopy = () => document.body.querySelector(':scope > [data-print-copy]');
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const team = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('dl')[1]!.children).map((group) =>
    Array.from(group.children).map((part) => part.textContent),
  );

let share: ReturnType<typeof vi.fn> | undefined;
function offerShare(implementation: () => Promise<void> = () => Promise.resolve()) {
  share = vi.fn(implementation);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (share) {
    delete (navigator as { share?: unknown }).share;
    share = undefined;
  }
});

describe('setlist: loading and failures', () => {
  it('shows a spinner with a label while the schedule loads', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Carregando a setlist…' })).toBeInTheDocument();
    expect(await heading('Culto de domingo')).toBeInTheDocument();
  });

  it.each([
    ['an id that is not a number', '/abc/imprimir', 'PROPRIETARIO'],
    ['an unknown id', '/999/imprimir', 'PROPRIETARIO'],
    ['a draft a plain member may not see', `/${DRAFT}/imprimir`, 'MEMBRO'],
  ] as const)('shows the not-found panel for %s', async (_case, at, standing) => {
    renderPage(at, { standing });
    expect(await heading('Escala não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar às escalas' })).toHaveAttribute('href', '/');
    expect(printCopy()).toBeNull();
  });

  it('shows the not-found panel for a schedule of another ministry', async () => {
    api.store.tables.schedules.find((row) => row.id === PUBLISHED)!.ministry_id = 2;
    renderPage();
    expect(await heading('Escala não encontrada')).toBeInTheDocument();
  });

  it('shows a load failure with the API message, a way back, and tries again', async () => {
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}/escalas/:id`,
        () => HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Não foi possível carregar a escala');
    expect(panel).toHaveTextContent('Erro ao obter escala');
    expect(screen.getByRole('link', { name: /Voltar/ })).toHaveAttribute('href', `/${PUBLISHED}`);
    await userEvent.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
    expect(await heading('Culto de domingo')).toBeInTheDocument();
  });
});

describe('setlist: the sheet', () => {
  it('heads the sheet with the ministry and the schedule’s date, time, place and leader', async () => {
    renderPage();
    await heading('Culto de domingo');
    const page = sheet();
    expect(within(page).getByText('Ministério de Louvor')).toBeInTheDocument();
    const facts = Array.from(page.querySelector('dl')!.children).map((fact) => fact.textContent);
    expect(facts).toEqual([
      'Datadomingo, 22 de novembro de 2026',
      'Horário19:00',
      'LocalTemplo principal',
      'ResponsávelCarla Mendes',
    ]);
    // No logo uploaded: none shown.
    expect(page.querySelector('img')).toBeNull();
  });

  it('shows the ministry’s logo when it has one', async () => {
    api.store.tables.ministries.find((row) => row.id === 1)!.logo = LOGO;
    renderPage();
    await heading('Culto de domingo');
    expect(await within(sheet()).findByRole('presentation')).toHaveAttribute('src', LOGO);
  });

  it('lists the songs in order with the key to play, artist and BPM', async () => {
    renderPage();
    await heading('Culto de domingo');
    const songs = within(sheet()).getByRole('table');
    expect(
      within(songs)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Nº', 'Música', 'Tom', 'BPM']);
    expect(rows(songs)).toEqual([
      ['1', 'MaranataMinistério Avivah', 'Em', '130'],
      ['2', 'Ousado AmorIsaias Saad', 'D (original C)', '70'],
      ['3', 'OceanosAna Nóbrega', 'Bm', '66'],
      ['4', 'Santo EspíritoLaura Souguellis', 'A', '70'],
    ]);
  });

  it('puts a dash where a song has no key or BPM', async () => {
    Object.assign(
      api.store.tables.songs.find((row) => row.id === 15)!,
      { tom: null, bpm: null },
    );
    renderPage();
    await heading('Culto de domingo');
    expect(rows(within(sheet()).getByRole('table'))[0]).toEqual([
      '1',
      'MaranataMinistério Avivah',
      '—',
      '—',
    ]);
  });

  it('groups the team by function, then the notes', async () => {
    renderPage();
    await heading('Culto de domingo');
    expect(team(sheet())).toEqual([
      ['Vocal', 'Carla Mendes (Abre o culto)'],
      ['Violão', 'Ana Souza'],
      ['Baixo', 'Gabriela Alves'],
      ['Bateria', 'Felipe Costa'],
      ['Teclado', 'Bruno Lima'],
    ]);
    expect(
      within(within(sheet()).getByRole('region', { name: 'Observações' })).getByText(
        'Chegar às 17:30 para a passagem de som.',
      ),
    ).toBeInTheDocument();
  });

  it('says when there are no songs or members, and leaves out absent notes', async () => {
    Object.assign(
      api.store.tables.schedules.find((row) => row.id === PUBLISHED)!,
      {
        songs: [],
        members: [],
        observacoes: null,
      },
    );
    renderPage();
    await heading('Culto de domingo');
    expect(within(sheet()).getByText('Nenhuma música nesta escala.')).toBeInTheDocument();
    expect(within(sheet()).getByText('Nenhum membro nesta escala.')).toBeInTheDocument();
    expect(within(sheet()).queryByRole('region', { name: 'Observações' })).toBeNull();
  });
});

describe('setlist: printing', () => {
  it('prints through the browser’s dialog', async () => {
    renderPage();
    await heading('Culto de domingo');
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir / Salvar PDF' }));
    expect(window.print).toHaveBeenCalledOnce();
  });

  it('gives the printer a copy of the sheet straight under body, hidden from screen readers', async () => {
    api.store.tables.ministries.find((row) => row.id === 1)!.logo = LOGO;
    const { unmount } = renderPage();
    await heading('Culto de domingo');
    const copy = printCopy()!;
    expect(copy).not.toBeNull();
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    expect(copy).toHaveTextContent('Culto de domingo');
    expect(copy).toHaveTextContent('Ministério de Louvor');
    expect(copy).toHaveTextContent('Ousado AmorIsaias SaadD (original C)70');
    expect(copy).toHaveTextContent('VocalCarla Mendes (Abre o culto)');
    await waitFor(() => expect(copy.querySelector(`img[src="${LOGO}"]`)).not.toBeNull());
    // The toolbar is not printed.
    expect(within(copy as HTMLElement).queryByText('Imprimir / Salvar PDF')).toBeNull();
    unmount();
    expect(printCopy()).toBeNull();
  });

  it('prints on A4 with 15 mm margins, hiding everything else under body', async () => {
    const { unmount } = renderPage();
    await heading('Culto de domingo');
    const css = printCopy()!.querySelector('style')!.textContent!.replace(/\s+/g, ' ');
    expect(css).toMatch(/^ @media print \{/);
    expect(css).toContain('@page { size: A4; margin: 15mm; }');
    expect(css).toContain('body > :not([data-print-copy]) { display: none !important; }');
    // White paper whatever the theme.
    expect(css).toContain('html, body { background: #ffffff !important; }');
    // Gone with the page: printing elsewhere in the app is untouched.
    unmount();
    expect(document.querySelector('[data-print-copy] style')).toBeNull();
  });
});

describe('setlist: sharing', () => {
  it('shares the plain-text setlist where the browser can', async () => {
    offerShare();
    renderPage();
    await heading('Culto de domingo');
    expect(screen.queryByRole('button', { name: 'Copiar texto' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledOnce();
    const [data] = share!.mock.calls[0] as [ShareData];
    expect(data.title).toBe('Culto de domingo');
    expect(data.text).toContain('*Culto de domingo*\nData: domingo, 22 de novembro de 2026');
    expect(data.text).toContain('2. Ousado Amor – Isaias Saad (Tom: D)');
    expect(data.text).toContain('Vocal: Carla Mendes (Abre o culto)');
    expect(screen.queryByText(/Setlist copiada/)).not.toBeInTheDocument();
  });

  it('takes a cancelled share as no failure', async () => {
    offerShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const user = userEvent.setup();
    renderPage();
    await heading('Culto de domingo');
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledOnce();
    expect(await navigator.clipboard.readText()).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Setlist copiada/)).not.toBeInTheDocument();
  });

  it('copies the text instead when the browser refuses to share', async () => {
    offerShare(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const user = userEvent.setup();
    renderPage();
    await heading('Culto de domingo');
    await user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(
      await screen.findByText('Setlist copiada! Cole no grupo da equipe.'),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('*Culto de domingo*');
  });

  it('copies the text where the browser cannot share, with a confirmation that goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await heading('Culto de domingo');
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar texto' }));

    const copied = await screen.findByText('Setlist copiada! Cole no grupo da equipe.');
    expect(copied.closest('[role="status"]')).not.toBeNull();
    const text = await navigator.clipboard.readText();
    expect(text.split('\n').slice(0, 12)).toEqual([
      '*Culto de domingo*',
      'Data: domingo, 22 de novembro de 2026',
      'Horário: 19:00',
      'Local: Templo principal',
      'Responsável: Carla Mendes',
      '',
      '*Músicas*',
      '1. Maranata – Ministério Avivah (Tom: Em)',
      '2. Ousado Amor – Isaias Saad (Tom: D)',
      '3. Oceanos – Ana Nóbrega (Tom: Bm)',
      '4. Santo Espírito – Laura Souguellis (Tom: A)',
      '',
    ]);

    act(() => vi.advanceTimersByTime(COPIED_NOTICE_MS - 100));
    expect(screen.getByText('Setlist copiada! Cole no grupo da equipe.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Setlist copiada! Cole no grupo da equipe.')).not.toBeInTheDocument();
  });

  it('says so when the text cannot be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderPage();
    await heading('Culto de domingo');
    await user.click(screen.getByRole('button', { name: 'Copiar texto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível copiar a setlist. Tente imprimir ou salvar em PDF.',
    );
    expect(screen.queryByText(/Setlist copiada/)).not.toBeInTheDocument();
  });
});

describe('setlist: the way back and the language', () => {
  it('goes back to the schedule', async () => {
    renderPage();
    await heading('Culto de domingo');
    await userEvent.click(screen.getByRole('link', { name: 'Voltar' }));
    expect(await heading(DETAIL_STUB)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/${PUBLISHED}`);
    expect(printCopy()).toBeNull();
  });

  it('speaks English', async () => {
    renderPage(undefined, { locale: 'en-US' });
    await heading('Culto de domingo');
    const toolbar = screen.getByRole('group', { name: 'Setlist actions' });
    expect(
      within(toolbar).getByRole('button', { name: 'Print / Save as PDF' }),
    ).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Copy text' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(within(sheet()).getByText('Sunday, November 22, 2026')).toBeInTheDocument();
    expect(within(sheet()).getByText('7:00 PM')).toBeInTheDocument();
    expect(within(sheet()).getByRole('region', { name: 'Songs' })).toBeInTheDocument();
    expect(within(sheet()).getByRole('region', { name: 'Team' })).toBeInTheDocument();
    expect(within(sheet()).getByRole('columnheader', { name: 'Key' })).toBeInTheDocument();
  });
});

describe('setlist: with charts', () => {
  it("adds each song's chart in the schedule's key, on screen and on paper", async () => {
    renderPage();
    await heading('Culto de domingo');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Com cifras' }));
    const ousado = await screen.findByRole('region', { name: 'Ousado Amor' });
    await waitFor(() => expect(ousado.querySelector('[data-chord]')?.textContent).toBe('D'));
    expect(screen.getByRole('region', { name: 'Oceanos' })).toHaveTextContent(
      'Esta música não tem cifra no repertório.',
    );
    const printed = printCopy()!;
    expect(printed).toHaveTextContent('2. Ousado Amor · Tom: D');
    await waitFor(() => expect(printed.querySelectorAll('[data-chart]')).toHaveLength(2));
  });
});
