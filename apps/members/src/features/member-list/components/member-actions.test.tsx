import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cardOf,
  controlsOf,
  findLists,
  namesIn,
  renderMemberList,
  sectionOf,
  watchMemberWrites,
} from '../testing/member-list-test-kit';

const api = setupMockApiServer();

/** Pages of many cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };
const writes = watchMemberWrites(api);

const PENDING_TITLE = 'Solicitações pendentes';
const ACTIVE_TITLE = 'Membros ativos';
const INACTIVE_TITLE = 'Membros inativos';

/** Opens a row's action and returns its dialog. */
async function open(user: ReturnType<typeof userEvent.setup>, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  // The dialog's code loads with the first action picked.
  return screen.findByRole('dialog', { name: title });
}

const confirmIn = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('button', { name: label });

describe('MemberListPage: each action asks, calls the API, then shows the new lists', slow, () => {
  it('approves a request: Diego moves to the active members', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Aprovar Diego Rocha', 'Aprovar solicitação?');
    expect(dialog).toHaveTextContent(
      'Diego Rocha passará a fazer parte do ministério como membro e poderá ver o repertório, as escalas e a equipe.',
    );
    // The safe choice has the focus (the dialog moves it once it has rendered, in an effect).
    await waitFor(() => expect(confirmIn(dialog, 'Cancelar')).toHaveFocus());
    await user.click(confirmIn(dialog, 'Aprovar'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([{ method: 'PUT', path: '/membros/4', body: { status: 'ATIVO' } }]);
    expect(namesIn(PENDING_TITLE)).toEqual(['Júlia Ribeiro']);
    expect(namesIn(ACTIVE_TITLE)).toContain('Diego Rocha');
    expect(within(cardOf('Diego Rocha')).getByText('Membro')).toBeVisible();
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Solicitação de Diego Rocha aprovada.',
    });
    expect(screen.getByRole('heading', { name: PENDING_TITLE })).toHaveFocus();
  });

  it('rejects a request: it is deleted, in no list', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Recusar Júlia Ribeiro', 'Recusar solicitação?');
    expect(dialog).toHaveTextContent(
      'A solicitação de Júlia Ribeiro será excluída. Para entrar depois, será preciso pedir acesso de novo com o código do ministério.',
    );
    await user.click(confirmIn(dialog, 'Recusar solicitação'));

    await waitFor(() => expect(namesIn(PENDING_TITLE)).toEqual(['Diego Rocha']));
    expect(writes).toEqual([{ method: 'DELETE', path: '/membros/9', body: null }]);
    expect(screen.queryByText('Júlia Ribeiro', { selector: 'article h3' })).not.toBeInTheDocument();
    expect(api.store.member(9)).toBeUndefined();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Solicitação de Júlia Ribeiro recusada.',
    });
  });

  it('deactivates an active member: Carla moves to the inactive list', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Desativar Carla Mendes', 'Desativar membro?');
    expect(dialog).toHaveTextContent(
      'Carla Mendes perderá o acesso ao ministério (e os direitos de administrador, se tiver). O histórico nas escalas e relatórios é mantido, e você poderá reativar depois.',
    );
    await user.click(confirmIn(dialog, 'Desativar'));

    await waitFor(() => expect(namesIn(INACTIVE_TITLE)).toEqual(['Carla Mendes', 'Henrique Dias']));
    expect(writes).toEqual([{ method: 'DELETE', path: '/membros/3', body: null }]);
    expect(namesIn(ACTIVE_TITLE)).not.toContain('Carla Mendes');
    expect(controlsOf('Carla Mendes')).toEqual([
      'Reativar Carla Mendes',
      'Remover de vez: Carla Mendes',
    ]);
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Carla Mendes perdeu o acesso ao ministério.',
    });
    expect(screen.getByRole('heading', { name: ACTIVE_TITLE })).toHaveFocus();
  });

  it('reactivates an inactive member: Henrique is back among the active', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Reativar Henrique Dias', 'Reativar membro?');
    expect(dialog).toHaveTextContent('Henrique Dias voltará a acessar o ministério como membro.');
    await user.click(confirmIn(dialog, 'Reativar'));

    await waitFor(() => expect(namesIn(ACTIVE_TITLE)).toContain('Henrique Dias'));
    expect(writes).toEqual([{ method: 'PUT', path: '/membros/8', body: { status: 'ATIVO' } }]);
    expect(within(sectionOf(INACTIVE_TITLE)).getByText('Nenhum membro inativo')).toBeVisible();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Henrique Dias voltou a fazer parte do ministério.',
    });
  });

  it('makes a member an administrator', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Tornar administrador: Carla Mendes', 'Tornar administrador?');
    expect(dialog).toHaveTextContent(
      'Carla Mendes poderá aprovar solicitações, reativar membros e gerenciar funções, músicas, escalas e as configurações do ministério.',
    );
    await user.click(confirmIn(dialog, 'Tornar administrador'));

    await waitFor(() =>
      expect(within(cardOf('Carla Mendes')).getByText('Administrador')).toBeVisible(),
    );
    expect(writes).toEqual([{ method: 'PUT', path: '/membros/3', body: { admin: true } }]);
    expect(controlsOf('Carla Mendes')).toContain('Remover administrador: Carla Mendes');
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Carla Mendes agora administra o ministério.',
    });
  });

  it('removes an administrator, who stays a member', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Remover administrador: Bruno Lima', 'Remover administrador?');
    expect(dialog).toHaveTextContent(
      'Bruno Lima continuará no ministério como membro, sem os direitos de administrador.',
    );
    await user.click(confirmIn(dialog, 'Remover administrador'));

    await waitFor(() => expect(within(cardOf('Bruno Lima')).getByText('Membro')).toBeVisible());
    expect(writes).toEqual([{ method: 'PUT', path: '/membros/2', body: { admin: false } }]);
    expect(namesIn(ACTIVE_TITLE)).toContain('Bruno Lima');
    expect(controlsOf('Bruno Lima')).toContain('Tornar administrador: Bruno Lima');
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Bruno Lima não administra mais o ministério.',
    });
  });

  it('removes an inactive member for good', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Remover de vez: Henrique Dias', 'Remover definitivamente?');
    expect(dialog).toHaveTextContent(
      'Henrique Dias sairá de vez do ministério. Para voltar, será preciso pedir acesso de novo com o código e ser aprovado.',
    );
    await user.click(confirmIn(dialog, 'Remover de vez'));

    await waitFor(() =>
      expect(within(sectionOf(INACTIVE_TITLE)).getByText('Nenhum membro inativo')).toBeVisible(),
    );
    expect(writes).toEqual([{ method: 'DELETE', path: '/membros/8', body: null }]);
    expect(screen.queryByText('Henrique Dias', { selector: 'article h3' })).not.toBeInTheDocument();
    expect(api.store.member(8)).toBeUndefined();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Membro removido do ministério: Henrique Dias.',
    });
  });

  it.each([
    ['Aprovar Diego Rocha', 'Aprovar solicitação?', 'Aprovar', '/membros/4'],
    ['Recusar Júlia Ribeiro', 'Recusar solicitação?', 'Recusar solicitação', '/membros/9'],
  ])('lets an admin %s', async (button, title, confirm, path) => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderMemberList(api, { standing: 'ADMIN' });
    await findLists();
    const dialog = await open(user, button, title);
    await user.click(confirmIn(dialog, confirm));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes.map((write) => write.path)).toEqual([path]);
    expect(namesIn(PENDING_TITLE)).toHaveLength(1);
  });
});

describe('MemberListPage: asking first', slow, () => {
  it('sends nothing when the dialog is cancelled, or closed with Esc', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Desativar Bruno Lima', 'Desativar membro?');
    await user.click(confirmIn(dialog, 'Cancelar'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar Bruno Lima' })).toHaveFocus();

    expect(await open(user, 'Recusar Diego Rocha', 'Recusar solicitação?')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    expect(writes).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(namesIn(PENDING_TITLE)).toEqual(['Diego Rocha', 'Júlia Ribeiro']);
    expect(namesIn(ACTIVE_TITLE)).toContain('Bruno Lima');
  });

  it('is busy while the call runs: nothing can be clicked or dismissed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.put(`${TEST_API_BASE_URL}/membros/:id`, async () => {
        // Nothing returned: once released, the mock API's own handler answers.
        await held;
      }),
    );
    renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Aprovar Diego Rocha', 'Aprovar solicitação?');
    await user.click(confirmIn(dialog, 'Aprovar'));

    expect(confirmIn(dialog, 'Aprovar')).toHaveAttribute('aria-busy', 'true');
    expect(confirmIn(dialog, 'Aprovar')).toBeDisabled();
    expect(confirmIn(dialog, 'Cancelar')).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(namesIn(ACTIVE_TITLE)).toContain('Diego Rocha');
  });
});

describe('MemberListPage: a refused action changes nothing', slow, () => {
  const fail = (method: 'put' | 'delete', status: number, error = 'internal_error', message = '') =>
    api.server.use(
      http[method](`${TEST_API_BASE_URL}/membros/:id`, () =>
        HttpResponse.json({ error, message }, { status }),
      ),
    );

  it('shows the spec’s message in the dialog and keeps the row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    fail('put', 500);
    const { notify } = renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Aprovar Diego Rocha', 'Aprovar solicitação?');
    await user.click(confirmIn(dialog, 'Aprovar'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Erro ao atualizar status do membro$/,
    );
    expect(confirmIn(dialog, 'Aprovar')).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
    await user.click(confirmIn(dialog, 'Cancelar'));
    expect(namesIn(PENDING_TITLE)).toEqual(['Diego Rocha', 'Júlia Ribeiro']);
    expect(api.store.member(4)!.status).toBe('PENDENTE');
  });

  it.each([
    [
      'put',
      'Tornar administrador: Carla Mendes',
      'Tornar administrador?',
      'Tornar administrador',
      'Erro ao tornar membro administrador',
    ],
    [
      'put',
      'Remover administrador: Bruno Lima',
      'Remover administrador?',
      'Remover administrador',
      'Erro ao remover privilégios de administrador',
    ],
    [
      'delete',
      'Desativar Carla Mendes',
      'Desativar membro?',
      'Desativar',
      'Erro ao remover membro do ministério',
    ],
    [
      'delete',
      'Remover de vez: Henrique Dias',
      'Remover definitivamente?',
      'Remover de vez',
      'Erro ao remover membro do ministério',
    ],
  ] as const)('names the failed call: %s %s', async (method, button, title, confirm, message) => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    fail(method, 500);
    renderMemberList(api);
    await findLists();
    const dialog = await open(user, button, title);
    await user.click(confirmIn(dialog, confirm));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('gives the server’s reason, and shows the lists as they now are', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderMemberList(api);
    await findLists();
    const dialog = await open(user, 'Aprovar Diego Rocha', 'Aprovar solicitação?');
    // Another admin approved Diego meanwhile: the API answers 409 invalid_transition.
    api.store.member(4)!.status = 'ATIVO';
    await user.click(confirmIn(dialog, 'Aprovar'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esta mudança de situação não é possível para este membro.',
    );
    await user.click(confirmIn(dialog, 'Cancelar'));
    await waitFor(() => expect(namesIn(PENDING_TITLE)).toEqual(['Júlia Ribeiro']));
    expect(namesIn(ACTIVE_TITLE)).toContain('Diego Rocha');
  });

  it.each([
    [
      'put',
      'Aprovar Diego Rocha',
      'Aprovar solicitação?',
      'Aprovar',
      'Somente administradores e o proprietário podem aprovar ou recusar membros.',
    ],
    [
      'put',
      'Reativar Henrique Dias',
      'Reativar membro?',
      'Reativar',
      'Somente administradores e o proprietário podem reativar membros.',
    ],
    [
      'delete',
      'Desativar Carla Mendes',
      'Desativar membro?',
      'Desativar',
      'Somente o proprietário pode desativar ou remover membros.',
    ],
    [
      'put',
      'Tornar administrador: Carla Mendes',
      'Tornar administrador?',
      'Tornar administrador',
      'Somente o proprietário pode tornar um membro administrador ou remover um administrador.',
    ],
  ] as const)(
    'says who may do it when the server refuses (403): %s %s',
    async (method, button, title, confirm, guard) => {
      const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
      fail(method, 403, 'forbidden', 'Você não tem permissão para realizar esta ação.');
      renderMemberList(api);
      await findLists();
      const dialog = await open(user, button, title);
      await user.click(confirmIn(dialog, confirm));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${guard}$`));
    },
  );
});

describe('MemberListPage: actions in English', slow, () => {
  it('asks, toasts and fails in English', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderMemberList(api, { locale: 'en-US' });
    await findLists();
    let dialog = await open(user, 'Approve Diego Rocha', 'Approve request?');
    expect(dialog).toHaveTextContent(
      'Diego Rocha will join the ministry as a member and see the repertoire, the schedules and the team.',
    );
    await user.click(confirmIn(dialog, 'Approve'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: "Diego Rocha's request approved.",
      }),
    );

    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/membros/:id`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    dialog = await open(user, 'Deactivate Carla Mendes', 'Deactivate member?');
    expect(dialog).toHaveTextContent('Their history in schedules and reports is kept');
    await user.click(confirmIn(dialog, 'Deactivate'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error removing the member from the ministry',
    );
  });
});
