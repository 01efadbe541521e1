import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { SongChartPage } from './song-chart-page';

/**
 * Schedule 3 (next Sunday's "Culto de domingo") plays, in order: Maranata (Em, with a chart),
 * Ousado Amor in D (written in C, with a chart), and two songs without charts.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

function renderPage(at: string) {
  return renderSchedulesPage(api, <SongChartPage />, {
    route: '/:escalaId/musicas/:ordem',
    at,
    routes: <Route path="/:escalaId" element={<h1>Detail stub</h1>} />,
  });
}

const chords = () =>
  Array.from(document.querySelectorAll('main [data-chart] [data-chord], [data-chart] [data-chord]'))
    .filter((chord) => !chord.closest('[data-print-copy]'))
    .map((chord) => chord.textContent)
    .filter(Boolean);

describe('a scheduled song with its chart', () => {
  it("opens the chart in the schedule's key, with the songs before and after it", async () => {
    renderPage('/3/musicas/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ousado Amor' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Música 2 de 4 · Culto de domingo')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Ferramentas da cifra' });
    expect(chords().slice(0, 4)).toEqual(['D', 'A/C#', 'Bm7', 'G7M']);
    expect(screen.getByLabelText('Tom')).toHaveValue('D');
    const setlist = screen.getAllByRole('navigation', { name: 'Músicas da escala' })[0]!;
    expect(within(setlist).getByRole('link', { name: /Anterior.*Maranata/ })).toHaveAttribute(
      'href',
      '/3/musicas/1',
    );
    expect(within(setlist).getByRole('link', { name: /Próxima/ })).toHaveAttribute(
      'href',
      '/3/musicas/3',
    );
  });

  it('goes to the next song with its own chart', async () => {
    renderPage('/3/musicas/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maranata' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Ferramentas da cifra' });
    expect(chords().slice(0, 2)).toEqual(['Em', 'C7M']);
    await userEvent.click(screen.getAllByRole('link', { name: /Próxima.*Ousado Amor \(D\)/ })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ousado Amor' }),
    ).toBeInTheDocument();
  });

  it('says when the song has no chart in the repertoire', async () => {
    renderPage('/3/musicas/3');
    expect(
      await screen.findByText('Esta música ainda não tem cifra no repertório.'),
    ).toBeInTheDocument();
  });

  it('shows the not-found panel for a place the schedule does not have', async () => {
    renderPage('/3/musicas/9');
    expect(
      await screen.findByRole('heading', { name: 'Música não encontrada nesta escala' }),
    ).toBeInTheDocument();
  });
});
