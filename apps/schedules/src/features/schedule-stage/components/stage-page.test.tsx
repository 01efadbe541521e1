import { setupMockApiServer } from '@levita/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { StagePage } from './stage-page';

/**
 * Schedule 3 (next Sunday's "Culto de domingo") plays, in order: Maranata (Em, with a chart),
 * Ousado Amor in D (written in C, with a chart), and two songs without charts.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderStage(at = '/3/palco') {
  return renderSchedulesPage(api, <StagePage />, {
    route: '/:escalaId/palco',
    at,
    routes: <Route path="/:escalaId" element={<h1>Detail stub</h1>} />,
  });
}

const chords = () =>
  Array.from(document.querySelectorAll('[data-chart] [data-chord]'))
    .map((chord) => chord.textContent)
    .filter(Boolean);

const song = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('stage mode', () => {
  it("shows one song at a time in the schedule's key, with the next song's name and key", async () => {
    renderStage('/3/palco?musica=2');
    // The song's heading takes the focus (in an effect, once it has rendered).
    const heading = await song('Ousado Amor');
    await waitFor(() => expect(heading).toHaveFocus());
    const stage = screen.getByRole('region', { name: 'Modo palco' });
    expect(within(stage).getByText('2 de 4')).toBeInTheDocument();
    expect(within(stage).getByText('Tom: D')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Ferramentas da cifra' });
    expect(chords().slice(0, 4)).toEqual(['D', 'A/C#', 'Bm7', 'G7M']);
    expect(within(stage).getByRole('navigation', { name: 'Músicas da escala' })).toHaveTextContent(
      /Próxima: /,
    );
  });

  it('arrows and pedals change songs; Escape leaves', async () => {
    renderStage();
    await song('Maranata');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await song('Ousado Amor');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await song('Maranata');
    // jsdom lays nothing out: the chart is always "at its end", so a pedal turns the song.
    fireEvent.keyDown(window, { key: 'PageDown' });
    await song('Ousado Amor');
    fireEvent.keyDown(window, { key: 'PageUp' });
    await song('Maranata');
    // Before the first song there is none.
    fireEvent.keyDown(window, { key: 'PageUp' });
    expect(await song('Maranata')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('heading', { name: 'Detail stub' })).toBeInTheDocument();
  });

  it('a sideways swipe of a finger changes songs; a mouse drag does not', async () => {
    renderStage();
    await song('Maranata');
    const body = screen.getByRole('region', { name: 'Cifra de Maranata' });
    const swipe = (pointerType: string, from: number, to: number) => {
      fireEvent.pointerDown(body, { pointerType, clientX: from, clientY: 300 });
      fireEvent.pointerUp(body, { pointerType, clientX: to, clientY: 310 });
    };
    swipe('mouse', 300, 100);
    swipe('touch', 300, 100);
    await song('Ousado Amor');
    swipe('touch', 100, 300);
    await song('Maranata');
  });

  it('keeps lyrics only from song to song, and buttons go back and forth', async () => {
    renderStage();
    await song('Maranata');
    await screen.findByRole('group', { name: 'Ferramentas da cifra' });
    await userEvent.click(screen.getByRole('button', { name: 'Só letra' }));
    await userEvent.click(screen.getByRole('button', { name: /Próxima música/ }));
    await song('Ousado Amor');
    await screen.findByRole('group', { name: 'Ferramentas da cifra' });
    expect(screen.getByRole('button', { name: 'Só letra' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: /Música anterior/ }));
    expect(await song('Maranata')).toBeInTheDocument();
  });

  it('keeps the screen on while open, dark unless chosen, with a remembered scroll speed', async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ release }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const { unmount } = renderStage();
    await song('Maranata');
    expect(request).toHaveBeenCalledWith('screen');
    expect(screen.getByRole('button', { name: 'Tema claro' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rolagem mais rápida' }));
    expect(screen.getByText('Velocidade 1,25×')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('levita.stage') ?? '{}')).toMatchObject({
      factor: 1.25,
      theme: 'dark',
    });
    await act(async () => unmount());
    expect(release).toHaveBeenCalled();
  });

  it('folds its controls and the chart tools away on a phone, and opens them on request', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 640px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderStage();
    await song('Maranata');
    const adjust = screen.getByRole('button', { name: 'Ajustes' });
    expect(adjust).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByRole('group', { name: 'Controles do modo palco' }),
    ).not.toBeInTheDocument();
    // The chart is there, its tools folded away.
    await waitFor(() => expect(chords()).not.toEqual([]));
    expect(screen.queryByRole('group', { name: 'Ferramentas da cifra' })).not.toBeInTheDocument();
    await userEvent.click(adjust);
    expect(screen.getByRole('group', { name: 'Controles do modo palco' })).toBeVisible();
    expect(await screen.findByRole('group', { name: 'Ferramentas da cifra' })).toBeVisible();
  });

  it('says so when the schedule has no songs', async () => {
    const schedule = api.store.schedule(3)!;
    schedule.songs = [];
    renderStage();
    expect(await screen.findByText('Esta escala ainda não tem músicas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rolagem automática' })).toBeDisabled();
  });
});
