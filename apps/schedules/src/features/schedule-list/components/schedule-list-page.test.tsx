import { TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  currentLocation,
  findList,
  NOVEMBER,
  recordListRequests,
  renderScheduleList,
  scheduleTitles,
  setupScheduleListApi,
} from '../testing/schedule-list-test-kit';

const api = setupScheduleListApi();

// Intl may separate "7:00" and "PM" with a narrow no-break space.
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('ScheduleListPage: the default list', () => {
  it('shows the current month of the browser, in calendar order, with a counted summary', async () => {
    renderScheduleList(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Escalas' })).toBeInTheDocument();
    await findList();
    expect(scheduleTitles()).toEqual(NOVEMBER);
    expect(screen.getByRole('list', { name: 'Escalas de novembro de 2026' })).toBeInTheDocument();
    expect(screen.getByText('4 escalas em novembro de 2026')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('combobox', { name: 'Mês' })).toHaveDisplayValue('Novembro');
    expect(screen.getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue('2026');
    expect(currentLocation()).toBe('/');
  });

  it('asks GET /escalas for page 1 of 10 of the current month and year', async () => {
    const requests = recordListRequests(api);
    renderScheduleList(api);
    await findList();
    expect(requests.map((query) => Object.fromEntries(query))).toEqual([
      { ministerio_id: '1', pagina: '1', por_pagina: '10', mes: '11', ano: '2026' },
    ]);
  });

  it('shows a loading state until the schedules arrive', async () => {
    renderScheduleList(api);
    expect(screen.getByRole('status', { name: 'Carregando escalas…' })).toBeInTheDocument();
    await findList();
    expect(screen.queryByRole('status', { name: 'Carregando escalas…' })).not.toBeInTheDocument();
  });

  it('shows each schedule with status, date, weekday, time, location and counts', async () => {
    renderScheduleList(api);
    await findList();
    const sunday = cardOf('Culto de domingo', '08/11/2026');
    expect(within(sunday).getByText('Publicada')).toBeInTheDocument();
    expect(within(sunday).getByText('domingo, 8 de novembro de 2026, às 19:00')).toHaveAttribute(
      'dateTime',
      '2026-11-08T19:00',
    );
    expect(within(sunday).getByText('Templo principal')).toBeInTheDocument();
    expect(within(sunday).getByText('4 músicas')).toBeInTheDocument();
    // Bruno and Carla confirmed, of five.
    expect(within(sunday).getByText('2 de 5 membros confirmados')).toBeInTheDocument();

    const vigil = cardOf('Vigília de oração');
    expect(screen.getByRole('article', { name: 'Vigília de oração' })).toBe(vigil);
    expect(within(vigil).getByText('sábado, 14 de novembro de 2026, às 23:30')).toBeInTheDocument();
    expect(within(vigil).getByText('2 músicas')).toBeInTheDocument();
    expect(within(vigil).getByText('0 de 2 membros confirmados')).toBeInTheDocument();
    expect(within(vigil).queryByText('Local:')).not.toBeInTheDocument();
    expect(within(sunday).getByText('Local:')).toBeInTheDocument();
  });

  it('says when a schedule has no song or no one on it yet', async () => {
    const schedule = api.store.schedule(5)!;
    schedule.songs = [];
    schedule.members = [];
    renderScheduleList(api);
    await findList();
    const vigil = cardOf('Vigília de oração');
    expect(within(vigil).getByText('Nenhuma música')).toBeInTheDocument();
    expect(within(vigil).getByText('Ninguém escalado')).toBeInTheDocument();
  });

  it("says what a schedule's slots still need, until it is finished", async () => {
    const fnId = (nome: string) =>
      api.store.tables.functions.find((row) => row.ministry_id === 1 && row.nome === nome)!.id;
    const vigil = api.store.schedule(5)!;
    vigil.members = [];
    vigil.slots = [
      { function_id: fnId('Vocal'), quantidade: 2, ordem: 1 },
      { function_id: fnId('Bateria'), quantidade: 1, ordem: 2 },
    ];
    renderScheduleList(api);
    await findList();
    expect(
      within(cardOf('Vigília de oração')).getByText('Falta: 2 Vocal, 1 Bateria'),
    ).toBeVisible();
    expect(within(cardOf('Ensaio do louvor')).queryByText(/^Falta:/)).toBeNull();
  });

  it('marks each schedule with its status badge', async () => {
    renderScheduleList(api);
    await findList();
    const statusOf = (card: HTMLElement) =>
      card.querySelector('[data-status]')?.getAttribute('data-status');
    expect(statusOf(cardOf('Culto de domingo', '01/11/2026'))).toBe('finalizada');
    expect(within(cardOf('Culto de domingo', '01/11/2026')).getByText('Finalizada')).toBeVisible();
    expect(statusOf(cardOf('Culto de domingo', '08/11/2026'))).toBe('publicada');
    expect(statusOf(cardOf('Ensaio do louvor'))).toBe('rascunho');
    expect(within(cardOf('Ensaio do louvor')).getByText('Rascunho')).toBeVisible();
  });
});

describe('ScheduleListPage: opening a schedule', () => {
  it('links each schedule to its detail, naming it and its day', async () => {
    const user = userEvent.setup();
    renderScheduleList(api);
    await findList();
    const link = screen.getByRole('link', {
      name: 'Ver detalhes de Culto de domingo, 08/11/2026',
    });
    expect(link).toHaveAttribute('href', '/3');
    expect(
      screen.getByRole('link', { name: 'Ver detalhes de Culto de domingo, 01/11/2026' }),
    ).toHaveAttribute('href', '/2');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'escala 3' })).toBeInTheDocument();
  });

  it('opens the detail on a click anywhere on the card', async () => {
    const user = userEvent.setup();
    renderScheduleList(api);
    await findList();
    await user.click(within(cardOf('Vigília de oração')).getByText('2 músicas'));
    expect(screen.getByRole('heading', { name: 'escala 5' })).toBeInTheDocument();
  });
});

describe('ScheduleListPage: admin rights and members', () => {
  it.each(['PROPRIETARIO', 'ADMIN'] as const)('offers "Nova escala" to %s', async (standing) => {
    const user = userEvent.setup();
    renderScheduleList(api, { standing });
    await findList();
    const link = screen.getByRole('link', { name: 'Nova escala' });
    expect(link).toHaveAttribute('href', '/nova');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'nova escala' })).toBeInTheDocument();
  });

  it('shows a MEMBRO the published and finished schedules only, without new or delete', async () => {
    renderScheduleList(api, { standing: 'MEMBRO' });
    await findList();
    // The draft "Ensaio do louvor" is not Carla's to see.
    expect(scheduleTitles()).toEqual(['Culto de domingo', 'Culto de domingo', 'Vigília de oração']);
    expect(screen.getByText('3 escalas em novembro de 2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova escala' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Ver detalhes de/ })).toHaveLength(3);
  });
});

describe('ScheduleListPage: empty states', () => {
  it('offers admin rights to create the first schedule when the ministry has none', async () => {
    const user = userEvent.setup();
    api.store.tables.schedules = [];
    renderScheduleList(api);
    expect(await screen.findByRole('heading', { name: 'Nenhuma escala ainda' })).toBeVisible();
    expect(screen.getByText(/Monte a primeira escala/)).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Criar primeira escala' });
    expect(create).toHaveAttribute('href', '/nova');
    // Announced by the status line, shown by the heading.
    expect(
      screen.getByText('Nenhuma escala em novembro de 2026').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
    await user.click(create);
    expect(screen.getByRole('heading', { name: 'nova escala' })).toBeInTheDocument();
  });

  it('tells a member, without the button, when there is no schedule', async () => {
    api.store.tables.schedules = api.store.tables.schedules.filter((row) => !row.publicada);
    renderScheduleList(api, { standing: 'MEMBRO' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma escala ainda' })).toBeVisible();
    // The one draft is there, but a member cannot see it: for them the ministry has none.
    expect(screen.getByText(/quando os administradores do ministério as publicarem/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Criar primeira escala' })).not.toBeInTheDocument();
  });

  it('says a month is empty, not the ministry, and offers the whole year', async () => {
    const user = userEvent.setup();
    renderScheduleList(api, { at: '/?mes=12&ano=2026' });
    expect(
      await screen.findByRole('heading', { name: 'Nenhuma escala em dezembro de 2026' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Criar primeira escala' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todos os meses de 2026' }));
    await waitFor(() => expect(scheduleTitles()).toHaveLength(5));
    expect(currentLocation()).toBe('/?mes=todos&ano=2026');
    expect(screen.getByText('5 escalas em 2026')).toBeInTheDocument();
  });

  it('says a year is empty without offering the whole year again', async () => {
    renderScheduleList(api, { at: '/?mes=todos&ano=2028' });
    expect(await screen.findByRole('heading', { name: 'Nenhuma escala em 2028' })).toBeVisible();
    expect(screen.getByText('Escolha outro ano.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ver todos os meses/ })).not.toBeInTheDocument();
  });
});

describe('ScheduleListPage: a failed load', () => {
  it('shows the spec message with a retry that loads the list', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.get(
        `${TEST_API_BASE_URL}/escalas`,
        () => HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
        { once: true },
      ),
    );
    renderScheduleList(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Não foi possível carregar as escalas. Tente novamente mais tarde.',
    );
    expect(alert).toHaveTextContent('Erro ao listar escalas');
    expect(screen.queryByRole('list', { name: /Escalas de/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(scheduleTitles()).toEqual(NOVEMBER));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ScheduleListPage: in English', () => {
  it('speaks en-US, dates and months included', async () => {
    renderScheduleList(api, { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading schedules…' })).toBeInTheDocument();
    await findList();
    expect(screen.getByRole('list', { name: 'Schedules in November 2026' })).toBeInTheDocument();
    expect(screen.getByText('4 schedules in November 2026')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search schedules' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveDisplayValue('November');
    expect(screen.getByRole('option', { name: 'All months' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('2026');
    expect(screen.getByRole('link', { name: 'New schedule' })).toBeInTheDocument();

    const sunday = cardOf('Culto de domingo', '08/11/2026');
    expect(plain(sunday.querySelector('time')!.textContent)).toBe(
      'Sunday, November 8, 2026 at 7:00 PM',
    );
    expect(within(sunday).getByText('Published')).toBeInTheDocument();
    expect(within(sunday).getByText('4 songs')).toBeInTheDocument();
    expect(within(sunday).getByText('2 of 5 members confirmed')).toBeInTheDocument();
    expect(
      within(sunday).getByRole('link', { name: 'View details of Culto de domingo, 11/08/2026' }),
    ).toBeInTheDocument();
    expect(
      within(sunday).getByRole('button', { name: 'Delete Culto de domingo, 11/08/2026' }),
    ).toBeInTheDocument();
  });

  it('says in English that the ministry has no schedule yet', async () => {
    api.store.tables.schedules = [];
    renderScheduleList(api, { locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'No schedules yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create the first schedule' })).toBeInTheDocument();
  });
});
