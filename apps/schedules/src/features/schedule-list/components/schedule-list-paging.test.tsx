import { TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addSchedules,
  currentLocation,
  findList,
  NOVEMBER,
  recordListRequests,
  renderScheduleList,
  scheduleTitles,
  setupScheduleListApi,
} from '../testing/schedule-list-test-kit';

const api = setupScheduleListApi();

const extras = (from: number, to: number) =>
  Array.from(
    { length: to - from + 1 },
    (_, index) => `Extra ${String(from + index).padStart(2, '0')}`,
  );

/** November with 16 schedules: the demo's four, then Extra 01 to Extra 12 on the 20th. */
const page1 = [...NOVEMBER, ...extras(1, 6)];
const page2 = extras(7, 12);

/** A button of the pager (a role query inside it: over the whole page of cards it is slow). */
function pagerButton(name: string): HTMLElement {
  const pager = screen.getByRole('navigation', { name: 'Paginação' });
  return within(pager).getByRole('button', { name });
}

describe('ScheduleListPage: pages of 10', () => {
  it('shows 10 a page and moves to the next one, asking for page 2, in the URL', async () => {
    const user = userEvent.setup();
    addSchedules(api, 12, '2026-11-20');
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();
    expect(scheduleTitles()).toEqual(page1);
    expect(screen.getByText('16 escalas em novembro de 2026')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();

    await user.click(pagerButton('Próxima página'));
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));
    expect(currentLocation()).toBe('/?pagina=2');
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({
      ministerio_id: '1',
      pagina: '2',
      por_pagina: '10',
      mes: '11',
      ano: '2026',
    });
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(pagerButton('Próxima página')).toBeDisabled();
  });

  it('moves back with previous and to a page with its button', async () => {
    const user = userEvent.setup();
    addSchedules(api, 12, '2026-11-20');
    renderScheduleList(api, { at: '/?pagina=2' });
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));

    await user.click(pagerButton('Página anterior'));
    await waitFor(() => expect(scheduleTitles()).toEqual(page1));
    expect(currentLocation()).toBe('/');

    await user.click(pagerButton('Página 2'));
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));
    expect(pagerButton('Página 2')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the page a link names, with its period', async () => {
    addSchedules(api, 12, '2026-11-20');
    renderScheduleList(api, { at: '/?mes=11&ano=2026&pagina=2' });
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('goes to the last page when ?pagina= is past the end, replacing the entry', async () => {
    const user = userEvent.setup();
    addSchedules(api, 12, '2026-11-20');
    const { visited } = renderScheduleList(api, { at: '/?pagina=9' });
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));
    expect(currentLocation()).toBe('/?pagina=2');
    // The wrong page left no entry behind: Back has nowhere to go inside the list.
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));
    expect(visited).toEqual(['/?pagina=9', '/?pagina=2']);
  });

  it('keeps the pager, and the focus on it, while the next page loads', async () => {
    const user = userEvent.setup();
    addSchedules(api, 12, '2026-11-20');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderScheduleList(api);
    await findList();
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/escalas`, async () => {
        // Nothing returned: once released, the mock API's own handler answers.
        await held;
      }),
    );
    const pageTwo = pagerButton('Página 2');
    await user.click(pageTwo);
    expect(screen.getByRole('status', { name: 'Carregando escalas…' })).toBeInTheDocument();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(pageTwo).toHaveFocus();
    release();
    await waitFor(() => expect(scheduleTitles()).toEqual(page2));
  });

  it('shows at most 5 page buttons', async () => {
    // 4 + 66 = 70 schedules in November: 7 pages.
    addSchedules(api, 22, '2026-11-20');
    addSchedules(api, 22, '2026-11-21');
    addSchedules(api, 22, '2026-11-22');
    renderScheduleList(api, { at: '/?pagina=4' });
    await findList();
    expect(screen.getByText('Página 4 de 7')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Paginação' });
    const pageButtons = within(pager)
      .getAllByRole('button')
      .filter((button) => /^Página \d+$/.test(button.getAttribute('aria-label') ?? ''));
    expect(pageButtons.map((button) => button.textContent)).toEqual(['2', '3', '4', '5', '6']);
  });

  it('shows no pager when every schedule fits on one page', async () => {
    renderScheduleList(api);
    await findList();
    expect(scheduleTitles()).toEqual(NOVEMBER);
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });
});
