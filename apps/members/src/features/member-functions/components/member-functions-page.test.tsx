import { ManagersOnly } from '@levita/federation';
import { lightTheme } from '@levita/ui';
import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ANA,
  CARLA,
  cardOf,
  cardTitles,
  findTitle,
  MEMBERS_STUB,
  renderFunctionsPage,
  watchApiCalls,
} from '../testing/member-functions-test-kit';
import { MemberFunctionsPage } from './member-functions-page';

const api = setupMockApiServer();
const calls = watchApiCalls(api);

const counter = Object.assign(() => screen.getByText(/atribuídas? · /), {
  english: () => screen.getByText(/assigned · /),
});
const failWith =
  (status: number, error = 'server_error', message = '') =>
  () =>
    HttpResponse.json({ error, message }, { status });

describe('member functions: view', () => {
  it("titles the page with the member's real name, under a way back to the members", async () => {
    const user = userEvent.setup();
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    expect(screen.getByRole('status', { name: 'Carregando as funções do membro…' })).toBeVisible();
    expect(await findTitle('Ana Souza')).toBeVisible();
    expect(screen.getByText('Funções do membro')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Voltar aos membros' }));
    expect(await screen.findByRole('heading', { name: MEMBERS_STUB })).toBeVisible();
  });

  it('shows each function as a card: icon, name, principal badge and observations', async () => {
    api.store.assignment(2)!.observacoes = 'Só nos cultos de domingo';
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    expect(screen.getByRole('list', { name: 'Funções de Ana Souza' })).toBeVisible();
    expect(cardTitles()).toEqual(['Ministro', 'Violão']);

    const minister = cardOf('Ministro');
    const principal = within(minister).getByText('Principal');
    // The theme's primary badge, so it reads in light and dark alike.
    expect(principal).toHaveStyle({ background: lightTheme.colors.primarySurface });
    expect(minister.querySelector('svg[data-icon="microfone"]')).not.toBeNull();

    const guitar = cardOf('Violão');
    expect(within(guitar).queryByText('Principal')).not.toBeInTheDocument();
    expect(guitar).toHaveTextContent('Observações: Só nos cultos de domingo');
    expect(guitar.querySelector('svg[data-icon="violao"]')).not.toBeNull();
  });

  it('counts the assigned functions and those still available', async () => {
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    expect(counter()).toHaveTextContent('2 atribuídas · 16 disponíveis');
    expect(counter()).toHaveAttribute('role', 'status');
  });

  it('counts in the singular', async () => {
    // Vocal (1), which Carla holds, and Ministro (2) are left.
    for (let id = 3; id <= 18; id += 1) api.store.deleteFunction(id);
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    expect(counter()).toHaveTextContent('1 atribuída · 1 disponível');
  });

  it('shows an empty state whose button assigns the first function', async () => {
    const user = userEvent.setup();
    api.store.tables.memberFunctions = api.store.tables.memberFunctions.filter(
      (row) => row.member_id !== CARLA,
    );
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Nenhuma função atribuída' }),
    ).toBeVisible();
    expect(counter()).toHaveTextContent('0 atribuídas · 18 disponíveis');
    expect(screen.queryByRole('list', { name: /^Funções de/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atribuir a primeira função' }));
    expect(screen.getByRole('dialog', { name: 'Atribuir função' })).toBeVisible();
  });

  it('disables assigning, and says why, when the member holds every function', async () => {
    const held = new Set(
      api.store.tables.memberFunctions
        .filter((row) => row.member_id === CARLA)
        .map((row) => row.function_id),
    );
    for (const fn of api.store.tables.functions.filter((f) => f.ministry_id === 1))
      if (!held.has(fn.id))
        api.store.tables.memberFunctions.push({
          id: api.store.nextId('memberFunctions'),
          member_id: CARLA,
          function_id: fn.id,
          principal: 0,
          observacoes: null,
          versao: 1,
          created_at: '2026-01-01T00:00:00.000Z',
        });
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    expect(counter()).toHaveTextContent('18 atribuídas · 0 disponíveis');
    const assign = screen.getByRole('button', { name: 'Atribuir função' });
    expect(assign).toBeDisabled();
    expect(assign).toHaveAccessibleDescription(
      'Todas as funções do ministério já foram atribuídas a este membro.',
    );
  });

  it('points to the functions page when the ministry has no function at all', async () => {
    for (let id = 1; id <= 18; id += 1) api.store.deleteFunction(id);
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    expect(screen.getByRole('button', { name: 'Atribuir função' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cadastrar funções' })).toHaveAttribute(
      'href',
      '/funcoes',
    );
    expect(
      screen.queryByRole('button', { name: 'Atribuir a primeira função' }),
    ).not.toBeInTheDocument();
  });

  it('shows an inactive member read only: no assign, edit or remove', async () => {
    renderFunctionsPage(api, '/membros/8/funcoes');
    await findTitle('Henrique Dias');
    expect(cardTitles()).toEqual(['Guitarra']);
    expect(
      screen.getByText('Situação: Inativo. Somente membros ativos podem receber funções.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Atribuir função' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Editar|Remover)/ })).not.toBeInTheDocument();
  });
});

describe('member functions: not found', () => {
  it.each([
    ['an id no member has', '/membros/999/funcoes'],
    ["another ministry's member", '/membros/10/funcoes'],
  ])('says so for %s, with the way back to the members', async (_case, at) => {
    const user = userEvent.setup();
    renderFunctionsPage(api, at);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membro não encontrado' }),
    ).toBeVisible();
    expect(
      screen.getByText('Este membro não existe ou não faz mais parte do ministério.'),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Voltar aos membros' }));
    expect(await screen.findByRole('heading', { name: MEMBERS_STUB })).toBeVisible();
  });

  it.each(['abc', '0', '1.5'])('says so for /membros/%s/funcoes without asking the API', (id) => {
    renderFunctionsPage(api, `/membros/${id}/funcoes`);
    expect(screen.getByRole('heading', { level: 1, name: 'Membro não encontrado' })).toBeVisible();
    expect(calls.seen).toEqual([]);
  });
});

describe('member functions: access', () => {
  it('gives a plain member the denied view in place, and asks the API nothing', () => {
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`, {
      standing: 'MEMBRO',
      page: (
        <ManagersOnly>
          <MemberFunctionsPage />
        </ManagersOnly>
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Acesso negado' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(`/membros/${CARLA}/funcoes`);
    expect(calls.seen).toEqual([]);
  });

  it('lets an admin manage them', async () => {
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`, { standing: 'ADMIN' });
    await findTitle('Carla Mendes');
    expect(screen.getByRole('button', { name: 'Atribuir função' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Editar Vocal' })).toBeVisible();
  });
});

describe('member functions: assign', () => {
  it('offers only the functions the member does not hold, after a "select" choice', async () => {
    const user = userEvent.setup();
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const dialog = screen.getByRole('dialog', { name: 'Atribuir função' });
    const select = within(dialog).getByRole('combobox', { name: 'Função' });
    expect(select).toHaveFocus();
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(17);
    expect(options[0]).toBe('Selecione uma função');
    expect(options).not.toContain('Ministro');
    expect(options).not.toContain('Violão');
    expect(options).toContain('Baixo');
    expect(select).toHaveValue('0');
  });

  it('assigns: the request, a toast, the new card and the principal moved', async () => {
    const user = userEvent.setup();
    const { notify } = renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const dialog = screen.getByRole('dialog', { name: 'Atribuir função' });
    expect(dialog).toHaveTextContent('Escolha uma função para Carla Mendes.');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Função' }), 'Baixo');
    const principal = within(dialog).getByRole('checkbox', { name: 'Função principal' });
    // Carla's principal is Vocal: the API unmarks it, and the form says so first.
    expect(principal).toHaveAccessibleDescription(
      'Cada membro tem no máximo uma função principal: se marcar esta, Vocal deixa de ser a principal.',
    );
    await user.click(principal);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Observações' }),
      '  Baixo de 5 cordas  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));

    expect(await calls.onlyWriteBody()).toEqual({
      funcao_id: 5,
      principal: true,
      observacoes: 'Baixo de 5 cordas',
    });
    expect(calls.writes()).toEqual([`POST /membros/${CARLA}/funcoes`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Função Baixo atribuída a Carla Mendes.',
    });
    expect(cardTitles()).toEqual(['Baixo', 'Vocal']);
    expect(within(cardOf('Baixo')).getByText('Principal')).toBeVisible();
    expect(within(cardOf('Vocal')).queryByText('Principal')).not.toBeInTheDocument();
    expect(cardOf('Baixo')).toHaveTextContent('Observações: Baixo de 5 cordas');
    expect(counter()).toHaveTextContent('2 atribuídas · 16 disponíveis');
  });

  it('sends no observation when the field is left blank', async () => {
    const user = userEvent.setup();
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const dialog = screen.getByRole('dialog', { name: 'Atribuir função' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Função' }), 'Flauta');
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    expect(await calls.onlyWriteBody()).toEqual({
      funcao_id: 10,
      principal: false,
      observacoes: null,
    });
  });

  it('refuses to save without a function, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { notify } = renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const form = screen.getByRole('dialog', { name: 'Atribuir função' });
    await user.click(within(form).getByRole('button', { name: 'Atribuir' }));

    // No dialog over the dialog: the field says it and takes the focus.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const select = within(form).getByRole('combobox', { name: 'Função' });
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription(/É preciso selecionar uma função antes de salvar\./);
    expect(select).toBeInvalid();
    expect(calls.writes()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('cancels without a call', async () => {
    const user = userEvent.setup();
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const dialog = screen.getByRole('dialog', { name: 'Atribuir função' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Função' }), 'Baixo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.writes()).toEqual([]);
    expect(cardTitles()).toEqual(['Vocal']);
  });

  it('keeps the form open with the message of part 2 §8 when assigning fails', async () => {
    const user = userEvent.setup();
    api.server.use(http.post(`${TEST_API_BASE_URL}/membros/:id/funcoes`, failWith(500)));
    const { notify } = renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const dialog = screen.getByRole('dialog', { name: 'Atribuir função' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Função' }), 'Baixo');
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Não foi possível atribuir a função\. Tente novamente mais tarde\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Atribuir' })).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
    expect(cardTitles()).toEqual(['Vocal']);
  });

  it("adds the server's reason when it gave one", async () => {
    const user = userEvent.setup();
    renderFunctionsPage(api, `/membros/${CARLA}/funcoes`);
    await findTitle('Carla Mendes');
    await user.click(screen.getByRole('button', { name: 'Atribuir função' }));
    const dialog = screen.getByRole('dialog', { name: 'Atribuir função' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Função' }), 'Baixo');
    // Someone gave Carla the bass meanwhile: the API answers 409 function_already_assigned.
    api.store.tables.memberFunctions.push({
      id: api.store.nextId('memberFunctions'),
      member_id: CARLA,
      function_id: 5,
      principal: 0,
      observacoes: null,
      versao: 1,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Atribuir' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Não foi possível atribuir a função. Tente novamente mais tarde.O membro já tem esta função.',
    );
  });
});

describe('member functions: edit', () => {
  it('edits: the current function chosen, the request, a toast and the cards updated', async () => {
    const user = userEvent.setup();
    const { notify } = renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Editar Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar função de Ana Souza' });
    const select = within(dialog).getByRole('combobox', { name: 'Função' });
    expect(select).toHaveDisplayValue('Violão');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).not.toContain('Selecione uma função');
    expect(options).not.toContain('Ministro');
    expect(options).toHaveLength(17);
    const principal = within(dialog).getByRole('checkbox', { name: 'Função principal' });
    expect(principal).not.toBeChecked();
    await user.click(principal);
    await user.type(within(dialog).getByRole('textbox', { name: 'Observações' }), 'Violão base');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await calls.onlyWriteBody()).toEqual({
      funcao_id: 3,
      principal: true,
      observacoes: 'Violão base',
      versao: 1,
    });
    expect(calls.writes()).toEqual(['PUT /membro-funcoes/2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Função Violão de Ana Souza atualizada.',
    });
    expect(cardTitles()).toEqual(['Violão', 'Ministro']);
    expect(within(cardOf('Violão')).getByText('Principal')).toBeVisible();
    expect(within(cardOf('Ministro')).queryByText('Principal')).not.toBeInTheDocument();
  });

  it('swaps the function and clears the observation', async () => {
    const user = userEvent.setup();
    api.store.assignment(2)!.observacoes = 'Violão base';
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Editar Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar função de Ana Souza' });
    const notes = within(dialog).getByRole('textbox', { name: 'Observações' });
    expect(notes).toHaveValue('Violão base');
    await user.clear(notes);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Função' }), 'Guitarra');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await calls.onlyWriteBody()).toEqual({
      funcao_id: 4,
      principal: false,
      observacoes: null,
      versao: 1,
    });
    await waitFor(() => expect(cardTitles()).toEqual(['Ministro', 'Guitarra']));
  });

  it('keeps the form open with the message of part 2 §8 when updating fails', async () => {
    const user = userEvent.setup();
    api.server.use(http.put(`${TEST_API_BASE_URL}/membro-funcoes/:id`, failWith(500)));
    const { notify } = renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Editar Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar função de Ana Souza' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Não foi possível atualizar a função\. Tente novamente mais tarde\.$/,
    );
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('member functions: remove', () => {
  it('asks first; cancel keeps the function and calls nothing', async () => {
    const user = userEvent.setup();
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Remover Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover função?' });
    expect(dialog).toHaveTextContent(
      'Ana Souza deixará de ter a função Violão. As escalas já montadas não mudam.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.writes()).toEqual([]);
    expect(cardTitles()).toEqual(['Ministro', 'Violão']);
  });

  it('removes on confirm: busy meanwhile, then gone, a toast and the focus on the name', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/membro-funcoes/:id`, async () => {
        // Nothing returned: once released, the mock API's own handler answers.
        await held;
      }),
    );
    const { notify } = renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Remover Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover função?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover função' }));
    expect(within(dialog).getByRole('button', { name: 'Remover função' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.writes()).toEqual(['DELETE /membro-funcoes/2']);
    expect(cardTitles()).toEqual(['Ministro']);
    expect(counter()).toHaveTextContent('1 atribuída · 17 disponíveis');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Função Violão removida de Ana Souza.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Souza' })).toHaveFocus();
  });

  it('keeps the function and says so in the dialog when removing fails', async () => {
    const user = userEvent.setup();
    api.server.use(http.delete(`${TEST_API_BASE_URL}/membro-funcoes/:id`, failWith(500)));
    const { notify } = renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    await findTitle('Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Remover Violão' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover função?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover função' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Não foi possível remover a função\. Tente novamente mais tarde\.$/,
    );
    expect(notify).not.toHaveBeenCalled();
    expect(cardTitles()).toEqual(['Ministro', 'Violão']);
  });
});

describe('member functions: load errors', () => {
  it.each([
    ['the members', `${TEST_API_BASE_URL}/ministerios/:id/membros`],
    ['the functions', `${TEST_API_BASE_URL}/ministerios/:id/funcoes`],
    ["the member's functions", `${TEST_API_BASE_URL}/membros/:id/funcoes`],
  ])('says so when %s cannot be loaded, and tries again', async (_what, url) => {
    const user = userEvent.setup();
    let fail = true;
    api.server.use(
      http.get(url, () =>
        fail ? HttpResponse.json({ error: 'x', message: '' }, { status: 500 }) : undefined,
      ),
    );
    renderFunctionsPage(api, `/membros/${ANA}/funcoes`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      'Não foi possível carregar os dados. Tente novamente mais tarde.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Funções do membro' })).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await findTitle('Ana Souza')).toBeVisible();
    expect(cardTitles()).toEqual(['Ministro', 'Violão']);
  });
});

describe('member functions: English', () => {
  it('speaks English, default function names included', async () => {
    const user = userEvent.setup();
    const { notify } = renderFunctionsPage(api, `/membros/${ANA}/funcoes`, { locale: 'en-US' });
    await findTitle('Ana Souza');
    expect(screen.getByText('Member roles')).toBeVisible();
    expect(counter.english()).toHaveTextContent('2 assigned · 16 available');
    expect(cardTitles()).toEqual(['Worship leader', 'Acoustic guitar']);
    expect(within(cardOf('Worship leader')).getByText('Main')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Assign role' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign role' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Bass');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: 'Role Bass assigned to Ana Souza.',
      }),
    );
    expect(screen.getByRole('link', { name: 'Back to members' })).toBeVisible();
  });
});
