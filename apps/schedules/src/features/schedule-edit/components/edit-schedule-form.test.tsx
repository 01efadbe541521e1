import { shellLeaveGuards } from '@levita/federation/testing';
import { setupMockApiServer, TEST_API_BASE_URL, watchRequests } from '@levita/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realPause } from '../../../testing/real-pause';
import {
  scheduleConflictsCalls,
  scheduleSaves,
  unavailableMembersCalls,
} from '../../../testing/request-matchers';
import {
  awayOn,
  DETAIL_STUB_HEADING,
  renderEditPage,
  saveButton,
  tab,
  titleField,
} from '../testing/render-edit-page';

const slow = { timeout: 30_000 };

const api = setupMockApiServer();
const { requests: saves, onlyBody } = watchRequests(api, ...scheduleSaves);
const { requests: unavailableCalls } = watchRequests(api, unavailableMembersCalls);
const { requests: conflictsCalls } = watchRequests(api, scheduleConflictsCalls);
const scheduleUrl = `${TEST_API_BASE_URL}/escalas/:id`;
const REQUIRED = 'Por favor, preencha todos os campos obrigatórios (título, data e horário).';

afterEach(() => vi.useRealTimers());

const functionId = (nome: string) => api.store.tables.functions.find((fn) => fn.nome === nome)!.id;
const chosenMembers = () => within(screen.getByRole('region', { name: 'Membros escalados' }));
const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('edit schedule: tabs', slow, () => {
  it('needs a title to move past the first tab, by the buttons or the tabs themselves', async () => {
    const { user } = renderEditPage(api);
    await user.clear(await titleField());
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveFocus();
    await user.click(tab('Membros'));
    expect(tab('Informações')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Culto da família');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(tab('Músicas')).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(tab('Membros')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(tab('Músicas')).toHaveAttribute('aria-selected', 'true');
  });

  it('needs the title, the date and the time to save, and shows the first one missing', async () => {
    const { user } = renderEditPage(api);
    await titleField();
    fireEvent.change(screen.getByLabelText(/^Horário/), { target: { value: '' } });
    await user.click(tab('Músicas'));
    await user.click(saveButton());
    expect(screen.getByRole('alert')).toHaveTextContent(REQUIRED);
    expect(tab('Informações')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Horário/)).toHaveFocus();
    expect(saves).toHaveLength(0);
  });
});

describe('edit schedule: saving', slow, () => {
  it('sends the edits, shows the success modal, then opens the schedule after 1500 ms', async () => {
    const { user } = renderEditPage(api);
    await user.clear(await titleField());
    await user.type(screen.getByRole('textbox', { name: 'Título' }), ' Culto da família ');
    await user.clear(screen.getByRole('textbox', { name: 'Local' }));
    await user.clear(screen.getByRole('textbox', { name: 'Observações' }));
    await user.type(screen.getByRole('textbox', { name: 'Observações' }), '  Ceia  ');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Responsável/ }), 'Bruno Lima');
    await user.click(screen.getByRole('checkbox', { name: 'Publicada' }));

    await user.click(tab('Músicas'));
    await user.click(screen.getByRole('button', { name: 'Remover Oceanos da escala' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tom de Maranata' }), 'F#');
    await user.click(screen.getByRole('button', { name: 'Mover Santo Espírito para cima' }));

    await user.click(tab('Membros'));
    await user.click(
      await screen.findByRole('button', { name: 'Remover Gabriela Alves da escala' }),
    );

    // Fake time follows the real clock (the network needs it) and can be pushed ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(saveButton());
    expect(await onlyBody()).toEqual({
      ministerio_id: 1,
      titulo: 'Culto da família',
      data: `${api.store.schedule(3)!.data}T19:00:00`,
      horario: '19:00',
      observacoes: 'Ceia',
      publicada: false,
      finalizada: false,
      responsavel_id: 2,
      musicas_escaladas: [
        { musica_id: 15, ordem: 1, tom_alterado: 'F#' },
        { musica_id: 11, ordem: 2, tom_alterado: null },
        { musica_id: 3, ordem: 3, tom_alterado: 'D' },
      ],
      itens: [],
      vagas: [],
      membros_escalados: [
        { membro_id: 1, funcao_id: functionId('Violão'), observacao: null },
        { membro_id: 2, funcao_id: functionId('Teclado'), observacao: null },
        { membro_id: 3, funcao_id: functionId('Vocal'), observacao: 'Abre o culto' },
        { membro_id: 6, funcao_id: functionId('Bateria'), observacao: null },
      ],
      // The version the form was read at: an edit made after someone else's is refused.
      versao: 1,
    });
    const modal = await screen.findByRole('dialog', { name: 'Escala atualizada com sucesso!' });
    expect(modal).toHaveTextContent('Abrindo a escala…');
    expect(unload()).toBe(false);
    // The modal is found as soon as it renders, with the timer: a few ms of real time at most.
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByRole('heading', { name: DETAIL_STUB_HEADING })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('heading', { name: DETAIL_STUB_HEADING })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/3$/);
    expect(api.store.schedule(3)).toMatchObject({ titulo: 'Culto da família', publicada: 0 });
  });

  it('checks again who is unavailable 100 ms after the members tab opens', async () => {
    const { user } = renderEditPage(api);
    await titleField();
    awayOn(api, 7, api.store.schedule(3)!.data);
    // Only the page's timers are faked: the network and React still run in real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(tab('Membros'));
    act(() => vi.advanceTimersByTime(99));
    // Time enough for a check started too early to answer and take her off.
    await act(() => realPause(300));
    expect(chosenMembers().getByText('Gabriela Alves')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foi removido 1 membro indisponível da escala. Por favor, confira a lista antes de salvar.',
    );
    expect(unavailableCalls[0]?.url.searchParams.get('data')).toBe(api.store.schedule(3)!.data);
    expect(chosenMembers().queryByText('Gabriela Alves')).not.toBeInTheDocument();
    expect(chosenMembers().getByText('4 membros')).toBeInTheDocument();
    // And again before saving: someone else became unavailable meanwhile.
    const callsBeforeSave = unavailableCalls.length;
    awayOn(api, 6, api.store.schedule(3)!.data);
    await user.click(saveButton());
    expect(await screen.findByText(/^Foi removido 1 membro indisponível/)).toBeInTheDocument();
    expect(chosenMembers().queryByText('Felipe Costa')).not.toBeInTheDocument();
    expect(unavailableCalls).toHaveLength(callsBeforeSave + 1);
    expect(saves).toHaveLength(0);
  });

  it('takes off who the server refuses as unavailable, for a leader who cannot list them', async () => {
    awayOn(api, 7, api.store.schedule(3)!.data);
    awayOn(api, 1, api.store.schedule(3)!.data);
    const { user } = renderEditPage(api, 3, { standing: 'MEMBRO' });
    await titleField();
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Foram removidos 2 membros indisponíveis da escala. Por favor, confira a lista antes de salvar.',
    );
    expect(saves).toHaveLength(1);
    await user.click(tab('Membros'));
    expect(chosenMembers().queryByText('Gabriela Alves')).not.toBeInTheDocument();
    expect(chosenMembers().queryByText('Ana Souza')).not.toBeInTheDocument();
    expect(chosenMembers().getByText('3 membros')).toBeInTheDocument();

    await user.click(saveButton());
    expect(
      await screen.findByRole('dialog', { name: 'Escala atualizada com sucesso!' }),
    ).toBeInTheDocument();
    expect(unavailableCalls).toHaveLength(0);
  });

  it('lists validation errors naming the song, the member and the field', async () => {
    api.server.use(
      http.put(scheduleUrl, () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'Dados inválidos',
            errors: {
              'musicas_escaladas.2.musica_id': [
                'Música não encontrada no repertório deste ministério.',
              ],
              'membros_escalados.1.funcao_id': ['O membro não exerce esta função no ministério.'],
              responsavel_id: ['O responsável deve ser um membro ativo do ministério.'],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderEditPage(api);
    await titleField();
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Erro na validação dos dados:/);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Música 3 (Oceanos): Música não encontrada no repertório deste ministério.',
      'Membro Bruno Lima (Teclado): O membro não exerce esta função no ministério.',
      'Responsável: O responsável deve ser um membro ativo do ministério.',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the update failed on any other error, and keeps the edits', async () => {
    api.server.use(
      http.put(scheduleUrl, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    const { user } = renderEditPage(api);
    await user.type(await titleField(), '!');
    await user.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erro ao atualizar escala. Por favor, tente novamente.',
    );
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto de domingo!');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("adds the server's reason when it refused the update", async () => {
    api.server.use(
      http.put(scheduleUrl, () =>
        HttpResponse.json(
          { error: 'forbidden', message: 'Você não tem permissão para esta ação.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderEditPage(api);
    await titleField();
    await user.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao atualizar escala. Por favor, tente novamente.');
    expect(alert).toHaveTextContent('Você não tem permissão para esta ação.');
  });
});

describe('edit schedule: double booking', slow, () => {
  it('warns the leader about members on another schedule within 3 hours, this one left out, and still saves', async () => {
    // A rehearsal at 21:00 on the same Sunday with Felipe, who plays drums on schedule 3.
    const sunday = api.store.schedule(3)!;
    api.store.tables.schedules.push({
      ...sunday,
      id: 98,
      titulo: 'Ensaio da banda',
      horario: '21:00',
      responsavel_id: 1,
      members: [
        { member_id: 6, functions: [], confirmado: 0, recusado_em: null, motivo_recusa: null },
      ],
    });
    // Carla, the plain member, leads schedule 3.
    const { user } = renderEditPage(api, 3, { standing: 'MEMBRO' });
    await titleField();
    await user.click(tab('Membros'));
    const felipe = (await chosenMembers().findByText('Felipe Costa')).closest('li')!;
    await waitFor(() => expect(felipe).toHaveTextContent('Outro compromisso próximo'));
    expect(felipe).toHaveTextContent('Também em “Ensaio da banda” (Ministério de Louvor)');
    expect(conflictsCalls.at(-1)?.url.searchParams.get('escala_id')).toBe('3');
    // Schedule 3 itself is no clash for its own members.
    expect(chosenMembers().getByText('Ana Souza').closest('li')).not.toHaveTextContent(
      'Outro compromisso próximo',
    );

    await user.click(saveButton());
    expect(await onlyBody()).toMatchObject({ titulo: 'Culto de domingo' });
  });
});

describe('edit schedule: cancelling', slow, () => {
  it('goes back to the detail at once without changes', async () => {
    const { user } = renderEditPage(api);
    await titleField();
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: DETAIL_STUB_HEADING })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/3$/);
  });

  it('asks first with changes: stay keeps them, leave goes back to the detail', async () => {
    const { user } = renderEditPage(api);
    await user.click(await titleField());
    await user.click(tab('Músicas'));
    await user.click(screen.getByRole('button', { name: 'Mover Oceanos para cima' }));
    expect(unload()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    expect(dialog).toHaveTextContent('As alterações feitas nesta escala serão perdidas.');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover Oceanos para cima' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Voltar à escala/ }));
    dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByRole('heading', { name: DETAIL_STUB_HEADING })).toBeInTheDocument();
  });

  it('has the shell wait for its answer while there are changes', async () => {
    const { user } = renderEditPage(api);
    await user.type(await titleField(), '!');
    let answer!: Promise<boolean>;
    act(() => {
      answer = shellLeaveGuards.askToLeave();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    await expect(answer).resolves.toBe(false);
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Culto de domingo!');
  });

  it('counts an edit undone as no change', async () => {
    const { user } = renderEditPage(api);
    await user.type(await titleField(), 'x');
    await user.type(screen.getByRole('textbox', { name: 'Título' }), '{Backspace}');
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: DETAIL_STUB_HEADING })).toBeInTheDocument();
  });
});
