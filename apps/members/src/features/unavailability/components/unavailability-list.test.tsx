import { lightTheme } from '@levita/ui';
import { TEST_API_BASE_URL } from '@levita/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  ANA,
  findList,
  periodCard,
  periodTitles,
  renderUnavailability,
  setupUnavailabilityApi,
} from '../testing/unavailability-test-kit';

const { api, calls } = setupUnavailabilityApi();

/** Ana (the owner) with a period now, one ahead (the demo's) and one past. */
function giveAnaEveryStatus() {
  addPeriod(api, ANA, '2026-11-04', '2026-11-04', 'Consulta médica');
  addPeriod(api, ANA, '2026-09-01', '2026-09-10', 'Férias na praia');
}

describe('unavailability list: each period', () => {
  it('shows the date range, status, reason and inclusive day count, newest first', async () => {
    giveAnaEveryStatus();
    renderUnavailability(api);
    const list = await findList('Ana Souza');
    expect(periodTitles(list)).toEqual([
      '24/11/2026 a 26/11/2026',
      '04/11/2026',
      '01/09/2026 a 10/09/2026',
    ]);
    const ahead = periodCard('24/11/2026 a 26/11/2026');
    expect(ahead).toHaveTextContent('Futura');
    expect(ahead).toHaveTextContent('3 dias');
    expect(ahead).toHaveTextContent('Motivo: Retiro de líderes');
    // One day: the range is the day, and it counts as one.
    const today = periodCard('04/11/2026');
    expect(today).toHaveTextContent('Em andamento');
    expect(today).toHaveTextContent('1 dia');
    expect(today).not.toHaveTextContent('1 dias');
    const past = periodCard('01/09/2026 a 10/09/2026');
    expect(past).toHaveTextContent('Passada');
    expect(past).toHaveTextContent('10 dias');
  });

  it('colours the status: current yellow, future red, past grey', async () => {
    giveAnaEveryStatus();
    renderUnavailability(api);
    await findList('Ana Souza');
    const badge = (period: string, label: string) => within(periodCard(period)).getByText(label);
    expect(badge('04/11/2026', 'Em andamento')).toHaveStyle({
      background: lightTheme.colors.warningSurface,
    });
    expect(badge('24/11/2026 a 26/11/2026', 'Futura')).toHaveStyle({
      background: lightTheme.colors.dangerSurface,
    });
    expect(badge('01/09/2026 a 10/09/2026', 'Passada')).toHaveStyle({
      background: lightTheme.colors.surfaceMuted,
    });
  });

  it('offers edit and delete on the viewer’s own periods', async () => {
    renderUnavailability(api);
    const own = await findList('Ana Souza');
    expect(
      within(own).getByRole('button', {
        name: 'Editar a indisponibilidade de 24/11/2026 a 26/11/2026',
      }),
    ).toBeVisible();
    expect(
      within(own).getByRole('button', {
        name: 'Excluir a indisponibilidade de 24/11/2026 a 26/11/2026',
      }),
    ).toBeVisible();
  });

  it("offers neither on someone else's, even to an admin", async () => {
    renderUnavailability(api, { at: '/indisponibilidades?membro=5' });
    const elisa = await findList('Elisa Martins');
    expect(periodTitles(elisa)).toEqual(['03/11/2026 a 06/11/2026']);
    expect(within(elisa).queryAllByRole('button')).toEqual([]);
  });

  it('writes dates, labels and counts in English', async () => {
    giveAnaEveryStatus();
    renderUnavailability(api, { locale: 'en-US' });
    const list = await screen.findByRole('list', { name: 'Unavailability of Ana Souza' });
    expect(periodTitles(list)).toEqual([
      '11/24/2026 to 11/26/2026',
      '11/04/2026',
      '09/01/2026 to 09/10/2026',
    ]);
    expect(periodCard('11/24/2026 to 11/26/2026')).toHaveTextContent('Upcoming');
    expect(periodCard('11/24/2026 to 11/26/2026')).toHaveTextContent('3 days');
    expect(periodCard('11/24/2026 to 11/26/2026')).toHaveTextContent('Reason: Retiro de líderes');
    expect(periodCard('11/04/2026')).toHaveTextContent('Ongoing');
    expect(periodCard('11/04/2026')).toHaveTextContent('1 day');
    expect(periodCard('09/01/2026 to 09/10/2026')).toHaveTextContent('Past');
  });
});

describe('unavailability list: delete', () => {
  const deleteAhead = () =>
    screen.getByRole('button', { name: 'Excluir a indisponibilidade de 24/11/2026 a 26/11/2026' });

  it('asks in a dialog titled "Excluir?"; cancel keeps the period and calls nothing', async () => {
    const user = userEvent.setup();
    const { notify } = renderUnavailability(api);
    await findList('Ana Souza');
    await user.click(deleteAhead());
    const dialog = screen.getByRole('dialog', { name: 'Excluir?' });
    expect(dialog).toHaveTextContent(
      'A indisponibilidade de 24/11/2026 a 26/11/2026 (Retiro de líderes) será excluída.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.writes()).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
    expect(deleteAhead()).toHaveFocus();
  });

  it('deletes on confirm: everything busy meanwhile, then the list refreshed and a toast', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/indisponibilidades/:id`, async () => {
        // Nothing returned: once released, the mock API's own handler answers.
        await held;
      }),
    );
    const { notify } = renderUnavailability(api);
    await findList('Ana Souza');
    await user.click(deleteAhead());
    const dialog = screen.getByRole('dialog', { name: 'Excluir?' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    // The entry's own delete button shows the work under way too.
    const entryDelete = within(periodCard('24/11/2026 a 26/11/2026')).getByRole('button', {
      name: /^Excluir a/,
      hidden: true,
    });
    expect(entryDelete).toHaveAttribute('aria-busy', 'true');
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.writes()).toEqual(['DELETE /indisponibilidades/4']);
    expect(screen.getByText('Você não registrou nenhuma indisponibilidade.')).toBeVisible();
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'success',
      message: 'Indisponibilidade excluída.',
    });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Minhas indisponibilidades' }),
    ).toHaveFocus();
  });

  it("toasts the server's message when the delete is refused, and shows the list as it is", async () => {
    const user = userEvent.setup();
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/indisponibilidades/:id`, () =>
        HttpResponse.json(
          { error: 'forbidden', message: 'Você não tem permissão para realizar esta ação.' },
          { status: 403 },
        ),
      ),
    );
    const { notify } = renderUnavailability(api);
    await findList('Ana Souza');
    await user.click(deleteAhead());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: 'Você não tem permissão para realizar esta ação.',
    });
    expect(
      periodTitles(screen.getByRole('list', { name: 'Indisponibilidades de Ana Souza' })),
    ).toEqual(['24/11/2026 a 26/11/2026']);
    // Reloaded after the failure.
    expect(
      calls.list().filter((call) => call === 'GET /indisponibilidades/membros/1'),
    ).toHaveLength(2);
  });

  it('toasts "Erro ao excluir indisponibilidade" when the server gives no message', async () => {
    const user = userEvent.setup();
    api.server.use(
      http.delete(`${TEST_API_BASE_URL}/indisponibilidades/:id`, () =>
        HttpResponse.json({ error: 'server_error', message: '' }, { status: 500 }),
      ),
    );
    const { notify } = renderUnavailability(api);
    await findList('Ana Souza');
    await user.click(deleteAhead());
    await user.click(
      within(screen.getByRole('dialog', { name: 'Excluir?' })).getByRole('button', {
        name: 'Excluir',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith({
        type: 'error',
        message: 'Erro ao excluir indisponibilidade',
      }),
    );
  });

  it('speaks English', async () => {
    const user = userEvent.setup();
    const { notify } = renderUnavailability(api, { locale: 'en-US' });
    await screen.findByRole('list', { name: 'Unavailability of Ana Souza' });
    await user.click(
      screen.getByRole('button', { name: 'Delete the unavailability of 11/24/2026 to 11/26/2026' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete?' });
    expect(dialog).toHaveTextContent(
      'The unavailability of 11/24/2026 to 11/26/2026 (Retiro de líderes) will be deleted.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Unavailability deleted.' }),
    );
  });
});
