import { withRemoteProps } from '@levita/federation/testing';
import { renderWithProviders, TEST_API_BASE_URL } from '@levita/testing';
import { lightTheme } from '@levita/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ELISA,
  findList,
  findSection,
  periodTitles,
  renderUnavailability,
  setupUnavailabilityApi,
} from '../testing/unavailability-test-kit';
import { defaultNamespace, namespaces } from '../../../config/namespaces';
import { UnavailabilityPage } from './unavailability-page';

const { api, calls } = setupUnavailabilityApi();

const location = () => screen.getByTestId('location').textContent;
const fail = () => HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 });

/** The cards of the admin grid, by member name. */
function teamCards(): Map<string, HTMLElement> {
  const grid = screen.getByRole('list', { name: 'Membros ativos' });
  return new Map(
    [...grid.querySelectorAll<HTMLElement>(':scope > li > article')].map((card) => [
      card.querySelector('h3')!.firstChild!.textContent!.trim(),
      card,
    ]),
  );
}

const unavailableTodayCalls = () =>
  calls.list().filter((call) => /\/ministerios\/1\/indisponiveis/.test(call));

describe('unavailability: admin rights', () => {
  it.each(['PROPRIETARIO', 'ADMIN'] as const)(
    'gives %s their own periods and the grid of active members',
    async (standing) => {
      renderUnavailability(api, { standing });
      expect(screen.getByRole('heading', { level: 1, name: 'Indisponibilidades' })).toBeVisible();
      expect(await findSection('Minhas indisponibilidades')).toBeVisible();
      const team = await findSection('Equipe');
      expect(within(team).getByRole('list', { name: 'Membros ativos' })).toBeVisible();
      await waitFor(() =>
        expect([...teamCards().keys()]).toEqual([
          'Ana Souza',
          'Bruno Lima',
          'Carla Mendes',
          'Elisa Martins',
          'Felipe Costa',
          'Gabriela Alves',
        ]),
      );
    },
  );

  it('flags who is unavailable today, from one call without a date', async () => {
    renderUnavailability(api);
    await waitFor(() =>
      expect(teamCards().get('Elisa Martins')).toHaveTextContent('Indisponível hoje'),
    );
    const cards = teamCards();
    const elisa = cards.get('Elisa Martins')!;
    expect(elisa).toHaveTextContent('Indisponível hoje até 06/11/2026');
    expect(within(elisa).getByText('Indisponível hoje')).toHaveStyle({
      background: lightTheme.colors.warningSurface,
    });
    expect(elisa).toHaveAttribute('data-unavailable', 'true');
    for (const name of [
      'Ana Souza',
      'Bruno Lima',
      'Carla Mendes',
      'Felipe Costa',
      'Gabriela Alves',
    ]) {
      expect(cards.get(name)).toHaveTextContent('Disponível hoje');
      expect(cards.get(name)).not.toHaveAttribute('data-unavailable');
    }
    // Carla's period starts in ten days and Felipe's ended last month: neither is away today.
    expect(unavailableTodayCalls()).toEqual(['GET /ministerios/1/indisponiveis']);
  });

  it('marks the viewer in the grid', async () => {
    renderUnavailability(api);
    await waitFor(() => expect(teamCards().get('Ana Souza')).toHaveTextContent('(você)'));
    expect(teamCards().get('Bruno Lima')).not.toHaveTextContent('(você)');
  });

  it("opens a member's list from the grid, read only, and goes back to the grid", async () => {
    const user = userEvent.setup();
    renderUnavailability(api);
    await user.click(
      await screen.findByRole('link', { name: 'Ver indisponibilidades de Elisa Martins' }),
    );
    expect(location()).toBe(`/indisponibilidades?membro=${ELISA}`);
    const list = await findList('Elisa Martins');
    expect(screen.getByRole('heading', { level: 2, name: 'Elisa Martins' })).toBeVisible();
    expect(periodTitles(list)).toEqual(['03/11/2026 a 06/11/2026']);
    expect(list).toHaveTextContent('Viagem a trabalho');
    // Only Elisa manages her periods, admins included (part 2 §6).
    expect(screen.queryByRole('button', { name: /^(Editar|Excluir)/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Adicionar indisponibilidade' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Equipe' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Voltar à equipe' }));
    expect(location()).toBe('/indisponibilidades');
    expect(await findSection('Equipe')).toBeVisible();
  });

  it('opens ?membro= straight away for an admin', async () => {
    renderUnavailability(api, { at: '/indisponibilidades?membro=3', standing: 'ADMIN' });
    const list = await findList('Carla Mendes');
    expect(periodTitles(list)).toEqual(['14/11/2026 a 15/11/2026']);
    expect(calls.list()).toContain('GET /indisponibilidades/membros/3');
  });

  it('gives the viewer their own controls when ?membro= names them', async () => {
    renderUnavailability(api, { at: '/indisponibilidades?membro=1' });
    const list = await findList('Ana Souza');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Minhas indisponibilidades' }),
    ).toBeVisible();
    expect(within(list).getByRole('button', { name: /^Editar/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adicionar indisponibilidade' })).toBeVisible();
  });

  it.each([
    ['an id no member has', '999'],
    ['an inactive member', '8'],
    ['no id at all', 'abc'],
  ])('says ?membro= is not found for %s, with the way back to the grid', async (_case, id) => {
    const user = userEvent.setup();
    renderUnavailability(api, { at: `/indisponibilidades?membro=${id}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membro não encontrado' }),
    ).toBeVisible();
    expect(
      screen.getByText('Este membro não existe ou não faz mais parte do ministério.'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Voltar à equipe' }));
    expect(location()).toBe('/indisponibilidades');
    expect(await findSection('Equipe')).toBeVisible();
  });
});

describe('unavailability: a plain member', () => {
  it('sees only their own periods, and never asks who is unavailable today', async () => {
    renderUnavailability(api, { standing: 'MEMBRO' });
    const list = await findList('Carla Mendes');
    expect(periodTitles(list)).toEqual(['14/11/2026 a 15/11/2026']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Minhas indisponibilidades' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Adicionar indisponibilidade' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Equipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Ver indisponibilidades/ })).not.toBeInTheDocument();
    expect(unavailableTodayCalls()).toEqual([]);
    expect(calls.list()).toEqual([
      'GET /ministerios/1/membros?status=ATIVO',
      'GET /indisponibilidades/membros/3',
    ]);
  });

  it("gets their own list for ?membro= naming someone else, never the other's", async () => {
    renderUnavailability(api, { standing: 'MEMBRO', at: `/indisponibilidades?membro=${ELISA}` });
    const list = await findList('Carla Mendes');
    expect(periodTitles(list)).toEqual(['14/11/2026 a 15/11/2026']);
    expect(screen.queryByRole('link', { name: 'Voltar à equipe' })).not.toBeInTheDocument();
    expect(calls.list()).not.toContain(`GET /indisponibilidades/membros/${ELISA}`);
  });

  it('says so when they have no period yet', async () => {
    api.store.tables.unavailabilities = api.store.tables.unavailabilities.filter(
      (row) => row.member_id !== 3,
    );
    renderUnavailability(api, { standing: 'MEMBRO' });
    expect(await screen.findByText('Você não registrou nenhuma indisponibilidade.')).toBeVisible();
  });
});

describe('unavailability: load errors', () => {
  it('says "Erro ao carregar membros" and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/membros`, () =>
        failing ? fail() : undefined,
      ),
    );
    renderUnavailability(api);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Erro ao carregar membros' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Indisponibilidades' })).toBeVisible();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await findSection('Equipe')).toBeVisible();
  });

  it('says "Erro ao carregar indisponibilidades" and tries again', async () => {
    const user = userEvent.setup();
    let failing = true;
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/indisponibilidades/membros/:id`, () =>
        failing ? fail() : undefined,
      ),
    );
    renderUnavailability(api, { standing: 'MEMBRO' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Erro ao carregar indisponibilidades' }),
    ).toBeVisible();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(periodTitles(await findList('Carla Mendes'))).toEqual(['14/11/2026 a 15/11/2026']);
  });

  it('keeps the grid, unflagged, when who is away today cannot be told', async () => {
    const user = userEvent.setup();
    let failing = true;
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/indisponiveis`, () =>
        failing ? fail() : undefined,
      ),
    );
    renderUnavailability(api);
    const team = await findSection('Equipe');
    const alert = await within(team).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar indisponibilidades');
    expect(teamCards().get('Elisa Martins')).not.toHaveTextContent(/disponível hoje/i);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(teamCards().get('Elisa Martins')).toHaveTextContent('Indisponível hoje'),
    );
    expect(within(team).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says the user's information could not be loaded when they are not among the members", async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/membros`, () => HttpResponse.json([])),
    );
    renderUnavailability(api);
    expect(
      await screen.findByRole('heading', {
        name: 'Erro ao carregar informações do usuário. Por favor, faça login novamente.',
      }),
    ).toBeVisible();
    expect(calls.list().filter((call) => call.includes('indisponib'))).toEqual([]);
  });
});

describe('unavailability: no ministry', () => {
  it('says the ministry id was not found, and asks the API nothing', () => {
    renderWithProviders(<UnavailabilityPage />, {
      namespaces,
      defaultNamespace,
      initialEntries: ['/indisponibilidades'],
      wrapper: withRemoteProps({ ministry: null }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ID do ministério não encontrado');
    expect(calls.seen).toEqual([]);
  });
});

describe('unavailability: English', () => {
  it('speaks English', async () => {
    renderUnavailability(api, { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Unavailability' })).toBeVisible();
    expect(await findSection('My unavailability')).toBeVisible();
    const team = await findSection('Team');
    const elisa = await within(team).findByRole('link', {
      name: 'View unavailability of Elisa Martins',
    });
    await waitFor(() =>
      expect(elisa.closest('article')).toHaveTextContent('Unavailable today until 11/06/2026'),
    );
    expect(screen.getByRole('button', { name: 'Add unavailability' })).toBeVisible();
  });
});
