import { formatCalendarDay } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { addDays, setupMockApiServer, TEST_API_BASE_URL, watchRequests } from '@levita/testing';
import type { MinistryStanding } from '@levita/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { draftRequest, renderScheduleForm } from '../../testing/render-schedule-form';
import { scheduleConflictsCalls, unavailableMembersCalls } from '../../testing/request-matchers';
import { draftReducer, emptyDraft, type ScheduleDraft } from '../../utils/schedule-draft';
import { ScheduleMembersSection } from './schedule-members-section';

const slow = { timeout: 30_000 };

const api = setupMockApiServer();
const { requests: unavailableCalls } = watchRequests(api, unavailableMembersCalls);
const { requests: conflictsCalls } = watchRequests(api, scheduleConflictsCalls);

/** The demo's function ids by name (Vocal, Ministro...). */
const functionId = (nome: string) => api.store.tables.functions.find((fn) => fn.nome === nome)!.id;

interface Options {
  draft?: ScheduleDraft;
  standing?: MinistryStanding;
  locale?: Locale;
}

function renderMembers({ draft, standing, locale }: Options = {}) {
  // Elisa is away from yesterday to the day after tomorrow in the demo.
  const initial = draft ?? emptyDraft(api.store.today);
  const view = renderScheduleForm(
    api,
    initial,
    (current, dispatch) => (
      <ScheduleMembersSection
        ministryId={1}
        date={current.data}
        time={current.horario}
        members={current.members}
        slots={current.slots}
        dispatch={dispatch}
      />
    ),
    { standing, locale },
  );
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

const options = () => within(screen.getByRole('region', { name: 'Membros do ministério' }));
const card = async (name: string) => (await options().findByText(name)).closest('li')!;
const chip = (member: string, fn: string) =>
  within(screen.getByRole('group', { name: member })).getByRole('button', {
    name: new RegExp(`^${fn}`),
  });
const chosen = () => within(screen.getByRole('region', { name: 'Membros escalados' }));
const observation = (member: string) =>
  screen.getByRole('textbox', { name: `Observação para ${member}` });
const sent = () => draftRequest().membros_escalados;

describe('the members of a schedule: the picker', slow, () => {
  it('lists the active members with their functions as chips, the principal one starred', async () => {
    renderMembers();
    await card('Ana Souza');
    expect(options().getAllByRole('group')).toHaveLength(6);
    const ana = within(screen.getByRole('group', { name: 'Ana Souza' })).getAllByRole('button');
    expect(ana.map((button) => button.textContent)).toEqual(['Ministro★ (principal)', 'Violão']);
    expect(chip('Ana Souza', 'Ministro')).toHaveAccessibleName('Ministro (principal)');
    expect(chip('Ana Souza', 'Ministro')).toHaveAttribute('aria-pressed', 'false');
    expect(
      await options().findByText('6 membros ativos · 1 indisponível na data'),
    ).toBeInTheDocument();
    expect(chosen().getByText(/Ninguém escalado ainda/)).toBeInTheDocument();
  });

  it('toggles a function on and off; a member is on the schedule while they play one', async () => {
    const { user } = renderMembers();
    await card('Ana Souza');
    await user.click(chip('Ana Souza', 'Ministro'));
    await user.click(chip('Ana Souza', 'Violão'));
    expect(chip('Ana Souza', 'Ministro')).toHaveAttribute('aria-pressed', 'true');
    expect(chosen().getByText('Ana Souza')).toBeInTheDocument();
    expect(chosen().getByText('Ministro')).toBeInTheDocument();
    expect(chosen().getByText('1 membro')).toBeInTheDocument();
    expect(sent()).toEqual([
      { membro_id: 1, funcao_id: functionId('Ministro'), observacao: null },
      { membro_id: 1, funcao_id: functionId('Violão'), observacao: null },
    ]);

    await user.click(chip('Ana Souza', 'Ministro'));
    expect(chip('Ana Souza', 'Ministro')).toHaveAttribute('aria-pressed', 'false');
    expect(sent()).toEqual([{ membro_id: 1, funcao_id: functionId('Violão'), observacao: null }]);
    await user.click(chip('Ana Souza', 'Violão'));
    expect(sent()).toEqual([]);
    expect(chosen().queryByText('Ana Souza')).not.toBeInTheDocument();
  });

  it('sends the observation typed for a member with the next function added, then clears it', async () => {
    const { user } = renderMembers();
    await card('Carla Mendes');
    await user.type(observation('Carla Mendes'), 'Abre o culto');
    await user.click(chip('Carla Mendes', 'Vocal'));
    expect(observation('Carla Mendes')).toHaveValue('');
    expect(chosen().getByText('Abre o culto')).toBeInTheDocument();

    await user.type(observation('Felipe Costa'), 'Clique no ensaio');
    await user.click(chip('Felipe Costa', 'Bateria'));
    await user.click(chip('Felipe Costa', 'Percussão'));
    expect(sent()).toEqual([
      { membro_id: 3, funcao_id: functionId('Vocal'), observacao: 'Abre o culto' },
      { membro_id: 6, funcao_id: functionId('Bateria'), observacao: 'Clique no ensaio' },
      { membro_id: 6, funcao_id: functionId('Percussão'), observacao: null },
    ]);
  });

  it('flags members without a function in the ministry, who cannot be chosen', async () => {
    api.store.tables.memberFunctions = api.store.tables.memberFunctions.filter(
      (row) => row.member_id !== 7,
    );
    const { user, navigate } = renderMembers();
    const gabriela = within(await card('Gabriela Alves'));
    expect(gabriela.getByText('Sem funções')).toBeInTheDocument();
    expect(
      gabriela.getByText(
        'Este membro ainda não tem funções no ministério e não pode ser escalado.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gabriela Alves' })).not.toBeInTheDocument();
    expect(gabriela.queryByRole('textbox')).not.toBeInTheDocument();
    // Admins get the way to assign them one.
    await user.click(
      gabriela.getByRole('button', { name: 'Atribuir funções para Gabriela Alves' }),
    );
    expect(navigate).toHaveBeenCalledWith('/ministerios/1/membros/7/funcoes');
  });

  it('strikes through members unavailable on the date, with the reason and period, and blocks them', async () => {
    renderMembers();
    const elisa = within(await card('Elisa Martins'));
    const today = api.store.today;
    const day = (offset: number) => formatCalendarDay(addDays(today, offset), 'pt-BR');
    expect(
      await elisa.findByText(`Indisponível de ${day(-1)} a ${day(2)}: Viagem a trabalho`),
    ).toBeInTheDocument();
    expect(elisa.getByText('Elisa Martins')).toHaveStyle({ textDecoration: 'line-through' });
    expect(elisa.getByText('Indisponível')).toBeInTheDocument();
    expect(chip('Elisa Martins', 'Vocal')).toBeDisabled();
    expect(chip('Elisa Martins', 'Flauta')).toBeDisabled();
    expect(elisa.queryByRole('textbox')).not.toBeInTheDocument();
    expect(chip('Carla Mendes', 'Vocal')).toBeEnabled();
    expect(unavailableCalls[0]?.url.searchParams.get('data')).toBe(today);
  });

  it('asks about the date given: someone away on another day is free today', async () => {
    const wedding = addDays(api.store.today, 30);
    api.store.tables.unavailabilities.push({
      id: 99,
      member_id: 3,
      data_inicio: wedding,
      data_fim: wedding,
      justificativa: 'Casamento',
      versao: 1,
      created_at: '',
      updated_at: '',
    });
    renderMembers({ draft: emptyDraft(wedding) });
    const carla = within(await card('Carla Mendes'));
    expect(
      await carla.findByText(`Indisponível em ${formatCalendarDay(wedding, 'pt-BR')}: Casamento`),
    ).toBeInTheDocument();
    expect(chip('Elisa Martins', 'Vocal')).toBeEnabled();
  });

  it('counts nobody as unavailable when the list cannot be loaded (spec §7)', async () => {
    api.server.use(
      http.get(`${TEST_API_BASE_URL}/ministerios/:id/indisponiveis`, () =>
        HttpResponse.json({ error: 'internal', message: '' }, { status: 500 }),
      ),
    );
    renderMembers();
    await card('Elisa Martins');
    await waitFor(() => expect(unavailableCalls).toHaveLength(1));
    expect(chip('Elisa Martins', 'Vocal')).toBeEnabled();
    expect(screen.queryByText(/Indisponível de/)).not.toBeInTheDocument();
  });

  it('does not ask who is unavailable for a leader without admin rights (the save checks)', async () => {
    renderMembers({ standing: 'MEMBRO' });
    await card('Elisa Martins');
    expect(chip('Elisa Martins', 'Vocal')).toBeEnabled();
    expect(unavailableCalls).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Atribuir funções/ })).not.toBeInTheDocument();
  });
});

describe('the members of a schedule: who is on it', slow, () => {
  it('groups each member with their functions and takes them off with one button', async () => {
    const vocal = functionId('Vocal');
    const draft = [
      { membro_id: 3, nome: 'Carla Mendes' },
      { membro_id: 5, nome: 'Elisa Martins' },
    ].reduce(
      (current, member) =>
        draftReducer(current, { type: 'toggleFunction', member, funcaoId: vocal }),
      emptyDraft(api.store.today),
    );
    const { user } = renderMembers({ draft });
    await card('Carla Mendes');
    expect(chosen().getByText('2 membros')).toBeInTheDocument();
    expect(chosen().getAllByText('Vocal')).toHaveLength(2);
    // Chosen before the date changed: shown as unavailable, for the save to take off.
    const elisa = chosen().getByText('Elisa Martins').closest('li')!;
    expect(await within(elisa).findByText('Indisponível')).toBeInTheDocument();

    await user.click(chosen().getByRole('button', { name: 'Remover Carla Mendes da escala' }));
    expect(chosen().queryByText('Carla Mendes')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Membros escalados' })).toHaveFocus();
    expect(chip('Carla Mendes', 'Vocal')).toHaveAttribute('aria-pressed', 'false');
    expect(sent()?.map((entry) => entry.membro_id)).toEqual([5]);
  });
});

describe('the members of a schedule in English', slow, () => {
  it('speaks English', async () => {
    const { user } = renderMembers({ locale: 'en-US' });
    const region = within(await screen.findByRole('region', { name: 'Ministry members' }));
    expect(await region.findByText('6 active members · 1 unavailable on the date')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Note for Carla Mendes' }), 'Solo');
    await user.click(chip('Carla Mendes', 'Vocal'));
    const scheduled = within(screen.getByRole('region', { name: 'Scheduled members' }));
    expect(scheduled.getByText('1 member')).toBeInTheDocument();
    expect(
      scheduled.getByRole('button', { name: 'Remove Carla Mendes from the schedule' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Unavailable from .*: Viagem a trabalho$/)).toBeVisible();
  });
});

describe('the members of a schedule: double booking', slow, () => {
  // The demo's next Sunday service (schedule 3) at 19:00: Ana, Bruno, Carla, Felipe, Gabriela.
  const sunday = () => api.store.schedule(3)!.data;
  const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
  const at = (horario: string): ScheduleDraft => ({ ...emptyDraft(sunday()), horario });

  it('warns about members on another schedule within three hours, naming it, without blocking', async () => {
    const { user } = renderMembers({ draft: at('21:30') });
    const carla = await card('Carla Mendes');
    await waitFor(() => expect(carla).toHaveTextContent('Outro compromisso próximo'));
    expect(carla).toHaveTextContent(
      `Também em “Culto de domingo” (Ministério de Louvor), ${dayMonth(sunday())} às 19:00`,
    );
    expect(await card('Elisa Martins')).not.toHaveTextContent('Outro compromisso próximo');
    await user.click(chip('Carla Mendes', 'Vocal'));
    expect(chosen().getByText('Carla Mendes').closest('li')).toHaveTextContent(
      'Outro compromisso próximo',
    );
    expect(sent()).toEqual([{ membro_id: 3, funcao_id: functionId('Vocal'), observacao: null }]);
  });

  /** Ana also sings in the demo's second ministry, which Bruno (ADMIN here) is not part of. */
  const choirAt = (horario: string) => {
    const schedule3 = api.store.schedule(3)!;
    api.store.tables.schedules.push({
      ...schedule3,
      id: 99,
      ministry_id: 2,
      titulo: 'Coral de domingo',
      horario,
      songs: [],
      members: [
        { member_id: 11, functions: [], confirmado: 0, recusado_em: null, motivo_recusa: null },
      ],
    });
  };

  it('says only "another commitment that day" of a schedule the viewer may not read, hours away or not', async () => {
    choirAt('21:00');
    // 13 hours before the choir at 21:00, and 11 before the 19:00 service Ana is on.
    renderMembers({ draft: at('08:00'), standing: 'ADMIN' });
    const ana = await card('Ana Souza');
    await waitFor(() => expect(ana).toHaveTextContent('Outro compromisso no dia'));
    expect(ana).toHaveTextContent(
      'Tem outro compromisso neste dia, numa escala que você não pode ver',
    );
    expect(ana).not.toHaveTextContent('Outro compromisso próximo');
    expect(ana).not.toHaveTextContent('Coral de domingo');
    expect(ana).not.toHaveTextContent('21:00');
  });

  it('names what the viewer may read beside the day-only line', async () => {
    choirAt('21:00');
    renderMembers({ draft: at('20:00'), standing: 'ADMIN', locale: 'en-US' });
    const ana = (await screen.findByText('Ana Souza')).closest('li')!;
    await waitFor(() => expect(ana).toHaveTextContent('Another commitment nearby'));
    expect(ana).toHaveTextContent(
      `Also on “Culto de domingo” (Ministério de Louvor), ${sunday().slice(5, 7)}/${sunday().slice(8, 10)} at 7:00 PM`,
    );
    expect(ana).toHaveTextContent('Has another commitment that day, on a schedule you cannot see');
    expect(ana).not.toHaveTextContent('Coral de domingo');
  });

  it('is quiet beyond three hours', async () => {
    const asked = conflictsCalls.length;
    renderMembers({ draft: at('15:59') });
    await card('Carla Mendes');
    await waitFor(() => expect(conflictsCalls.length).toBeGreaterThan(asked));
    const query = conflictsCalls.at(-1)!.url.searchParams;
    expect([query.get('data'), query.get('horario'), query.get('escala_id')]).toEqual([
      sunday(),
      '15:59',
      null,
    ]);
    await waitFor(() => expect(options().queryByText(/Também em/)).not.toBeInTheDocument());
    expect(await card('Carla Mendes')).not.toHaveTextContent('Outro compromisso próximo');
  });

  it('speaks English', async () => {
    renderMembers({ draft: at('16:00'), locale: 'en-US' });
    const carla = (await screen.findByText('Carla Mendes')).closest('li')!;
    await waitFor(() => expect(carla).toHaveTextContent('Another commitment nearby'));
    expect(carla).toHaveTextContent(
      `Also on “Culto de domingo” (Ministério de Louvor), ${sunday().slice(5, 7)}/${sunday().slice(8, 10)} at 7:00 PM`,
    );
  });
});

describe('the members of a schedule: slots', slow, () => {
  it('sets what the schedule needs and says what is missing as members are picked', async () => {
    const { user } = renderMembers();
    await card('Carla Mendes');
    await user.click(await screen.findByRole('button', { name: 'Adicionar vaga' }));
    const [fn] = screen.getAllByRole('combobox', { name: 'Função' });
    await user.selectOptions(fn!, 'Vocal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pessoas' }), '2');
    expect(screen.getByText('Falta: 2 Vocal')).toBeVisible();
    await user.click(chip('Carla Mendes', 'Vocal'));
    expect(screen.getByText('Falta: 1 Vocal')).toBeVisible();
    const vocal = api.store.tables.functions.find((row) => row.nome === 'Vocal')!.id;
    expect(draftRequest().vagas).toEqual([{ funcao_id: vocal, quantidade: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Remover a vaga de Vocal' }));
    expect(draftRequest().vagas).toEqual([]);
    expect(screen.queryByText(/^Falta:/)).toBeNull();
  });
});
