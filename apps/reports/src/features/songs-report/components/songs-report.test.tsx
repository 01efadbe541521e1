import { captureDownloads, setupMockApiServer, watchRequests } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportsPage } from '../../../app/reports-page';
import { renderReportsPage } from '../../../testing/render-reports-page';
import { answerSongs, failOnce, songsFixture } from '../../../testing/report-fixtures';

const api = setupMockApiServer({ today: '2026-11-26' });
const calls = watchRequests(api, { method: 'GET', path: '/relatorios/musicas' });
const downloads = captureDownloads();

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const panel = () => screen.getByRole('tabpanel');
const findTable = (name = 'Músicas mais tocadas') => within(panel()).findByRole('table', { name });
const rowOf = (name: string) =>
  within(panel())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

function renderAt(query = 'mes=11&ano=2026', locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderReportsPage(api, <ReportsPage />, {
    route: '/',
    at: `/?aba=musicas&${query}`,
    locale,
  });
}

describe('songs report', () => {
  it('asks for 20 songs by default and lists them with count, key and the schedules used in', async () => {
    answerSongs(api, songsFixture());
    renderAt();
    const table = await findTable();
    expect(Object.fromEntries(calls.requests[0]!.url.searchParams)).toEqual({
      ministerio_id: '1',
      mes: '11',
      ano: '2026',
      limite: '20',
    });
    expect(within(panel()).getByRole('combobox', { name: 'Quantidade' })).toHaveValue('20');
    expect(within(table).getAllByRole('row')).toHaveLength(13);

    const first = within(rowOf('Grande é o Senhor'));
    expect(first.getByRole('rowheader')).toHaveTextContent('Grande é o SenhorAdhemar de Campos');
    expect(first.getAllByRole('cell').map((cell) => cell.textContent?.slice(0, 20))).toEqual([
      '1',
      '4',
      '—',
      '01/11/2026 Culto 1 (',
    ]);
    const uses = first.getAllByRole('listitem').map((item) => item.textContent);
    expect(uses).toEqual([
      '01/11/2026 Culto 1 (tom A)',
      '08/11/2026 Culto 2 (tom G)',
      '15/11/2026 Culto 3 (tom G)',
      '22/11/2026 Culto 4 (tom G)',
    ]);
    expect(
      within(panel()).getByText('12 músicas mais tocadas em 4 escalas no período.'),
    ).toBeInTheDocument();
  });

  it('opens a schedule the song was used in through the shell', async () => {
    answerSongs(api, songsFixture());
    const { navigate } = renderAt();
    await findTable();
    const link = within(rowOf('Grande é o Senhor')).getByRole('link', { name: 'Culto 2' });
    expect(link).toHaveAttribute('href', '/ministerios/1/escalas/101');
    await user().click(link);
    expect(navigate).toHaveBeenCalledWith('/ministerios/1/escalas/101');
  });

  it('asks for another number of songs and keeps it in the URL', async () => {
    renderAt();
    const limit = await within(panel()).findByRole('combobox', { name: 'Quantidade' });
    expect(
      within(limit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 músicas', '20 músicas', '50 músicas', '100 músicas']);
    await user().selectOptions(limit, '50 músicas');
    await waitFor(() => expect(calls.requests.at(-1)!.url.searchParams.get('limite')).toBe('50'));
    expect(screen.getByTestId('location')).toHaveTextContent('limite=50');
  });

  it('charts the ten most played songs with their counts as text', async () => {
    answerSongs(api, songsFixture());
    renderAt();
    const chart = await within(panel()).findByRole('figure', {
      name: 'As 10 músicas mais tocadas',
    });
    const items = within(chart).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Grande é o Senhor4 vezes');
    expect(items[2]).toHaveTextContent('Canção 31 vez');
  });

  it('shows dates the English way in en-US', async () => {
    answerSongs(api, songsFixture());
    renderAt('mes=11&ano=2026', 'en-US');
    await findTable('Most played songs');
    expect(within(rowOf('Grande é o Senhor')).getAllByRole('listitem')[1]).toHaveTextContent(
      '11/08/2026 Culto 2 (key G)',
    );
  });

  it('says so when nothing was played in the period', async () => {
    answerSongs(api, { ...songsFixture(), total_escalas: 0, musicas: [] });
    renderAt('mes=todos&ano=2025');
    expect(
      await within(panel()).findByRole('heading', { name: 'Nenhuma música tocada em 2025' }),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Baixar CSV: músicas' })).toBeDisabled();
  });

  it('shows the generic message and the API’s, and tries again', async () => {
    failOnce(api, '/relatorios/musicas');
    renderAt();
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o relatório. Tente novamente.');
    expect(alert).toHaveTextContent('Erro ao obter relatório de músicas');
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await findTable()).toBeInTheDocument();
  });

  it('keeps a failure inside its tab: participation still loads', async () => {
    failOnce(api, '/relatorios/musicas');
    renderAt();
    await within(panel()).findByRole('alert');
    await user().click(screen.getByRole('tab', { name: 'Participação' }));
    expect(await within(panel()).findByRole('table', { name: 'Membros' })).toBeInTheDocument();
  });

  it('downloads the songs as CSV, one row per song, dates in the language on screen', async () => {
    answerSongs(api, songsFixture());
    renderAt();
    await findTable();
    await user().click(within(panel()).getByRole('button', { name: 'Baixar CSV: músicas' }));
    const [file] = downloads;
    expect(file!.fileName).toBe('musicas-ministerio-de-louvor-2026-11.csv');
    const lines = (await file!.text()).split('\r\n');
    expect(lines[0]).toBe('\uFEFFNº;Música;Artista;Vezes;Tom original;Escalas');
    expect(lines[1]).toBe(
      '1;Grande é o Senhor;Adhemar de Campos;4;—;01/11/2026 Culto 1 (tom A) | 08/11/2026 Culto 2 (tom G) | 15/11/2026 Culto 3 (tom G) | 22/11/2026 Culto 4 (tom G)',
    );
    expect(lines[3]).toBe('3;Canção 3;Artista 3;1;G;01/11/2026 Culto 1 (tom A)');
    expect(lines).toHaveLength(12 + 2);
  });

  it('downloads an en-US CSV with commas and US dates', async () => {
    answerSongs(api, songsFixture());
    renderAt('mes=11&ano=2026', 'en-US');
    await findTable('Most played songs');
    await user().click(within(panel()).getByRole('button', { name: 'Download CSV: songs' }));
    const lines = (await downloads[0]!.text()).split('\r\n');
    expect(downloads[0]!.fileName).toBe('songs-ministerio-de-louvor-2026-11.csv');
    expect(lines[0]).toBe('\uFEFF#,Song,Artist,Times,Original key,Schedules');
    expect(lines[3]).toBe('3,Canção 3,Artista 3,1,G,11/01/2026 Culto 1 (key A)');
  });
});
