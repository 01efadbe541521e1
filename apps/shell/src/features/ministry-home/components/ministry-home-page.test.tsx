import type { MinistryStanding } from '@levita/contracts';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MinistryHomePage } from './ministry-home-page';
import { navigatedTo, renderOnMinistryRoute } from '../testing/test-utils';

const api = setupMockApiServer();

const renderHome = (id: number | string = 1) => renderOnMinistryRoute(<MinistryHomePage />, { id });

const tileNames = async () =>
  within(await screen.findByRole('region', { name: 'Atalhos' }))
    .getAllByRole('link')
    .map((link) => link.firstChild?.textContent);

const everyone = ['Repertório', 'Escalas', 'Membros', 'Indisponibilidades'];

/**
 * Statistics of 16 songs, 9 schedules and 8 members, with a history of months named as given
 * (each with its count of schedules), running up to November 2026, the current month.
 */
function answerStatistics(history: [name: string, schedules: number][]) {
  const [currentName = '', currentCount = 0] = history.at(-1) ?? [];
  api.server.use(
    http.get(`${TEST_API_BASE_URL}/ministerios/:id/estatisticas`, () =>
      HttpResponse.json({
        estatisticas: {
          total_musicas: 16,
          total_escalas: 9,
          total_membros: 8,
          escalas_mes_atual: currentCount,
          nome_mes_atual: currentName,
        },
        historico_mensal: history.map(([nome_mes, total_escalas], index) => ({
          mes: 12 - history.length + index,
          ano: 2026,
          nome_mes,
          total_escalas,
        })),
      }),
    ),
  );
}

describe('MinistryHomePage', () => {
  it('shows a loading state first, then the name, standing and access code', async () => {
    renderHome();
    expect(screen.getByRole('status', { name: 'Carregando ministério' })).toBeInTheDocument();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Ministério de Louvor');
    expect(within(title).getByText('Proprietário')).toBeInTheDocument();
    expect(screen.getByText(/Código de acesso/)).toBeInTheDocument();
  });

  it.each<MinistryStanding>(['PROPRIETARIO', 'ADMIN'])(
    'gives %s the admin wording and the settings tile',
    async (standing) => {
      api.signInAs(standing);
      renderHome();
      expect(await screen.findByText(/Bem-vindo\(a\) à administração/)).toBeInTheDocument();
      expect(await tileNames()).toEqual([...everyone, 'Relatórios', 'Configurações']);
      const settings = screen.getByRole('link', { name: 'Configurações' });
      expect(settings).toHaveAttribute('href', '/ministerios/1/configuracoes');
      expect(settings).toHaveAccessibleDescription('Nome, logo e entrada de membros');
    },
  );

  it('gives a member the member wording and a next-schedules tile instead of settings', async () => {
    api.signInAs('MEMBRO');
    renderHome();
    expect(await screen.findByText(/Confira suas escalas/)).toBeInTheDocument();
    expect(await tileNames()).toEqual([...everyone, 'Próximas escalas']);
    expect(screen.queryByRole('link', { name: 'Configurações' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Minhas escalas da semana' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['MEMBRO', true],
    ['ADMIN', false],
    ['PROPRIETARIO', false],
  ] as const)('puts the week first for a %s: %s', async (standing, first) => {
    api.signInAs(standing);
    renderHome();
    const week = await screen.findByRole('region', { name: 'Minhas escalas da semana' });
    const shortcuts = await screen.findByRole('region', { name: 'Atalhos' });
    const search = screen.getByRole('combobox');
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(week, search)).toBe(first);
    expect(before(week, shortcuts)).toBe(first);
  });

  it("shows admin rights the next two weeks' open slots, and members nothing of them", async () => {
    const { store } = api;
    const soon = store.tables.schedules.find(
      (row) =>
        row.ministry_id === 1 &&
        row.data >= store.today &&
        row.publicada === 1 &&
        row.finalizada === 0,
    )!;
    const vocal = store.tables.functions.find(
      (row) => row.ministry_id === 1 && row.nome === 'Vocal',
    )!;
    const playing = soon.members.filter((member) =>
      member.functions.some((fn) => fn.function_id === vocal.id),
    ).length;
    soon.slots = [{ function_id: vocal.id, quantidade: playing + 2, ordem: 1 }];
    api.signInAs('ADMIN');
    const { unmount } = renderHome();
    const open = await screen.findByRole('region', {
      name: 'Vagas abertas nas próximas duas semanas',
    });
    const entry = within(open).getByRole('link', { name: new RegExp(soon.titulo) });
    expect(entry).toHaveAttribute('href', `/ministerios/1/escalas/${soon.id}`);
    expect(entry).toHaveTextContent('Falta: 2 Vocal');
    unmount();

    api.signInAs('MEMBRO');
    renderHome();
    await screen.findByRole('region', { name: 'Minhas escalas da semana' });
    expect(screen.queryByRole('region', { name: /Vagas abertas/ })).not.toBeInTheDocument();
  });

  it('breaks a long tile title inside its tile rather than into the next one', async () => {
    renderHome();
    const tile = await screen.findByRole('link', { name: 'Indisponibilidades' });
    // The grid cell may shrink below the word's width, and the word may break to fit it.
    expect(tile.parentElement).toHaveStyle({ minWidth: '0' });
    expect(tile).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('hides the weekly widget from a pending user', async () => {
    // The API hides the ministry itself from pending users; this is the case of a ministry
    // that loads while the standing says PENDENTE.
    api.signInAs('MEMBRO');
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/situacao`, () =>
        HttpResponse.json({ situacao: 'PENDENTE' }),
      ),
    );
    renderHome();
    expect(await screen.findByText(/aguarda a aprovação/)).toBeInTheDocument();
    expect(await tileNames()).toEqual([...everyone, 'Próximas escalas']);
    expect(screen.queryByRole('region', { name: /Minhas escalas/ })).not.toBeInTheDocument();
  });

  it('treats a failed standing lookup as pending', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/situacao`, () =>
        HttpResponse.json({ error: 'internal', message: 'Falhou' }, { status: 500 }),
      ),
    );
    renderHome();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(within(title).getByText('Pendente')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Minhas escalas/ })).not.toBeInTheDocument();
  });

  it('renders the statistics and the six-month history', async () => {
    answerStatistics([
      ['Junho', 0],
      ['Julho', 1],
      ['Agosto', 2],
      ['Setembro', 1],
      ['Outubro', 2],
      ['Novembro', 3],
    ]);
    renderHome();
    const block = await screen.findByRole('region', { name: 'Estatísticas' });
    const figure = (term: string) => within(block).getByText(term).nextElementSibling;
    expect(figure('Músicas')).toHaveTextContent('16');
    expect(figure('Escalas')).toHaveTextContent('9');
    expect(figure('Membros')).toHaveTextContent('8');
    expect(figure('Escalas em Novembro')).toHaveTextContent('3');
    const chart = within(block).getByRole('list', { name: 'Escalas nos últimos 6 meses' });
    const bars = within(chart).getAllByRole('listitem');
    expect(bars).toHaveLength(6);
    expect(bars[0]).toHaveAccessibleName('Junho de 2026: nenhuma escala');
    expect(bars[1]).toHaveAccessibleName('Julho de 2026: 1 escala');
    expect(bars[5]).toHaveAccessibleName('Novembro de 2026: 3 escalas');
  });

  it.each([
    {
      locale: 'en-US' as const,
      answered: ['Setembro', 'Outubro', 'Novembro'],
      region: 'Statistics',
      thisMonth: 'Schedules in November',
      lastBar: 'November 2026: 3 schedules',
      labels: ['Sep', 'Oct', 'Nov'],
    },
    {
      locale: 'pt-BR' as const,
      answered: ['September', 'October', 'November'],
      region: 'Estatísticas',
      thisMonth: 'Escalas em Novembro',
      lastBar: 'Novembro de 2026: 3 escalas',
      labels: ['Set', 'Out', 'Nov'],
    },
  ])(
    'names the months in $locale from their numbers, whatever language the API named them in',
    async ({ locale, answered, region, thisMonth, lastBar, labels }) => {
      answerStatistics(answered.map((name, index) => [name, index + 1]));
      renderOnMinistryRoute(<MinistryHomePage />, { locale });
      const block = await screen.findByRole('region', { name: region });
      expect(within(block).getByText(thisMonth).nextElementSibling).toHaveTextContent('3');
      const bars = within(block).getAllByRole('listitem');
      expect(bars[2]).toHaveAccessibleName(lastBar);
      expect(bars.map((bar) => bar.lastElementChild?.textContent)).toEqual(labels);
    },
  );

  it('leaves the statistics out silently when they fail', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/estatisticas`, () =>
        HttpResponse.json({ error: 'internal', message: 'Falhou' }, { status: 500 }),
      ),
    );
    renderHome();
    expect(await screen.findByRole('region', { name: 'Atalhos' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Estatísticas' })).not.toBeInTheDocument();
    expect(screen.queryByText('Falhou')).not.toBeInTheDocument();
  });

  it('offers to try again when the ministry cannot be read, instead of "not found" or a spinner', async () => {
    let failing = true;
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id`, () =>
        failing
          ? HttpResponse.json({ error: 'internal', message: 'Falhou' }, { status: 500 })
          : undefined,
      ),
    );
    renderHome();
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Não foi possível carregar o ministério');
    expect(panel).toHaveTextContent('Falhou');
    expect(screen.queryByRole('heading', { name: 'Ministério não encontrado' })).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Ministério de Louvor',
    );
  });

  it('shows "Ministério não encontrado" with a way back for an unknown ministry', async () => {
    renderHome(999);
    expect(
      await screen.findByRole('heading', { name: 'Ministério não encontrado' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao painel' }));
    expect(await navigatedTo()).toBe('/dashboard');
  });
});
