import { TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderMembersPage } from '../../../testing/render-members-page';
import {
  findList,
  periodCard,
  periodTitles,
  renderUnavailability,
  setDate,
  setupUnavailabilityApi,
} from '../testing/unavailability-test-kit';
import { UnavailabilityFormModal } from './unavailability-form-modal';

const { api, calls } = setupUnavailabilityApi();

/** The owner's page with the add form open. */
async function openAddForm(locale?: 'en-US') {
  const user = userEvent.setup();
  const view = renderUnavailability(api, { locale });
  await screen.findByRole('list', {
    name: locale ? /^Unavailability of/ : /^Indisponibilidades de/,
  });
  await user.click(
    screen.getByRole('button', {
      name: locale ? 'Add unavailability' : 'Adicionar indisponibilidade',
    }),
  );
  const dialog = screen.getByRole('dialog', {
    name: locale ? 'New unavailability' : 'Nova indisponibilidade',
  });
  return { user, dialog, ...view };
}

/** A field by its label; the label also holds the required mark, hidden from screen readers. */
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: false });
const start = (dialog: HTMLElement) => field(dialog, 'Data inicial');
const end = (dialog: HTMLElement) => field(dialog, 'Data final');
const reason = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Motivo' });
const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Salvar' });

describe('unavailability form: add', () => {
  it('registers a period: dates at midnight without a zone, a toast, the list refreshed', async () => {
    const { user, dialog, notify } = await openAddForm();
    expect(start(dialog)).toHaveAttribute('type', 'date');
    expect(end(dialog)).toHaveAttribute('type', 'date');
    expect(start(dialog)).toHaveFocus();
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-03');
    await user.type(reason(dialog), '  Viagem de férias  ');
    await user.click(save(dialog));

    expect(await calls.onlyWriteBody()).toEqual({
      membro_id: 1,
      data_inicio: '2026-12-01T00:00:00',
      data_fim: '2026-12-03T00:00:00',
      justificativa: 'Viagem de férias',
    });
    expect(calls.writes()).toEqual(['POST /indisponibilidades']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Indisponibilidade registrada.',
    });
    expect(periodTitles(await findList('Ana Souza'))).toEqual([
      '01/12/2026 a 03/12/2026',
      '24/11/2026 a 26/11/2026',
    ]);
    expect(periodCard('01/12/2026 a 03/12/2026')).toHaveTextContent('Futura');
    expect(periodCard('01/12/2026 a 03/12/2026')).toHaveTextContent('3 dias');
  });

  it('requires both dates and the reason, focusing the first, and sends nothing', async () => {
    const { user, dialog, notify } = await openAddForm();
    await user.click(save(dialog));
    expect(start(dialog)).toHaveAccessibleDescription('Informe a data inicial');
    expect(start(dialog)).toBeInvalid();
    expect(end(dialog)).toHaveAccessibleDescription('Informe a data final');
    expect(reason(dialog)).toHaveAccessibleDescription(
      'Pelo menos 5 caracteres. Ex.: viagem, trabalho, saúde. Informe o motivo',
    );
    expect(start(dialog)).toHaveFocus();
    expect(calls.writes()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Nova indisponibilidade' })).toBeVisible();
  });

  it('wants a reason of at least 5 characters, spaces around not counted', async () => {
    const { user, dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-01');
    await user.type(reason(dialog), '  Show  ');
    await user.click(save(dialog));
    expect(reason(dialog)).toHaveAccessibleDescription(
      'Pelo menos 5 caracteres. Ex.: viagem, trabalho, saúde. O motivo deve ter pelo menos 5 caracteres',
    );
    expect(reason(dialog)).toHaveFocus();
    expect(calls.writes()).toEqual([]);
    await user.clear(reason(dialog));
    await user.type(reason(dialog), ' Shows ');
    expect(reason(dialog)).not.toBeInvalid();
    await user.click(save(dialog));
    expect(await calls.onlyWriteBody()).toMatchObject({ justificativa: 'Shows' });
  });

  it('takes a one-day period', async () => {
    const { user, dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-24');
    setDate(end(dialog), '2026-12-24');
    await user.type(reason(dialog), 'Ceia de Natal');
    await user.click(save(dialog));
    expect(await calls.onlyWriteBody()).toMatchObject({
      data_inicio: '2026-12-24T00:00:00',
      data_fim: '2026-12-24T00:00:00',
    });
    expect(await screen.findByText('24/12/2026')).toBeVisible();
    expect(periodCard('24/12/2026')).toHaveTextContent('1 dia');
  });

  it('raises the end to the start when a later start overtakes it, and says so', async () => {
    const { dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-03');
    setDate(start(dialog), '2026-12-10');
    expect(end(dialog)).toHaveValue('2026-12-10');
    expect(end(dialog)).toHaveAccessibleDescription(
      'A data final foi ajustada para a data inicial.',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'A data final foi ajustada para a data inicial.',
    );
    // An earlier start leaves the end where it is.
    setDate(start(dialog), '2026-12-05');
    expect(end(dialog)).toHaveValue('2026-12-10');
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    expect(end(dialog)).toHaveAttribute('min', '2026-12-05');
  });

  it('says at once that the end cannot come before the start, and refuses to save', async () => {
    const { user, dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-10');
    setDate(end(dialog), '2026-12-08');
    expect(end(dialog)).toHaveAccessibleDescription(
      'A data final não pode ser anterior à data inicial',
    );
    expect(start(dialog)).not.toBeInvalid();
    await user.type(reason(dialog), 'Viagem de férias');
    await user.click(save(dialog));
    expect(end(dialog)).toHaveFocus();
    expect(calls.writes()).toEqual([]);
    setDate(end(dialog), '2026-12-12');
    expect(end(dialog)).not.toBeInvalid();
  });

  it('shows it is saving: busy button, fields off, no way to close meanwhile', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/indisponibilidades`, async () => {
        await held;
      }),
    );
    const { user, dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-03');
    await user.type(reason(dialog), 'Viagem de férias');
    await user.click(save(dialog));

    await waitFor(() => expect(save(dialog)).toHaveAttribute('aria-busy', 'true'));
    expect(save(dialog)).toBeDisabled();
    expect(start(dialog)).toBeDisabled();
    expect(reason(dialog)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Nova indisponibilidade' })).toBeVisible();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in the form, which stays open", async () => {
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/indisponibilidades`, () =>
        HttpResponse.json(
          {
            error: 'validation_error',
            message: 'Dados inválidos',
            errors: { data_fim: ['A data final não pode ser anterior à data inicial'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, notify } = await openAddForm();
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-03');
    await user.type(reason(dialog), 'Viagem de férias');
    await user.click(save(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Erro de validação: data_fim: A data final não pode ser anterior à data inicial',
    );
    expect(save(dialog)).toBeEnabled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('says "Erro ao criar indisponibilidade" when the server gives no reason', async () => {
    api.server.use(
      http.post(`${TEST_API_BASE_URL}/indisponibilidades`, () =>
        HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-03');
    await user.type(reason(dialog), 'Viagem de férias');
    await user.click(save(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Erro ao criar indisponibilidade$/,
    );
  });

  it('cancels without a call', async () => {
    const { user, dialog } = await openAddForm();
    setDate(start(dialog), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.writes()).toEqual([]);
  });

  it('sends nothing and toasts an error without a member id', async () => {
    const user = userEvent.setup();
    const { notify } = renderMembersPage(
      api,
      <UnavailabilityFormModal memberId={null} onClose={() => undefined} />,
      { route: '/indisponibilidades', at: '/indisponibilidades' },
    );
    const dialog = screen.getByRole('dialog', { name: 'Nova indisponibilidade' });
    setDate(start(dialog), '2026-12-01');
    setDate(end(dialog), '2026-12-03');
    await user.type(reason(dialog), 'Viagem de férias');
    await user.click(save(dialog));
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message:
        'Não foi possível identificar o seu cadastro no ministério. Recarregue a página e tente novamente.',
    });
    expect(calls.seen).toEqual([]);
  });
});

describe('unavailability form: edit', () => {
  it('starts from the period and sends it whole again', async () => {
    const user = userEvent.setup();
    const { notify } = renderUnavailability(api);
    await findList('Ana Souza');
    await user.click(
      screen.getByRole('button', { name: 'Editar a indisponibilidade de 24/11/2026 a 26/11/2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Editar indisponibilidade' });
    expect(start(dialog)).toHaveValue('2026-11-24');
    expect(end(dialog)).toHaveValue('2026-11-26');
    expect(reason(dialog)).toHaveValue('Retiro de líderes');
    setDate(end(dialog), '2026-11-27');
    await user.clear(reason(dialog));
    await user.type(reason(dialog), 'Retiro de líderes em Atibaia');
    await user.click(save(dialog));

    expect(await calls.onlyWriteBody()).toEqual({
      membro_id: 1,
      data_inicio: '2026-11-24T00:00:00',
      data_fim: '2026-11-27T00:00:00',
      justificativa: 'Retiro de líderes em Atibaia',
      versao: 1,
    });
    expect(calls.writes()).toEqual(['PUT /indisponibilidades/4']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Indisponibilidade atualizada.',
    });
    const card = await waitFor(() => periodCard('24/11/2026 a 27/11/2026'));
    expect(card).toHaveTextContent('4 dias');
    expect(card).toHaveTextContent('Retiro de líderes em Atibaia');
  });
});

describe('unavailability form: English', () => {
  it('speaks English', async () => {
    const { user, dialog, notify } = await openAddForm('en-US');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(field(dialog, 'Start date')).toHaveAccessibleDescription('Enter the start date');
    expect(field(dialog, 'End date')).toHaveAccessibleDescription('Enter the end date');
    setDate(field(dialog, 'Start date'), '2026-12-10');
    setDate(field(dialog, 'End date'), '2026-12-08');
    expect(field(dialog, 'End date')).toHaveAccessibleDescription(
      'The end date cannot be before the start date',
    );
    setDate(field(dialog, 'End date'), '2026-12-12');
    const reasonBox = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reasonBox, 'Trip');
    expect(reasonBox).toHaveAccessibleDescription(
      'At least 5 characters. E.g. travel, work, health. The reason must have at least 5 characters',
    );
    await user.type(reasonBox, 's');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Unavailability recorded.' }),
    );
  });
});
