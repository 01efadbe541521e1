import { setupMockApiServer, TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  cardNames,
  cardOf,
  findCards,
  iconOf,
  renderCatalogue,
  watchFunctionWrites,
} from '../testing/function-catalogue-test-kit';

const api = setupMockApiServer();

/** Pages of many cards: more room than the 5 s default on a busy machine. */
const slow = { timeout: 30_000 };
const writes = watchFunctionWrites(api);

type User = ReturnType<typeof userEvent.setup>;

async function openCreate(user: User) {
  await user.click(screen.getByRole('button', { name: 'Nova função' }));
  return screen.getByRole('dialog', { name: 'Nova função' });
}

async function openEdit(user: User, name: string, title = 'Editar função') {
  await user.click(within(cardOf(name)).getAllByRole('button')[0]!);
  return screen.getByRole('dialog', { name: title });
}

const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^(Nome|Name)/);
const descriptionField = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/^(Descrição|Description)/);
/** An icon of the picker, by its translated name (its aria-label). */
const iconIn = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name);

describe('FunctionCataloguePage: creating a function', slow, () => {
  it('starts empty with the microphone icon and the focus on the name', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderCatalogue(api);
    await findCards();
    const dialog = await openCreate(user);
    expect(nameField(dialog)).toHaveValue('');
    expect(nameField(dialog)).toHaveFocus();
    expect(nameField(dialog)).toBeRequired();
    expect(descriptionField(dialog)).toHaveValue('');
    expect(iconIn(dialog, 'Microfone')).toBeChecked();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(30);
    expect(dialog).toHaveTextContent('Escolhido: Microfone');
  });

  it('asks for the name and sends nothing without it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderCatalogue(api);
    await findCards();
    const dialog = await openCreate(user);
    await user.type(nameField(dialog), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Criar função' }));
    expect(nameField(dialog)).toHaveAccessibleDescription('Informe o nome da função.');
    expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(nameField(dialog)).toHaveFocus();
    expect(writes).toEqual([]);
    await user.type(nameField(dialog), 'D');
    expect(within(dialog).queryByText('Informe o nome da função.')).not.toBeInTheDocument();
  });

  it('creates it: the API gets name, icon and description, the card shows, the shell is told', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openCreate(user);
    await user.type(nameField(dialog), ' Dança ');
    await user.type(descriptionField(dialog), 'Coreografia');
    await user.click(iconIn(dialog, 'Outro'));
    expect(dialog).toHaveTextContent('Escolhido: Outro');
    await user.click(within(dialog).getByRole('button', { name: 'Criar função' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/ministerios/1/funcoes',
        body: { nome: 'Dança', descricao: 'Coreografia', icone: 'outro', ministerio_id: 1 },
      },
    ]);
    await waitFor(() => expect(cardNames()).toContain('Dança'));
    expect(cardNames().indexOf('Dança')).toBe(3);
    expect(within(cardOf('Dança')).getByText('Coreografia')).toBeVisible();
    expect(iconOf('Dança')).toBe('outro');
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Função “Dança” criada.',
    });
    expect(screen.getByRole('button', { name: 'Nova função' })).toHaveFocus();
  });

  it('shows the API’s message on the name when another function has it, whatever the case', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openCreate(user);
    await user.type(nameField(dialog), 'baixo');
    await user.click(within(dialog).getByRole('button', { name: 'Criar função' }));

    await waitFor(() =>
      expect(nameField(dialog)).toHaveAccessibleDescription(
        'Já existe uma função com este nome neste ministério.',
      ),
    );
    expect(nameField(dialog)).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Nova função' })).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(cardNames()).toHaveLength(18);
  });

  it('keeps the form and says why when the API fails', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/ministerios/:id/funcoes`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    renderCatalogue(api);
    await findCards();
    const dialog = await openCreate(user);
    await user.type(nameField(dialog), 'Dança');
    await user.click(within(dialog).getByRole('button', { name: 'Criar função' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Erro ao criar função no ministério$/,
    );
    expect(nameField(dialog)).toHaveValue('Dança');
  });

  it('sends nothing when cancelled', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openCreate(user);
    await user.type(nameField(dialog), 'Dança');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    // A new opening starts empty again.
    expect(nameField(await openCreate(user))).toHaveValue('');
  });
});

describe('FunctionCataloguePage: editing a function', slow, () => {
  it('opens with the function as it is and saves name, description and icon', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    api.store.function(3)!.descricao = 'Base';
    const { notify } = renderCatalogue(api);
    await findCards();
    const dialog = await openEdit(user, 'Violão');
    expect(nameField(dialog)).toHaveValue('Violão');
    expect(descriptionField(dialog)).toHaveValue('Base');
    expect(iconIn(dialog, 'Violão')).toBeChecked();

    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), 'Violão base');
    await user.type(descriptionField(dialog), ' acústica');
    await user.click(iconIn(dialog, 'Guitarra'));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/funcoes/3',
        body: { nome: 'Violão base', descricao: 'Base acústica', icone: 'guitarra', versao: 1 },
      },
    ]);
    await waitFor(() => expect(cardNames()).toContain('Violão base'));
    expect(cardNames()).not.toContain('Violão');
    expect(iconOf('Violão base')).toBe('guitarra');
    expect(within(cardOf('Violão base')).getByText('Base acústica')).toBeVisible();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Função “Violão base” atualizada.',
    });
  });

  it('asks for the name when it is cleared', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderCatalogue(api);
    await findCards();
    const dialog = await openEdit(user, 'Baixo');
    await user.clear(nameField(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(nameField(dialog)).toHaveAccessibleDescription('Informe o nome da função.');
    expect(writes).toEqual([]);
  });

  it('refuses a name another function has (case ignored), with the API’s message', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderCatalogue(api);
    await findCards();
    const dialog = await openEdit(user, 'Violão');
    await user.clear(nameField(dialog));
    await user.type(nameField(dialog), 'GUITARRA');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(nameField(dialog)).toHaveAccessibleDescription(
        'Já existe uma função com este nome neste ministério.',
      ),
    );
    expect(api.store.function(3)!.nome).toBe('Violão');
  });

  it('says why when the API fails', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    api.server.use(
      http.put(`${TEST_API_BASE_URL}/funcoes/:id`, () =>
        HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      ),
    );
    renderCatalogue(api);
    await findCards();
    const dialog = await openEdit(user, 'Baixo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Erro ao atualizar função$/,
    );
  });

  it('keeps a default function’s stored name when saved in English unchanged', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderCatalogue(api, { locale: 'en-US' });
    await findCards();
    const dialog = await openEdit(user, 'Acoustic guitar', 'Edit role');
    expect(nameField(dialog)).toHaveValue('Acoustic guitar');
    expect(iconIn(dialog, 'Acoustic guitar')).toBeChecked();
    expect(dialog).toHaveTextContent('Chosen: Acoustic guitar');
    await user.type(descriptionField(dialog), 'Rhythm');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes[0]!.body).toEqual({
      nome: 'Violão',
      descricao: 'Rhythm',
      icone: 'violao',
      versao: 1,
    });
    expect(api.store.function(3)!.nome).toBe('Violão');
    await waitFor(() =>
      expect(within(cardOf('Acoustic guitar')).getByText('Rhythm')).toBeVisible(),
    );
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Role “Acoustic guitar” updated.',
    });
  });

  it('speaks English when creating', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { notify } = renderCatalogue(api, { locale: 'en-US' });
    await findCards();
    await user.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = screen.getByRole('dialog', { name: 'New role' });
    expect(iconIn(dialog, 'Microphone')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(nameField(dialog)).toHaveAccessibleDescription("Enter the role's name.");
    await user.type(nameField(dialog), 'Dance');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Role “Dance” created.' }),
    );
  });
});
