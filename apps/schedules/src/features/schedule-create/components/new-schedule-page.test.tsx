import type { Locale } from '@levita/i18n';
import { toCalendarDate } from '@levita/i18n';
import { setupMockApiServer, TEST_API_BASE_URL, watchRequests } from '@levita/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_STUB_HEADING, renderSchedulesPage } from '../../../testing/render-schedules-page';
import { scheduleSaves, unavailableMembersCalls } from '../../../testing/request-matchers';
import { addSongs, pickFunction, stepHeading, toMembers, toSongs } from '../testing/wizard-steps';
import { NewSchedulePage } from './new-schedule-page';

/** Whole wizard runs render three big steps: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };

const api = setupMockApiServer();
const { requests: saves, onlyBody } = watchRequests(api, ...scheduleSaves);
const { requests: unavailableCalls } = watchRequests(api, unavailableMembersCalls);
const unavailableUrl = `${TEST_API_BASE_URL}/ministerios/:id/indisponiveis`;

afterEach(() => vi.useRealTimers());

function renderWizard(locale: Locale = 'pt-BR') {
  const view = renderSchedulesPage(api, <NewSchedulePage />, {
    route: '/nova',
    at: '/nova',
    locale,
  });
  // The pointer-events check reads computed styles up the tree on every click: slow, and
  // nothing here disables pointer events.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, user };
}

const functionId = (nome: string) => api.store.tables.functions.find((fn) => fn.nome === nome)!.id;
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Etapas da nova escala' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step')?.textContent;

/** Someone away today (the wizard's default date), registered after the list was shown. */
function awayToday(memberId: number, id = 90 + memberId) {
  api.store.tables.unavailabilities.push({
    id,
    member_id: memberId,
    data_inicio: api.store.today,
    data_fim: api.store.today,
    justificativa: 'Imprevisto',
    versao: 1,
    created_at: '',
    updated_at: '',
  });
}

describe('new schedule wizard: the steps', slow, () => {
  it('starts on the info step, today at 19:00, the time in 15-minute steps', () => {
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Nova escala' })).toBeVisible();
    expect(currentStep()).toBe('1Informações');
    expect(stepHeading()).toHaveTextContent('Informações');
    expect(screen.getByText('Etapa 1 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Data/)).toHaveValue(toCalendarDate(new Date()));
    expect(screen.getByLabelText(/^Horário/)).toHaveValue('19:00');
    expect(screen.getByLabelText(/^Horário/)).toHaveAttribute('step', '900');
    expect(screen.queryByRole('checkbox', { name: 'Publicada' })).not.toBeInTheDocument();
  });

  it("takes today from the browser's own calendar, late at night too", () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 23, 50), shouldAdvanceTime: true });
    renderWizard();
    expect(screen.getByLabelText(/^Data/)).toHaveValue('2026-11-25');
  });

  it('offers the active members as leader, none by default', async () => {
    renderWizard();
    const leader = screen.getByRole('combobox', { name: /^Responsável/ });
    expect(leader).toHaveValue('');
    await within(leader).findByRole('option', { name: 'Carla Mendes' });
    expect(
      within(leader)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Sem responsável',
      'Ana Souza',
      'Bruno Lima',
      'Carla Mendes',
      'Elisa Martins',
      'Felipe Costa',
      'Gabriela Alves',
    ]);
  });

  it('needs a title, a date and a time before the songs', async () => {
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Preencha o título, a data e o horário da escala.',
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeInvalid();
    expect(currentStep()).toBe('1Informações');

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Culto');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Horário/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Preencha o título, a data e o horário da escala.',
    );
    expect(screen.getByLabelText(/^Horário/)).toHaveFocus();
    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^Horário/), { target: { value: '20:30' } });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByLabelText(/^Data/)).toHaveFocus();
    expect(currentStep()).toBe('1Informações');

    fireEvent.change(screen.getByLabelText(/^Data/), { target: { value: '2026-12-24' } });
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(currentStep()).toBe('2Músicas');
    expect(stepHeading()).toHaveTextContent('Músicas');
    expect(stepHeading()).toHaveFocus();
  });

  it('needs a song before the members, and goes back freely, keeping what was filled', async () => {
    const { user } = renderWizard();
    await toSongs(user, 'Culto de Natal');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Adicione pelo menos uma música à escala.');
    expect(stepHeading()).toHaveTextContent('Músicas');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(stepHeading()).toHaveTextContent('Informações');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto de Natal');

    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await addSongs(user, 'Oceanos');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(stepHeading()).toHaveTextContent('Membros');
    expect(currentStep()).toMatch(/3Membros$/);
    expect(screen.getByRole('button', { name: 'Salvar rascunho' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Próximo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('list', { name: 'Músicas da escala' })).toHaveTextContent('Oceanos');
  });
});

describe('new schedule wizard: saving', slow, () => {
  it('saves a draft with everything entered, tells the shell and opens the list', async () => {
    const { user, notify } = renderWizard();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), '  Culto de domingo ');
    await user.type(screen.getByRole('textbox', { name: 'Local' }), 'Templo principal');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Responsável/ }),
      await screen.findByRole('option', { name: 'Carla Mendes' }),
    );
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await addSongs(user, 'Oceanos', 'Galileu');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tom de Galileu' }), 'D');
    await user.click(screen.getByRole('button', { name: 'Mover Galileu para cima' }));
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Observação para Carla Mendes' }),
      'Abre o culto',
    );
    await pickFunction(user, 'Carla Mendes', 'Vocal');
    await pickFunction(user, 'Felipe Costa', 'Bateria');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));

    expect(await onlyBody()).toEqual({
      ministerio_id: 1,
      titulo: 'Culto de domingo',
      data: `${toCalendarDate(new Date())}T19:00:00`,
      horario: '19:00',
      local: 'Templo principal',
      publicada: false,
      finalizada: false,
      responsavel_id: 3,
      musicas_escaladas: [
        { musica_id: 13, ordem: 1, tom_alterado: 'D' },
        { musica_id: 12, ordem: 2, tom_alterado: 'Bm' },
      ],
      itens: [],
      vagas: [],
      membros_escalados: [
        { membro_id: 3, funcao_id: functionId('Vocal'), observacao: 'Abre o culto' },
        { membro_id: 6, funcao_id: functionId('Bateria'), observacao: null },
      ],
    });
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Rascunho da escala salvo.' });
    expect(api.store.tables.schedules.at(-1)).toMatchObject({
      titulo: 'Culto de domingo',
      publicada: 0,
    });
  });

  it('publishes', async () => {
    const { user, notify } = renderWizard();
    await toMembers(user, 'Raridade');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await onlyBody()).toMatchObject({
      titulo: 'Culto de domingo',
      publicada: true,
      finalizada: false,
      musicas_escaladas: [{ musica_id: 10, ordem: 1, tom_alterado: 'G#' }],
      membros_escalados: [],
    });
    expect(await screen.findByRole('heading', { name: LIST_STUB_HEADING })).toBeVisible();
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Escala publicada!' });
  });

  it('checks availability again before saving and takes off who became unavailable', async () => {
    const { user } = renderWizard();
    await toMembers(user);
    await pickFunction(user, 'Carla Mendes', 'Vocal');
    await pickFunction(user, 'Felipe Costa', 'Bateria');
    const callsBefore = unavailableCalls.length;
    awayToday(3);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foi removido 1 membro indisponível da escala. Por favor, confira a lista antes de salvar.',
    );
    expect(unavailableCalls.length).toBe(callsBefore + 1);
    expect(saves).toHaveLength(0);
    const chosen = within(screen.getByRole('region', { name: 'Membros escalados' }));
    expect(chosen.queryByText('Carla Mendes')).not.toBeInTheDocument();
    expect(chosen.getByText('Felipe Costa')).toBeInTheDocument();
    // She is struck through in the picker now, and the next save goes through without her.
    expect(
      within(screen.getByRole('group', { name: 'Carla Mendes' })).getByRole('button'),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect((await onlyBody()).membros_escalados).toEqual([
      { membro_id: 6, funcao_id: functionId('Bateria'), observacao: null },
    ]);
  });

  it('says how many were taken off when several became unavailable', async () => {
    const { user } = renderWizard();
    await toMembers(user);
    await pickFunction(user, 'Carla Mendes', 'Vocal');
    await pickFunction(user, 'Felipe Costa', 'Bateria');
    await pickFunction(user, 'Ana Souza', 'Violão');
    awayToday(3);
    awayToday(6);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foram removidos 2 membros indisponíveis da escala. Por favor, confira a lista antes de salvar.',
    );
    expect(saves).toHaveLength(0);
    const chosen = within(screen.getByRole('region', { name: 'Membros escalados' }));
    expect(chosen.getByText('Ana Souza')).toBeInTheDocument();
    expect(chosen.getByText('1 membro')).toBeInTheDocument();
  });

  it("handles the server's refusal for unavailable members the same way", async () => {
    // The list the page reads is out of date (or could not be read): only the server knows.
    api.server.use(
      http.get(unavailableUrl, () =>
        HttpResponse.json({ data: api.store.today, membros_indisponiveis: [] }),
      ),
    );
    const { user } = renderWizard();
    await toMembers(user);
    await pickFunction(user, 'Carla Mendes', 'Vocal');
    await pickFunction(user, 'Felipe Costa', 'Bateria');
    awayToday(6);
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foi removido 1 membro indisponível da escala. Por favor, confira a lista antes de salvar.',
    );
    expect(saves).toHaveLength(1);
    const chosen = within(screen.getByRole('region', { name: 'Membros escalados' }));
    expect(chosen.queryByText('Felipe Costa')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LIST_STUB_HEADING })).not.toBeInTheDocument();
  });

  it("lists the server's validation errors, naming the song and the member", async () => {
    const { user } = renderWizard();
    await toMembers(user, 'Oceanos', 'Galileu');
    await pickFunction(user, 'Carla Mendes', 'Vocal');
    // Since they were picked, Galileu left the repertoire and Carla stopped singing.
    api.store.tables.songs.find((song) => song.id === 13)!.deleted_at = '2026-01-01T00:00:00Z';
    api.store.tables.memberFunctions = api.store.tables.memberFunctions.filter(
      (row) => row.member_id !== 3,
    );
    await user.click(screen.getByRole('button', { name: 'Publicar' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Erro na validação dos dados:/);
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'Música 2 (Galileu): Música não encontrada no repertório deste ministério.',
      'Membro Carla Mendes (Vocal): O membro não exerce esta função no ministério.',
    ]);
    expect(screen.queryByRole('heading', { name: LIST_STUB_HEADING })).not.toBeInTheDocument();
  });

  it('says the schedule could not be created on any other failure, and keeps everything', async () => {
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/escalas`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    const { user } = renderWizard();
    await toMembers(user);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível criar a escala. Tente novamente.',
    );
    expect(stepHeading()).toHaveTextContent('Membros');
    expect(saves).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publicar' })).toBeEnabled());
  });
});

describe('new schedule wizard in English', slow, () => {
  it('speaks English', async () => {
    const { user } = renderWizard('en-US');
    expect(screen.getByRole('heading', { level: 1, name: 'New schedule' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Fill in the schedule's title, date and time.",
    );
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Sunday service');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Songs');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one song to the schedule.');
    await user.click(
      await within(screen.getByRole('region', { name: 'Repertoire' })).findByRole('button', {
        name: /Oceanos/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveTextContent('Members');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });
});
