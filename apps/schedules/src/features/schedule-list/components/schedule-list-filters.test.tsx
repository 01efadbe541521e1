import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  addSchedules,
  currentLocation,
  fakeClockUser,
  findList,
  NOVEMBER,
  recordListRequests,
  renderScheduleList,
  scheduleTitles,
  setupScheduleListApi,
} from '../testing/schedule-list-test-kit';

const api = setupScheduleListApi();

const monthSelect = () => screen.getByRole('combobox', { name: 'Mês' });
const yearSelect = () => screen.getByRole('combobox', { name: 'Ano' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar escalas' });
const optionTexts = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => option.textContent);

describe('ScheduleListPage: month and year', () => {
  it('offers every month by name, "Todos os meses", and the years current-2..current+2', async () => {
    renderScheduleList(api);
    await findList();
    expect(optionTexts(monthSelect())).toEqual([
      'Todos os meses',
      'Janeiro',
      'Fevereiro',
      'Março',
      'Abril',
      'Maio',
      'Junho',
      'Julho',
      'Agosto',
      'Setembro',
      'Outubro',
      'Novembro',
      'Dezembro',
    ]);
    expect(optionTexts(yearSelect())).toEqual(['2024', '2025', '2026', '2027', '2028']);
  });

  it("defaults to the browser's own month and year, whatever the date", async () => {
    vi.setSystemTime(new Date(2027, 0, 15, 8, 0));
    const requests = recordListRequests(api);
    renderScheduleList(api);
    expect(await screen.findByRole('heading', { name: 'Nenhuma escala em janeiro de 2027' }));
    expect(requests[0]!.get('mes')).toBe('1');
    expect(requests[0]!.get('ano')).toBe('2027');
    expect(monthSelect()).toHaveDisplayValue('Janeiro');
    expect(optionTexts(yearSelect())).toEqual(['2025', '2026', '2027', '2028', '2029']);
  });

  it('asks for another month and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();
    await user.selectOptions(monthSelect(), 'Outubro');
    await waitFor(() => expect(scheduleTitles()).toEqual(['Culto de domingo']));
    expect(currentLocation()).toBe('/?mes=10&ano=2026');
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({
      ministerio_id: '1',
      pagina: '1',
      por_pagina: '10',
      mes: '10',
      ano: '2026',
    });
    expect(screen.getByText('1 escala em outubro de 2026')).toBeInTheDocument();
  });

  it('asks for the whole year without `mes` when "Todos os meses" is chosen', async () => {
    const user = userEvent.setup();
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();
    await user.selectOptions(monthSelect(), 'Todos os meses');
    await waitFor(() => expect(scheduleTitles()).toHaveLength(5));
    expect(currentLocation()).toBe('/?mes=todos&ano=2026');
    expect(requests.at(-1)!.has('mes')).toBe(false);
    expect(requests.at(-1)!.get('ano')).toBe('2026');
    // Oldest first, as a calendar reads: October's comes before November's.
    expect(scheduleTitles()).toEqual(['Culto de domingo', ...NOVEMBER]);
  });

  it('asks for another year, keeping the month', async () => {
    const user = userEvent.setup();
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();
    await user.selectOptions(yearSelect(), '2027');
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma escala em novembro de 2027' }),
    ).toBeVisible();
    expect(currentLocation()).toBe('/?mes=11&ano=2027');
    // The last call asks whether the ministry has any schedule at all (no period).
    const listCalls = requests.filter((query) => query.has('ano'));
    expect(listCalls.at(-1)!.get('mes')).toBe('11');
    expect(listCalls.at(-1)!.get('ano')).toBe('2027');
  });

  it('opens the period a link names', async () => {
    const requests = recordListRequests(api);
    renderScheduleList(api, { at: '/?mes=10&ano=2026' });
    await waitFor(() => expect(scheduleTitles()).toEqual(['Culto de domingo']));
    expect(monthSelect()).toHaveDisplayValue('Outubro');
    expect(requests[0]!.get('mes')).toBe('10');
  });

  it('keeps a year outside the selector that a link names, among the choices', async () => {
    renderScheduleList(api, { at: '/?mes=todos&ano=2019' });
    await screen.findByRole('heading', { name: 'Nenhuma escala em 2019' });
    expect(yearSelect()).toHaveDisplayValue('2019');
    expect(optionTexts(yearSelect())).toEqual(['2019', '2024', '2025', '2026', '2027', '2028']);
  });

  it('falls back to the current month and year for values that are not a month or a year', async () => {
    const requests = recordListRequests(api);
    renderScheduleList(api, { at: '/?mes=13&ano=abc' });
    await findList();
    expect(scheduleTitles()).toEqual(NOVEMBER);
    expect(requests[0]!.get('mes')).toBe('11');
    expect(requests[0]!.get('ano')).toBe('2026');
  });

  it('starts again at page 1 in another month', async () => {
    const user = userEvent.setup();
    addSchedules(api, 12, '2026-11-20');
    renderScheduleList(api, { at: '/?mes=todos&ano=2026&pagina=2' });
    await findList();
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    await user.selectOptions(monthSelect(), 'Novembro');
    await waitFor(() => expect(currentLocation()).toBe('/?mes=11&ano=2026'));
    await waitFor(() => expect(scheduleTitles()).toHaveLength(10));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
  });

  it('gives each period its own history entry: Back shows the month before', async () => {
    const user = userEvent.setup();
    renderScheduleList(api);
    await findList();
    await user.selectOptions(monthSelect(), 'Outubro');
    await waitFor(() => expect(scheduleTitles()).toEqual(['Culto de domingo']));
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(scheduleTitles()).toEqual(NOVEMBER));
    expect(currentLocation()).toBe('/');
    expect(monthSelect()).toHaveDisplayValue('Novembro');
  });
});

describe('ScheduleListPage: search', () => {
  it('searches title and location 500 ms after typing stops, in the period, from page 1', async () => {
    const user = fakeClockUser();
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();

    await user.type(searchBox(), 'vigilia');
    // Real time also moves the fake clock a little, so the check stays clear of 500 ms.
    act(() => vi.advanceTimersByTime(400));
    expect(requests.filter((query) => query.has('busca'))).toHaveLength(0);
    expect(currentLocation()).toBe('/');

    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(scheduleTitles()).toEqual(['Vigília de oração']));
    expect(Object.fromEntries(requests.at(-1)!)).toEqual({
      ministerio_id: '1',
      pagina: '1',
      por_pagina: '10',
      mes: '11',
      ano: '2026',
      busca: 'vigilia',
    });
    expect(currentLocation()).toBe('/?busca=vigilia');
    expect(
      screen.getByText('1 escala encontrada para “vigilia” em novembro de 2026'),
    ).toHaveAttribute('role', 'status');
  });

  it('finds a schedule by its location', async () => {
    const user = fakeClockUser();
    renderScheduleList(api);
    await findList();
    await user.type(searchBox(), 'sala de musica');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(scheduleTitles()).toEqual(['Ensaio do louvor']));
  });

  it('sends one request for a burst of typing', async () => {
    const user = fakeClockUser();
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();
    await user.type(searchBox(), 'cul');
    act(() => vi.advanceTimersByTime(300));
    await user.type(searchBox(), 'to');
    act(() => vi.advanceTimersByTime(300));
    expect(requests.filter((query) => query.has('busca'))).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(scheduleTitles()).toEqual(['Culto de domingo', 'Culto de domingo']));
    expect(
      requests.filter((query) => query.has('busca')).map((query) => query.get('busca')),
    ).toEqual(['culto']);
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup();
    renderScheduleList(api);
    await findList();
    await user.type(searchBox(), 'ensaio{Enter}');
    await waitFor(() => expect(scheduleTitles()).toEqual(['Ensaio do louvor']));
    expect(currentLocation()).toBe('/?busca=ensaio');
  });

  it('replaces the history entry: Back skips the terms typed', async () => {
    const user = userEvent.setup();
    renderScheduleList(api);
    await findList();
    await user.selectOptions(monthSelect(), 'Outubro');
    await waitFor(() => expect(currentLocation()).toBe('/?mes=10&ano=2026'));
    await user.type(searchBox(), 'culto{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/?mes=10&ano=2026&busca=culto'));
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    await waitFor(() => expect(scheduleTitles()).toEqual(NOVEMBER));
    expect(searchBox()).toHaveValue('');
  });

  it('starts again at page 1 with a new term', async () => {
    const user = userEvent.setup();
    const requests = recordListRequests(api);
    addSchedules(api, 12, '2026-11-20');
    renderScheduleList(api, { at: '/?pagina=2' });
    await findList();
    await user.type(searchBox(), 'extra{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/?busca=extra'));
    expect(requests.at(-1)!.get('pagina')).toBe('1');
    expect(requests.at(-1)!.get('busca')).toBe('extra');
  });

  it('prefills the box from ?busca= and searches it', async () => {
    const requests = recordListRequests(api);
    renderScheduleList(api, { at: `/?busca=${encodeURIComponent('oração')}` });
    expect(searchBox()).toHaveValue('oração');
    await waitFor(() => expect(scheduleTitles()).toEqual(['Vigília de oração']));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.get('busca')).toBe('oração');
  });

  it('empties the box and lists the period again with the clear button', async () => {
    const user = userEvent.setup();
    renderScheduleList(api, { at: '/?busca=ensaio' });
    await waitFor(() => expect(scheduleTitles()).toEqual(['Ensaio do louvor']));
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    await waitFor(() => expect(scheduleTitles()).toEqual(NOVEMBER));
    expect(currentLocation()).toBe('/');
    expect(screen.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  });

  it('says nothing matches, then clears the search from the empty state', async () => {
    const user = userEvent.setup();
    renderScheduleList(api, { at: '/?busca=xyz' });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma escala encontrada para “xyz”' }),
    ).toBeVisible();
    expect(screen.getByText(/Nada com esse título ou local em novembro de 2026/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Criar primeira escala' })).not.toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Limpar busca' });
    await user.click(clearButtons.at(-1)!);
    await waitFor(() => expect(scheduleTitles()).toEqual(NOVEMBER));
    expect(searchBox()).toHaveValue('');
    expect(currentLocation()).toBe('/');
  });

  it('widens an empty search to the whole year from the empty state', async () => {
    const user = userEvent.setup();
    renderScheduleList(api, { at: '/?mes=12&ano=2026&busca=culto' });
    await screen.findByRole('heading', { name: 'Nenhuma escala encontrada para “culto”' });
    await user.click(screen.getByRole('button', { name: 'Ver todos os meses de 2026' }));
    await waitFor(() => expect(scheduleTitles()).toHaveLength(3));
    expect(currentLocation()).toBe('/?mes=todos&ano=2026&busca=culto');
    expect(screen.getByText('3 escalas encontradas para “culto” em 2026')).toBeInTheDocument();
  });
});
