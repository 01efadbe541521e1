import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cardNames,
  cardOf,
  findCards,
  renderCatalogue,
  watchFunctionWrites,
} from '../testing/function-catalogue-test-kit';

const api = setupMockApiServer();
const writes = watchFunctionWrites(api);

/** A page of 18 cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function openDelete(
  user: ReturnType<typeof setupUser>,
  name: string,
  title = 'Excluir função?',
) {
  await user.click(within(cardOf(name)).getAllByRole('button')[1]!);
  return screen.getByRole('dialog', { name: title });
}

describe('FunctionCataloguePage: deleting a function', slow, () => {
  it('asks first, warning that its members lose it and naming who holds it today', async () => {
    const user = setupUser();
    renderCatalogue(api);
    await findCards();
    const dialog = await openDelete(user, 'Vocal');
    expect(dialog).toHaveTextContent('A função “Vocal” será excluída.');
    expect(dialog).toHaveTextContent(
      'Os membros que exercem esta função deixarão de tê-la. As escalas já montadas mantêm o nome da função.',
    );
    expect(
      await within(dialog).findByText(
        'Hoje, 2 membros ativos exercem esta função: Carla Mendes e Elisa Martins.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('counts one holder in the singular, and names nobody when nobody holds it', async () => {
    const user = setupUser();
    renderCatalogue(api);
    await findCards();
    let dialog = await openDelete(user, 'Bateria');
    expect(
      await within(dialog).findByText('Hoje, 1 membro ativo exerce esta função: Felipe Costa.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // The active members are loaded by now (the first dialog read them): nobody holds Mídia.
    dialog = await openDelete(user, 'Mídia');
    expect(dialog).not.toHaveTextContent('Hoje,');
    expect(dialog).toHaveTextContent('Os membros que exercem esta função deixarão de tê-la.');
  });

  it('deletes on confirm: the card goes, its members lose it, the shell is told', async () => {
    const user = setupUser();
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openDelete(user, 'Vocal');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir função' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([{ method: 'DELETE', path: '/funcoes/1', body: null }]);
    await waitFor(() => expect(cardNames()).not.toContain('Vocal'));
    expect(cardNames()).toHaveLength(17);
    expect(api.store.tables.memberFunctions.some((row) => row.function_id === 1)).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Função “Vocal” excluída.',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Funções' })).toHaveFocus();
  });

  it('sends nothing when cancelled', async () => {
    const user = setupUser();
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openDelete(user, 'Baixo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(cardNames()).toContain('Baixo');
  });

  it('keeps the card and says why when the API fails', async () => {
    const user = setupUser();
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/funcoes/:id`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openDelete(user, 'Baixo');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir função' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Erro ao excluir função$/);
    expect(within(dialog).getByRole('button', { name: 'Excluir função' })).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(cardNames()).toContain('Baixo');
  });

  it("adds the server's reason when it refuses: deleted elsewhere meanwhile", async () => {
    const user = setupUser();
    renderCatalogue(api);
    await findCards();
    const dialog = await openDelete(user, 'Baixo');
    const baixo = api.store.tables.functions.find((fn) => fn.nome === 'Baixo')!;
    api.store.deleteFunction(baixo.id);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir função' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Erro ao excluir função.+/);
    expect(alert).toHaveTextContent('Recurso não encontrado.');
  });

  it('speaks English, with the translated name', async () => {
    const user = setupUser();
    const { notify } = renderCatalogue(api, { locale: 'en-US' });
    await findCards();
    const dialog = await openDelete(user, 'Drums', 'Delete role?');
    expect(dialog).toHaveTextContent('The role “Drums” will be deleted.');
    expect(dialog).toHaveTextContent(
      "Members who play this role will lose it. Schedules already made keep the role's name.",
    );
    expect(
      await within(dialog).findByText('Today 1 active member plays this role: Felipe Costa.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Role “Drums” deleted.' }),
    );
  });
});
